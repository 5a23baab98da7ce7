/** Spec 000 §9: the suggestion waits for a 500 ms pause in typing. */
export const SUGGESTION_DELAY_MS = 500;
const MAX_NUMBERED_SUFFIX = 99;
const MAX_RANDOM_SUFFIX = 999;
const MAX_BASE_LENGTH = 30;

const lettersOnly = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '');

/**
 * The name part of a suggested username: the first name capitalised, then the last name as typed,
 * letters only ("Jake O'Brien" → "JakeOBrien", "jake thompson" → "Jakethompson"). The full name is
 * split at its first space; one word gives just that word.
 */
export function usernameBase(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const first = lettersOnly(words[0] ?? '');
  const last = lettersOnly(words.slice(1).join(''));
  const capitalised = first.charAt(0).toUpperCase() + first.slice(1);
  return (capitalised + last).slice(0, MAX_BASE_LENGTH);
}

type SuggestOptions = {
  /** Stops the search (the name changed again); the result is then null. */
  signal?: AbortSignal;
  /** Source of randomness in [0, 1), for tests. */
  random?: () => number;
};

/**
 * Finds a free username for a full name (spec 000 §9): the base name, then the base with 1 to 99,
 * each checked with `isAvailable`; when all are taken, the base with a random 0 to 999 (unchecked:
 * the server still refuses a taken name at sign-up). Null when the name has too few letters.
 */
export async function suggestUsername(
  fullName: string,
  isAvailable: (username: string) => Promise<boolean>,
  { signal, random = Math.random }: SuggestOptions = {},
): Promise<string | null> {
  const base = usernameBase(fullName);
  if (base.length < 2) return null;
  const candidates = [
    ...(base.length >= 3 ? [base] : []),
    ...Array.from({ length: MAX_NUMBERED_SUFFIX }, (_, i) => `${base}${i + 1}`),
  ];
  for (const candidate of candidates) {
    if (signal?.aborted) return null;
    if (await isAvailable(candidate)) return signal?.aborted ? null : candidate;
  }
  if (signal?.aborted) return null;
  return `${base}${Math.floor(random() * (MAX_RANDOM_SUFFIX + 1))}`;
}
