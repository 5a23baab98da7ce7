/** True when a database error (pg, PGlite, or drizzle's wrapper of either) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}

/** Runs an insert that needs a fresh random code, trying again on the rare collision. */
export async function withUniqueCode<T>(
  constraint: string,
  generate: () => string,
  insert: (code: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(generate());
    } catch (err) {
      if (attempt >= 20 || !isUniqueViolation(err, constraint)) throw err;
    }
  }
}
