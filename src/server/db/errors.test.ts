import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/database';
import type { Database } from './client';
import { describeDbError, isUniqueViolation, withUniqueCode } from './errors';
import { createCompany, createUser } from './factories';

/**
 * A database error as this project's driver reports it (PGlite's and pg's differ in shape, and
 * Drizzle wraps both): the 409s and the log lines of every module rest on reading it right.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const failure = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the statement succeeded');
    },
    (err: unknown) => err,
  );
const freshName = () => `fresh.${randomBytes(4).toString('hex')}`;

describe("the database's errors, on this driver", () => {
  it('names the unique constraint a duplicate broke, and logs its code without the statement or its values', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const taken = await createUser(db, { companyId: company.id });
    const err = await failure(createUser(db, { companyId: company.id, username: taken.username }));
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'users_username_key')).toBe(true);
    expect(isUniqueViolation(err, 'users_email_key')).toBe(false);
    const logged = describeDbError(err);
    expect(logged).toMatchObject({ type: 'DatabaseError', code: '23505' });
    expect(JSON.stringify(logged)).not.toMatch(new RegExp(`insert|${taken.username}`, 'i'));
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false);
    expect(describeDbError(new Error('not the database'))).toBeNull();
  });

  it('tries another code after a collision, and gives up at once on any other violation', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const taken = await createUser(db, { companyId: company.id });
    const tried: string[] = [];
    const names = [taken.username, freshName()];
    const made = await withUniqueCode(
      'users_username_key',
      () => names[tried.length]!,
      (username) => {
        tried.push(username);
        return createUser(db, { companyId: company.id, username });
      },
    );
    expect(tried).toEqual(names);
    expect(made.username).toBe(names[1]);

    const attempts: string[] = [];
    const err = await failure(
      withUniqueCode('users_username_key', freshName, (username) => {
        attempts.push(username);
        return createUser(db, { companyId: company.id, username, email: taken.email });
      }),
    );
    expect(isUniqueViolation(err, 'users_email_key')).toBe(true);
    expect(attempts).toHaveLength(1);
  });
});
