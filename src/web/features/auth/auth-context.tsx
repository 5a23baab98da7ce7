import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CompanyReply, SessionReply, UserReply } from '../../../shared/auth/users-schemas';
import { forgetStoredReads } from '../../lib/offline/persist';
import { takeSessionCheck } from '../../lib/early-session';
import { checkSession, forgetSession, keepSession, storedSession } from './kept-session';
import { readToken, writeToken } from '../../lib/storage-keys';
import { meCall, type MeReply } from './api/get-me';
import { loginCall, type LoginBody } from './api/login';
import { logoutCall } from './api/logout';
import { registerCall, type RegistrationPayload } from './api/register';
import { inviteSignupCall, type InviteSignupBody } from './api/signup-by-invite';
import { useSessionWatch } from './session-watch';

type Session = { token: string; user: UserReply; company: CompanyReply };
type Status = 'loading' | 'signed-in' | 'signed-out' | 'signing-out';

export type AuthValue = {
  user: UserReply | null;
  company: CompanyReply | null;
  token: string | null;
  /** True while the stored token is being checked at start-up (spec 000 §4). */
  loading: boolean;
  /** True between "Sign Out" and arriving on the home page. */
  signingOut: boolean;
  /** `headers`: a solved device check, when the server asked for one. */
  login: (body: LoginBody, headers?: Record<string, string>) => Promise<SessionReply>;
  register: (payload: RegistrationPayload, headers?: Record<string, string>) => Promise<SessionReply>;
  inviteSignup: (token: string, body: InviteSignupBody) => Promise<SessionReply>;
  /** Ends the session (server errors ignored), clears the cache and goes to '/'. */
  logout: () => Promise<void>;
  /** Drops the session without a word, e.g. when the server no longer accepts the token. */
  dropSession: () => void;
  /** Reads the user and company again, after a change to either (e.g. Settings → Company Info). */
  refreshSession: () => Promise<void>;
};

const AuthContext = createContext<AuthValue | null>(null);

/** Sign-out removes the worker's reads kept for offline use (queued changes stay until sent). */
const forgetOfflineReads = () => Promise.all([forgetStoredReads(), forgetSession()]).catch(() => undefined);

/** The session of spec 000 §4. Lives inside the router so signing out can navigate. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(() => (readToken() ? 'loading' : 'signed-out'));
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const controller = new AbortController();
    let answered = false;
    let shown: MeReply | null = null;
    // The kept reply of this session opens the app at once, before the check answers: on one bar
    // of signal the worker's week shows without waiting for the network (docs/decisions.md, 'The
    // session at start-up'). The check's answer then replaces it, or ends the session.
    void storedSession<MeReply>(token).then((kept) => {
      if (!kept || answered || controller.signal.aborted) return;
      shown = kept;
      setSession({ token, user: kept.user, company: kept.company });
      setStatus('signed-in');
    });
    const check = () => takeSessionCheck() ?? meCall(controller.signal);
    checkSession(token, check, controller.signal).then(
      (reply) => {
        answered = true;
        // The same as the kept reply already shown: nothing to draw again.
        if (shown && JSON.stringify(shown) === JSON.stringify(reply)) return;
        setSession({ token, user: reply.user, company: reply.company });
        setStatus('signed-in');
      },
      () => {
        answered = true;
        if (controller.signal.aborted) return;
        writeToken(null);
        queryClient.clear();
        setSession(null);
        setStatus('signed-out');
      },
    );
    return () => controller.abort();
  }, [queryClient]);

  const start = useCallback(
    (reply: SessionReply): SessionReply => {
      writeToken(reply.token);
      void keepSession(reply.token, { user: reply.user, company: reply.company });
      queryClient.clear();
      setSession({ token: reply.token, user: reply.user, company: reply.company });
      setStatus('signed-in');
      return reply;
    },
    [queryClient],
  );

  const dropSession = useCallback(() => {
    writeToken(null);
    queryClient.clear();
    void forgetOfflineReads();
    setSession(null);
    setStatus('signed-out');
  }, [queryClient]);

  const logout = useCallback(async () => {
    setStatus('signing-out');
    setSession(null);
    if (readToken()) await logoutCall();
    writeToken(null);
    queryClient.clear();
    await forgetOfflineReads();
    await navigate('/', { replace: true });
    setStatus('signed-out');
  }, [navigate, queryClient]);

  const refreshSession = useCallback(async () => {
    const token = readToken();
    if (!token) return;
    const { user, company } = await meCall();
    setSession({ token, user, company });
  }, []);

  useSessionWatch(status === 'signed-in', dropSession);

  const value = useMemo<AuthValue>(
    () => ({
      user: session?.user ?? null,
      company: session?.company ?? null,
      token: session?.token ?? null,
      loading: status === 'loading',
      signingOut: status === 'signing-out',
      login: async (body, headers) => start(await loginCall(body, headers)),
      register: async (payload, headers) => start(await registerCall(payload, headers)),
      inviteSignup: async (token, body) => start(await inviteSignupCall(token, body)),
      logout,
      dropSession,
      refreshSession,
    }),
    [session, status, start, logout, dropSession, refreshSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
