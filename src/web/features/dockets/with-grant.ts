/** Calls without an account carry the grant instead of a bearer token: the grant alone says what may be seen. */
export const withGrant = (grant: string) => ({ auth: false, headers: { 'X-Access-Grant': grant } });
