import { describe, expect, it } from 'vitest';
import { suggestUsername, usernameBase } from './username-suggestion';

const takenOnly =
  (...taken: string[]) =>
  async (username: string) =>
    !taken.includes(username);

describe('usernameBase (spec 000 §9)', () => {
  it('capitalises the first name and adds the last name, letters only', () => {
    expect(usernameBase('jake Thompson')).toBe('JakeThompson');
    expect(usernameBase("  Liam  O'Brien-Smith ")).toBe('LiamOBrienSmith');
    expect(usernameBase('Zoë van der Berg')).toBe('ZoevanderBerg');
    expect(usernameBase('Priya')).toBe('Priya');
  });

  it('gives nothing usable for a name without letters', () => {
    expect(usernameBase('')).toBe('');
    expect(usernameBase('42 7')).toBe('');
  });
});

describe('suggestUsername', () => {
  it('offers the base name when it is free', async () => {
    expect(await suggestUsername('Jake Thompson', takenOnly())).toBe('JakeThompson');
  });

  it('tries numbered suffixes 1 to 99 in order when the name is taken', async () => {
    const checked: string[] = [];
    const isAvailable = async (u: string) => {
      checked.push(u);
      return !['JakeThompson', 'JakeThompson1', 'JakeThompson2'].includes(u);
    };
    expect(await suggestUsername('Jake Thompson', isAvailable)).toBe('JakeThompson3');
    expect(checked).toEqual(['JakeThompson', 'JakeThompson1', 'JakeThompson2', 'JakeThompson3']);
  });

  it('falls back to a random suffix 0 to 999 after 99 taken suffixes', async () => {
    let checks = 0;
    const none = async () => {
      checks += 1;
      return false;
    };
    expect(await suggestUsername('Jake Thompson', none, { random: () => 0.4567 })).toBe('JakeThompson456');
    expect(checks).toBe(100);
    expect(await suggestUsername('Jake Thompson', none, { random: () => 0.9999 })).toBe('JakeThompson999');
    expect(await suggestUsername('Jake Thompson', none, { random: () => 0 })).toBe('JakeThompson0');
  });

  it('skips a two-letter base on its own (usernames need 3 characters)', async () => {
    expect(await suggestUsername('Al', takenOnly())).toBe('Al1');
    expect(await suggestUsername('J', takenOnly())).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const isAvailable = async () => {
      controller.abort();
      return false;
    };
    expect(await suggestUsername('Jake Thompson', isAvailable, { signal: controller.signal })).toBeNull();
  });
});
