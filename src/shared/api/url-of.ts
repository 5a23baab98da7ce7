/**
 * A route's URL from its path, params and query (the web's and the tests' clients); its own module, with no imports, so the
 * code that asks for a page's first data before the app has loaded (lib/early-reads.ts) stays small.
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The path with its `:params` filled in, and the query string. */
export function urlOf(path: string, params: Record<string, string | number> = {}, query?: Query): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
