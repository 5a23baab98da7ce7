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

/** A database error as it may be logged: its SQLSTATE code and message, never the query or its parameters. */
export type LoggedDbError = { type: 'DatabaseError'; code: string; message: string };

/**
 * The loggable summary of a failed statement (pg, PGlite, or drizzle's wrapper of either), or null
 * when the error did not come from the database. Drizzle's wrapper puts the SQL and every parameter
 * (an argon2 hash among them) in its message and stack, so neither is kept.
 */
export function describeDbError(err: unknown): LoggedDbError | null {
  let wrapped = false;
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { type: 'DatabaseError', code, message: typeof message === 'string' ? message : '' };
    }
    if ('params' in e && 'query' in e) wrapped = true;
  }
  return wrapped ? { type: 'DatabaseError', code: 'unknown', message: 'query failed' } : null;
}
