import qs from 'qs';

/**
 * Stripe's form bodies and query strings: bracket keys (`line_items[0][price]=x`, `expand[]=y`,
 * `metadata[plan]=pro`) read into nested objects with `qs`, as Stripe's own servers read what its SDKs
 * send. Indices become arrays in index order (Stripe's SDK sends up to a few hundred items), and
 * prototype keys are ignored (qs's default).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  return qs.parse(text, { depth: 6, arrayLimit: 1000, parameterLimit: 2000 }) as Form;
}
