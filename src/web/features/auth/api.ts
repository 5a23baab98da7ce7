/** What other features may use of the session and account screens. */
export { AuthProvider, useAuth, type AuthValue } from './auth-context';
