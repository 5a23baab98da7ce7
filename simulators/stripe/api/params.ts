import { invalid, unknownParam } from '../errors';
import type { Form, FormValue } from '../form';
import type { Metadata } from '../model';

/** Refuses a parameter the endpoint does not know, as Stripe does (`Received unknown parameter: x`). */
export function onlyKnown(form: Form, known: readonly string[]): void {
  const unknown = Object.keys(form).find((key) => !known.includes(key));
  if (unknown !== undefined) throw unknownParam(unknown);
}

export function text(form: Form, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalid(`Invalid string: ${JSON.stringify(value)}`, param, 'parameter_invalid_string');
  return value;
}

export function integer(form: Form, key: string, param = key): number | undefined {
  const value = text(form, key, param);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  return Number(value);
}

export function boolean(form: Form, key: string, param = key): boolean | undefined {
  const value = text(form, key, param);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw invalid(`Invalid boolean: ${value}`, param, 'parameter_invalid_boolean');
  return value === 'true';
}

export function oneOf<T extends string>(form: Form, key: string, values: readonly T[]): T | undefined {
  const value = text(form, key);
  if (value === undefined) return undefined;
  const found = values.find((candidate) => candidate === value);
  if (!found)
    throw invalid(`Invalid ${key}: must be one of ${values.join(', ')}`, key, 'parameter_invalid_string');
  return found;
}

export function record(value: FormValue | undefined, param: string): Form | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(`Invalid object`, param, 'parameter_invalid_object');
  return value;
}

export function array(value: FormValue | undefined, param: string): Form[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(`Invalid array`, param, 'parameter_invalid_array');
  return value.map((entry, index) => {
    const item = record(entry, `${param}[${index}]`);
    if (!item) throw invalid(`Invalid object`, `${param}[${index}]`, 'parameter_invalid_object');
    return item;
  });
}

/** `metadata[key]=value` merged into `current`; an empty value removes the key, `metadata=` clears all. */
export function metadata(form: Form, current: Metadata = {}, key = 'metadata'): Metadata | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (value === '') return {};
  const fields = record(value, key) ?? {};
  const next = { ...current };
  for (const [name, entry] of Object.entries(fields)) {
    if (typeof entry !== 'string') throw invalid('Invalid metadata value', `${key}[${name}]`);
    if (entry === '') delete next[name];
    else next[name] = entry;
  }
  return next;
}
