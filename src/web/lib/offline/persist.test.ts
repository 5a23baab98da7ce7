import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isOfflineRead, persistWorkerReads } from './persist';

describe('reads kept for offline use', () => {
  it("keeps the worker's week, day, dockets, projects and rate items only", () => {
    expect(isOfflineRead(['/api/users', 3, 'timesheets', { date: '2026-11-24' }], 3)).toBe(true);
    expect(isOfflineRead(['/api/users', 3, 'assigned-projects'], 3)).toBe(true);
    expect(isOfflineRead(['/api/projects', 8, 'rate-items'], 3)).toBe(true);
    expect(isOfflineRead(['/api/timesheets', 12], 3)).toBe(true);
    expect(isOfflineRead(['/api/users', 4, 'timesheets'], 3)).toBe(false);
    expect(isOfflineRead(['/api/companies', 1, 'dashboard'], 3)).toBe(false);
    expect(isOfflineRead(['/api/invoices'], 3)).toBe(false);
  });
});

describe('kept reads in memory', () => {
  it('keeps the reads stored for offline use in the cache for as long as they are stored', () => {
    const client = new QueryClient();
    persistWorkerReads(client, 3)();
    const week = 7 * 24 * 60 * 60 * 1000;
    const gcTime = (key: unknown[]) => client.getQueryDefaults(key).gcTime;
    expect(gcTime(['/api/users', 3, 'timesheets', { startDate: '2026-11-23', endDate: '2026-11-29' }])).toBe(
      week,
    );
    expect(gcTime(['/api/projects', 8, 'rate-items'])).toBe(week);
    expect(gcTime(['/api/timesheets', 12])).toBe(week);
    expect(gcTime(['/api/users', 4, 'timesheets'])).toBeUndefined();
    expect(gcTime(['/api/companies', 1, 'dashboard'])).toBeUndefined();
  });
});
