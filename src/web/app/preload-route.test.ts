import { describe, expect, it } from 'vitest';
import { fits } from './preload-route';

describe('which route a pathname is fetched early for', () => {
  it('static paths fit themselves only, with or without a trailing slash', () => {
    expect(fits('/entries', '/entries')).toBe(true);
    expect(fits('/entries', '/entries/')).toBe(true);
    expect(fits('/entries', '/entries/2026-11-24')).toBe(false);
    expect(fits('/', '/')).toBe(true);
    expect(fits('/', '/login')).toBe(false);
  });

  it('a parameter takes one segment', () => {
    expect(fits('/entries/:date', '/entries/2026-11-24')).toBe(true);
    expect(fits('/timesheets/:id/edit', '/timesheets/12/edit')).toBe(true);
    expect(fits('/timesheets/:id/edit', '/timesheets/12/preview')).toBe(false);
    expect(fits('/timesheets/:id/edit', '/timesheets/edit')).toBe(false);
  });
});
