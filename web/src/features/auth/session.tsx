/** Spec §4 Auth: loading, then signed out (no user) or signed in (the user record plus the claims carrying the role). */
import type { UserRecord } from '@academy/shared/api';
import { type AcademyClaims, isRole } from '@academy/shared/roles';
import type { User } from 'firebase/auth';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useIdTokenResult, useSigninCheck } from 'reactfire';
import { callApi } from '@/lib/api';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** `user` is null while it loads and stays null when it cannot be fetched (the failure is only logged). */
  | {
      status: 'signed-in';
      email: string | null;
      claims: AcademyClaims | null;
      user: UserRecord | null;
      loadingUser: boolean;
    };

const SessionContext = createContext<Session>({ status: 'loading' });

export function useSession(): Session {
  return useContext(SessionContext);
}

function SignedInSession({ firebaseUser, children }: { firebaseUser: User; children: ReactNode }) {
  const { status, data: token } = useIdTokenResult(firebaseUser);
  const role = token?.claims.role;
  const schoolId = token?.claims.school_id;
  const claims: AcademyClaims | null =
    isRole(role) && typeof schoolId === 'string' ? { role, school_id: schoolId } : null;
  const email = firebaseUser.email;
  const [loaded, setLoaded] = useState<{ key: string; user: UserRecord | null }>();
  const key = `${firebaseUser.uid}:${role ?? ''}:${schoolId ?? ''}`;

  useEffect(() => {
    if (status !== 'success' || !email || !isRole(role)) return;
    let current = true;
    callApi('getUserData', { email, role })
      .then((user) => current && setLoaded({ key, user }))
      .catch((error: unknown) => {
        console.error('Could not load the signed-in user record', error);
        if (current) setLoaded({ key, user: null });
      });
    return () => {
      current = false;
    };
  }, [status, email, role, key]);

  const tokenReady = status === 'success';
  const fetchable = tokenReady && !!email && !!claims;
  const user = loaded?.key === key ? loaded.user : null;
  const loadingUser = !tokenReady || (fetchable && loaded?.key !== key);
  return (
    <SessionContext.Provider value={{ status: 'signed-in', email, claims, user, loadingUser }}>
      {children}
    </SessionContext.Provider>
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck();
  if (status !== 'success')
    return <SessionContext.Provider value={{ status: 'loading' }}>{children}</SessionContext.Provider>;
  if (!data.signedIn || !data.user) {
    return <SessionContext.Provider value={{ status: 'signed-out' }}>{children}</SessionContext.Provider>;
  }
  return (
    <SignedInSession key={data.user.uid} firebaseUser={data.user}>
      {children}
    </SignedInSession>
  );
}
