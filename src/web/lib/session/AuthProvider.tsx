import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '#shared/schemas/auth.ts';
import type { LoginCodeInput, TwoFactorLoginStep } from '#shared/schemas/two-factor.ts';
import { SESSION_QUERY_KEY } from '../query-client.ts';
import { useToast } from '../toast.ts';
import { errorMessage } from '../api-client.ts';
import { onStreamRefused } from '../event-stream.ts';
import { postLogin, postLoginCode, postLogout, sessionQuery, type SessionPayload } from './api.ts';
import { AUTH_MESSAGES } from './session.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export type AuthContextValue = {
  status: AuthStatus;
  /** The session payload of GET /api/session or POST /api/login; null unless signed in. */
  session: SessionPayload | null;
  /** The error of GET /api/session when the server could not answer (status 'error'). */
  error: unknown;
  /** True after the user signed out on purpose: guards then go to a plain /login, not back here. */
  signedOutOnPurpose: boolean;
  /** The password step: the session, or the two-factor step that comes next (no session yet). */
  signIn: (input: LoginInput) => Promise<SessionPayload | TwoFactorLoginStep>;
  /** The two-factor step: the challenge of signIn and a code. */
  signInWithCode: (input: LoginCodeInput) => Promise<SessionPayload>;
  signOut: () => Promise<void>;
  reload: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in state of the app, fed by GET /api/session (null → signed out). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);
  const query = useQuery(sessionQuery);

  const signedIn = useCallback(
    (session: SessionPayload) => {
      // Whatever was cached belonged to whoever was signed in before.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      setSignedOutOnPurpose(false);
      toast.success(AUTH_MESSAGES.loggedIn);
      return session;
    },
    [queryClient, toast],
  );

  const signIn = useCallback(
    async (input: LoginInput) => {
      const answer = await postLogin(input);
      return 'twoFactor' in answer ? answer : signedIn(answer);
    },
    [signedIn],
  );

  const signInWithCode = useCallback(
    async (input: LoginCodeInput) => signedIn(await postLoginCode(input)),
    [signedIn],
  );

  const signOut = useCallback(async () => {
    try {
      await postLogout();
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.logoutFailed));
      return;
    }
    setSignedOutOnPurpose(true);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    toast.success(AUTH_MESSAGES.loggedOut);
  }, [queryClient, toast]);

  const { data, error, isPending, isError, refetch } = query;
  // A live stream refused by the server: the session may have ended elsewhere (signed out from
  // another device, deactivated). Read it again, so a page left open goes to sign-in at once rather
  // than showing what it showed until its next click.
  useEffect(() => onStreamRefused(() => void refetch()), [refetch]);
  const status: AuthStatus = data
    ? 'signedIn'
    : isPending
      ? 'loading'
      : isError && data === undefined
        ? 'error'
        : 'signedOut';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session: data ?? null,
      error,
      signedOutOnPurpose,
      signIn,
      signInWithCode,
      signOut,
      reload: () => void refetch(),
    }),
    [status, data, error, signedOutOnPurpose, signIn, signInWithCode, signOut, refetch],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The session inside the app shell, where the guard guarantees a signed-in user. */
export function useSession(): SessionPayload {
  const { session } = useAuth();
  if (!session) throw new Error('useSession is only available on signed-in routes');
  return session;
}
