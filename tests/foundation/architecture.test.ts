import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (npm run architecture), without type declarations
import { architectureReport } from '../../scripts/architecture-counts.mjs';

type Report = {
  crossModulePairs: number;
  upwardImports: string[];
  circles: string[][];
  rooms: { area: string; shared: boolean; server: boolean; web: boolean }[];
};

/** The counts docs/architecture.md gives (issue 30): a change that breaks one says which. */
describe('the house (scripts/architecture-counts.mjs)', () => {
  const report = architectureReport() as Report;

  it('names each area the same in src/shared, src/server/modules and src/web/features', () => {
    expect(report.rooms.filter((room) => !(room.shared && room.server && room.web))).toEqual([]);
    expect(report.rooms.map((room) => room.area)).toEqual([
      'auth',
      'billing',
      'clients',
      'company',
      'dockets',
      'email',
      'invoicing',
      'payroll',
      'projects',
      'reports',
      'system',
      'xero',
    ]);
  });

  it('keeps the server areas to at most 12 dependencies between them, and none from a lower floor', () => {
    expect(report.crossModulePairs).toBeLessThanOrEqual(12);
    expect(report.upwardImports).toEqual([]);
  });

  it('has no import circle, type-only imports included', () => {
    expect(report.circles).toEqual([]);
  });
});
