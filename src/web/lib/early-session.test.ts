import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSessionCheck, takeSessionCheck } from './early-session';
import { ApiError } from './request';

const urls: string[] = [];
const serve = (reply: () => Response, token: string | null) => {
  urls.length = 0;
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'token' ? token : null) } });
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return reply();
  });
};
afterEach(() => {
  takeSessionCheck();
  vi.unstubAllGlobals();
});

describe('the session check started by app/main.tsx', () => {
  it('asks GET /api/auth/me once, and only the first check at start-up takes the answer', async () => {
    serve(() => Response.json({ user: { id: 7 }, company: { id: 3 } }), 'abc');
    startSessionCheck();
    expect(urls).toEqual(['/api/auth/me']);
    await expect(takeSessionCheck()).resolves.toEqual({ user: { id: 7 }, company: { id: 3 } });
    expect(takeSessionCheck()).toBeNull();
  });

  it('asks nothing when no one is signed in', () => {
    serve(() => Response.json({}), null);
    startSessionCheck();
    expect(urls).toEqual([]);
    expect(takeSessionCheck()).toBeNull();
  });

  it("hands a refusal to whoever takes it, as the server's ApiError", async () => {
    serve(() => Response.json({ message: 'Session expired', code: 'UNAUTHORIZED' }, { status: 401 }), 'old');
    startSessionCheck();
    const error = await takeSessionCheck()!.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});
