import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '../../../shared/auth/schemas';

/** The sign-in form's rules: the API's own body schema (login-page.tsx loads this after showing). */
export const loginResolver = zodResolver(loginBody);
