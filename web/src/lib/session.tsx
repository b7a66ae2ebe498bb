/** Spec §4 Auth: loading, then signed out (no user) or signed in (the user record plus the claims carrying the role). */
import type { UserRecord } from '@academy/shared/api';
import { type AcademyClaims, isRole } from '@academy/shared/roles';
import { type IdTokenResult, onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { doc } from 'firebase/firestore';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useRef, useState } from 'react';
import { useAuth, useFirestore, useFirestoreDocData, useSigninCheck } from 'reactfire';
import { ApiError, callApi } from '@/lib/api';
import { activateLanguage, catalogueFor, i18n, PSEUDO, storedChoice } from '@/lib/i18n';
import { leaveSignInNotice } from '@/lib/sign-in-notice';

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

/** The current ID token's claims, following every refresh (reactfire's useIdTokenResult reads them only once). */
function useTokenResult(firebaseUser: User): { status: 'loading' | 'success'; data: IdTokenResult | undefined } {
  const auth = useAuth();
  const [token, setToken] = useState<IdTokenResult>();
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (user?.uid === firebaseUser.uid) user.getIdTokenResult().then(setToken, () => undefined);
      }),
    [auth, firebaseUser.uid],
  );
  return { status: token ? 'success' : 'loading', data: token };
}

function SignedInSession({ firebaseUser, children }: { firebaseUser: User; children: ReactNode }) {
  const auth = useAuth();
  const { status, data: token } = useTokenResult(firebaseUser);
  const role = token?.claims.role;
  const schoolId = token?.claims.school_id;
  const claims: AcademyClaims | null =
    isRole(role) && typeof schoolId === 'string' ? { role, school_id: schoolId } : null;
  const email = firebaseUser.email;
  const [loaded, setLoaded] = useState<{ user: UserRecord | null }>();
  // The user's own record, live: an Admin switching a module or the role shows here at once.
  const { status: recordStatus, data: record } = useFirestoreDocData(doc(useFirestore(), 'users', firebaseUser.uid));
  const recordRole: unknown = record?.role;
  // What the user data depends on in the record, once it has been read.
  const recordKey =
    recordStatus === 'success' ? JSON.stringify([recordRole, record?.modules, record?.disabled]) : undefined;
  // Signing in fetches the user data at once, beside the record's first snapshot rather than after it (on a phone that
  // wait was a third of a second of a sign-in). The first snapshot is what the server read for that fetch, so it fetches
  // again only if that fetch failed (the record was not there yet); any later change of the record fetches again.
  const [firstRecordKey, setFirstRecordKey] = useState<string>();
  if (recordKey !== undefined && firstRecordKey === undefined) setFirstRecordKey(recordKey);
  const fetchFailed = loaded !== undefined && loaded.user === null;
  const recordChange = recordKey === undefined || (recordKey === firstRecordKey && !fetchFailed) ? '' : recordKey;
  // What the user data depends on: it is fetched again when any of it changes.
  const fetchKey = `${role ?? ''}:${schoolId ?? ''}:${recordChange}`;
  const switching = isRole(recordRole) && recordRole !== role;

  useEffect(() => {
    // Our claims changed on the server: fetch them now, not at the hourly refresh (a revoked session signs out here).
    if (status === 'success' && isRole(recordRole) && recordRole !== role) {
      firebaseUser.getIdToken(true).catch((error: unknown) => console.error('Could not refresh the session', error));
    }
  }, [status, recordRole, role, firebaseUser]);

  useEffect(() => {
    if (status !== 'success' || !isRole(role)) return;
    let current = true;
    // An account that signs in with a phone number alone has no e-mail: it reads its own record by its token.
    callApi('getUserData', email ? { email, role } : { role })
      // The signed-in shell renders as a transition: React builds it in short slices, so the page answers input
      // while the dashboard's panels are made.
      .then((user) => current && startTransition(() => setLoaded({ user })))
      .catch((error: unknown) => {
        console.error('Could not load the signed-in user record', error);
        // An answer about a session already left (signed out, and in again) says nothing about the one now open.
        if (auth.currentUser !== firebaseUser) return;
        // 401: the server ended this session (revoked or disabled), as a refused token refresh would.
        if (error instanceof ApiError && error.status === 401) void signOut(auth);
        // 403: the school does not allow the way this session signed in (any more); the sign-in page says why.
        else if (error instanceof ApiError && error.status === 403) {
          leaveSignInNotice(error.message);
          void signOut(auth);
        }
        // Record and claims disagree while the token refresh above is on its way (a switch of view): keep the user.
        else if (current) setLoaded((shown) => (shown && switching ? shown : { user: null }));
      });
    return () => {
      current = false;
    };
  }, [status, email, role, fetchKey, auth, switching, firebaseUser]);

  // The account's language, once its record is read: the app switches to it. An account with none yet takes the one
  // this browser was set to (chosen on the landing page before signing in) and keeps it for the next sign-in: once per
  // session, at its first reading of the record (a language taken off the account later is not put back).
  const recordLanguage: unknown = record?.language;
  const recordRead = recordStatus === 'success' && !!record;
  const languageOffered = useRef(false);
  useEffect(() => {
    if (!recordRead) return;
    if (typeof recordLanguage === 'string') {
      languageOffered.current = true;
      if (catalogueFor(recordLanguage) && recordLanguage !== i18n.locale) void activateLanguage(recordLanguage);
      return;
    }
    if (languageOffered.current) return;
    languageOffered.current = true;
    const chosen = storedChoice();
    if (!chosen || chosen === PSEUDO) return;
    callApi('setLanguage', { language: chosen }).catch((error: unknown) =>
      console.error('Could not keep the language on the account', error),
    );
  }, [recordRead, recordLanguage]);

  const tokenReady = status === 'success';
  const fetchable = tokenReady && !!claims;
  // A re-fetch (record or claims changed) keeps showing the current user until the fresh one arrives: screens stay
  // mounted and keep what the user was typing. Only the first load shows a loader.
  const user = loaded?.user ?? null;
  // While a switch of view is under way nothing of the old role stays on screen to read with the new role's token.
  const loadingUser = !tokenReady || (fetchable && !loaded) || switching;
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
