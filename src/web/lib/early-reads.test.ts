import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead, takeEarlyRead } from './early-reads';

const urls: string[] = [];
const serve = (reply: () => Response) => {
  urls.length = 0;
  vi.stubGlobal('window', { localStorage: { getItem: () => 'abc' } });
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return reply();
  });
};
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reads started before the app has loaded', () => {
  it('asks once for a URL, and hands the reply to the first taker only', async () => {
    serve(() => Response.json([{ id: 1 }]));
    startEarlyRead('/api/a?x=1');
    startEarlyRead('/api/a?x=1');
    expect(urls).toEqual(['/api/a?x=1']);
    await expect(takeEarlyRead('/api/a?x=1')).resolves.toEqual([{ id: 1 }]);
    expect(takeEarlyRead('/api/a?x=1')).toBeNull();
    expect(takeEarlyRead('/api/b')).toBeNull();
  });

  it('drops a reply nobody took within 15 s (the query then asks anew)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    serve(() => Response.json([]));
    startEarlyRead('/api/late');
    vi.setSystemTime(new Date('2026-11-24T00:00:16Z'));
    expect(takeEarlyRead('/api/late')).toBeNull();
  });
});
