import type { SignupRole } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api';

type NewUser = { username: string; email: string; password: string; firstName: string; lastName: string };

/** POST /api/auth/register: the nested payload of spec 000 §3; what else it carries depends on the kind. */
export type RegistrationPayload = { role: SignupRole; user: NewUser } & (
  | { company: { name: string; email: string; phone: string; address: string } }
  | { companyCode: string }
  | { projectCode: string }
);

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const registerCall = (payload: RegistrationPayload, headers?: Record<string, string>) =>
  api('POST /api/auth/register', { body: payload, headers });
