import { z } from 'zod';
import { idField } from './fields';

/** Path parameters shared by many routes. Ids are positive 32-bit integers; anything else is a 400. */
const id = idField();

export const companyParams = z.object({ companyId: id });
export const idParams = z.object({ id });
