import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (the shared zod schema and its resolver) loads after the page has shown
 * rather than before it (issue 17: zod is about 40 KB of gzipped JavaScript on a phone). Call `warm`
 * from an effect; a validation that comes first waits for the code. A failed load (no network, no
 * cached copy) is tried again by the next validation, which then shows the failure.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return { resolver, warm: () => void loaded().catch(() => undefined) };
}
