import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { useAuth } from 'reactfire';

export function useAuthActions() {
  const auth = useAuth();
  return {
    signIn: (email: string, password: string) => signInWithEmailAndPassword(auth, email.trim(), password),
    signOut: () => signOut(auth),
  };
}

/** Signing out, as one function that stays the same between renders (safe in an effect's dependencies). */
export function useSignOut() {
  const auth = useAuth();
  return useCallback(() => signOut(auth), [auth]);
}
