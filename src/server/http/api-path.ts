/** The address without its query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '';

/** An API address (`/api`, `/api/…`): answered in JSON, never by the web app's page. */
export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
};
