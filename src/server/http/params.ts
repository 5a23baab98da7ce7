import { z } from 'zod';

/** Path parameters shared by many routes. Ids are positive 32-bit integers; anything else is a 400. */
const id = z.coerce
  .number({ message: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');

export const companyParams = z.object({ companyId: id });
export const idParams = z.object({ id });
