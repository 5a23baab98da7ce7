import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn, weekOf } from '../../../../shared/dates';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import { startEarlyRead } from '../../../lib/early-reads';
import { recentQuery, weekQuery } from '../api/get-worker-dockets';
import { entriesFirstReads } from './first-reads';

const company = { id: 3, timeZone: 'Australia/Perth' } as CompanyReply;
const person = (role: UserReply['role']) => ({ user: { id: 7, role } as UserReply, company });

const fetched: string[] = [];
afterEach(() => vi.unstubAllGlobals());

type Fn = (context: { signal: AbortSignal }) => Promise<unknown>;
const run = (options: { queryFn?: unknown }) =>
  (options.queryFn as Fn)({ signal: new AbortController().signal });

describe("/entries' first reads", () => {
  it("are the very reads of the worker's week page, which takes them instead of asking again", async () => {
    fetched.length = 0;
    vi.stubGlobal('window', { localStorage: { getItem: () => 'abc' } });
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json([{ url }]);
    });
    const reads = entriesFirstReads(person('worker'), '');
    expect(reads).toHaveLength(2);
    reads.forEach(startEarlyRead);
    const today = todayIn(company.timeZone);
    const days = weekOf(today);
    const replies = [await run(weekQuery(7, days[0]!, days[6]!)), await run(recentQuery(7, today))];
    expect(fetched).toEqual(reads);
    expect(replies).toEqual(reads.map((url) => [{ url }]));
  });

  it('are none for someone who records no dockets, or a week or worker named in the address', () => {
    expect(entriesFirstReads(person('office'), '')).toEqual([]);
    expect(entriesFirstReads(person('worker'), '?week=2026-11-02')).toEqual([]);
    expect(entriesFirstReads(person('admin'), '?worker=9')).toEqual([]);
  });
});
