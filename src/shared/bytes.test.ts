import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('says sizes as the sync bar and Settings show them', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(formatBytes(10 * 1024 * 1024 * 1024)).toBe('10.0 GB');
  });
});
