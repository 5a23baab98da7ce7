import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { docketKeys } from '../api/keys';
import type { Docket } from '../types';
import { listedDocket, storedDay } from './stored-reads';

const docket = (id: number, date: string) => ({ id, date }) as Docket;

describe('a day from the reads kept on the phone', () => {
  const client = new QueryClient();
  client.setQueryData(docketKeys.week(3, '2026-11-23', '2026-11-29'), [
    docket(1, '2026-11-23'),
    docket(2, '2026-11-25'),
    docket(3, '2026-11-25'),
  ]);
  client.setQueryData(docketKeys.week(4, '2026-11-30', '2026-12-06'), [docket(9, '2026-12-01')]);

  it("takes a day's dockets from the stored week that covers it", () => {
    expect(storedDay(client, 3, '2026-11-25')?.map((d) => d.id)).toEqual([2, 3]);
    expect(storedDay(client, 3, '2026-11-29')).toEqual([]);
  });

  it('knows nothing of a day outside every stored week, or of another worker', () => {
    expect(storedDay(client, 3, '2026-11-30')).toBeUndefined();
    expect(storedDay(client, 3, '2026-12-01')).toBeUndefined();
  });

  it("finds a docket in the worker's stored lists", () => {
    expect(listedDocket(client, 3, 2)?.date).toBe('2026-11-25');
    expect(listedDocket(client, 3, 9)).toBeNull();
  });
});
