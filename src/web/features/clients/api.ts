/** The clients area's public face for other features (re-exports only; the calls live in api/). */
export { useClients, type Client } from './api/get-clients';
export { useContacts, type Contact } from './api/get-contacts';
export { clientKeys } from './api/keys';

/** Form pieces other features reuse. */
export { failureText, toastFailure } from '../../lib/failure';
export { EmailText } from './email-text';
