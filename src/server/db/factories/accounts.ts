import { hashPassword } from '../../auth/passwords';
import { newCompanyCode } from '../../auth/tokens';
import type { Db } from '../client';
import { withUniqueCode } from '../errors';
import { companies, users } from '../schema';
import { pick, uniq } from './random';

export const DEFAULT_PASSWORD = 'password123';

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; factories hash each distinct password once per process. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

type NewCompany = Partial<typeof companies.$inferInsert>;
type NewUser = Partial<typeof users.$inferInsert> & { companyId: number; password?: string };

export async function createCompany(db: Db, values: NewCompany = {}) {
  return withUniqueCode('companies_code_key', newCompanyCode, async (code) => {
    const [row] = await db
      .insert(companies)
      .values({
        name: `${pick(['Ridgeline', 'Harbour', 'Summit', 'Ironbark'])} Civil ${uniq()}`,
        email: `office.${uniq()}@example.com.au`,
        phone: '02 9000 0000',
        address: '1 George St, Sydney NSW 2000',
        code: values.code ?? code,
        ...values,
      })
      .returning();
    return row!;
  });
}

const FIRST = ['Liam', 'Olivia', 'Noah', 'Charlotte', 'Jack', 'Amelia', 'William', 'Isla'];
const LAST = ['Nguyen', 'Smith', 'Kelly', 'Brown', 'Wilson', 'Taylor', 'Martin', 'Walker'];

export async function createUser(db: Db, { password = DEFAULT_PASSWORD, ...values }: NewUser) {
  const firstName = values.firstName ?? pick(FIRST);
  const lastName = values.lastName ?? pick(LAST);
  const handle = `${firstName}.${lastName}.${uniq()}`.toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      username: handle,
      email: `${handle}@example.com.au`,
      role: 'worker',
      passwordHash: await hashOnce(password),
      ...values,
      firstName,
      lastName,
    })
    .returning();
  return row!;
}
