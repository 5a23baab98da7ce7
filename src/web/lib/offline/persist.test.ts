import { describe, expect, it } from 'vitest';
import { isOfflineRead } from './persist';

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
