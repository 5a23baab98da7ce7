import { describe, expect, it } from 'vitest';
import { checkForUpdate, type AppVersion } from './app-update';

const release = (version: string, id: number): AppVersion => ({
  id,
  version,
  deployedAt: '2025-03-03T00:00:00.000Z',
  releaseNotes: null,
  features: [],
  deployedBy: null,
  buildNumber: null,
});
const versions = [release('1.4.0', 3), release('1.3.2', 2)];

describe('checkForUpdate', () => {
  it('offers the newest version when the user is on another one', () => {
    expect(checkForUpdate(versions, '1.3.2')).toEqual({ kind: 'offer', latest: '1.4.0', current: '1.3.2' });
  });

  it('offers nothing when the user is up to date or nothing was released', () => {
    expect(checkForUpdate(versions, '1.4.0')).toEqual({ kind: 'none' });
    expect(checkForUpdate([], '1.4.0')).toEqual({ kind: 'none' });
    expect(checkForUpdate(undefined, '1.4.0')).toEqual({ kind: 'none' });
  });

  it('records the newest version for a user who has none yet, without a banner', () => {
    expect(checkForUpdate(versions, null)).toEqual({ kind: 'record', latest: '1.4.0' });
  });
});
