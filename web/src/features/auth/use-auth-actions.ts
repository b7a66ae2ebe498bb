import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { useAuth } from 'reactfire';
import { admitted } from './admission';

export function useAuthActions() {
  const auth = useAuth();
  return {
    signIn: async (email: string, password: string) =>
      admitted(auth, await signInWithEmailAndPassword(auth, email.trim(), password), 'password'),
    signOut: () => signOut(auth),
  };
}

/** Signing out, as one function that stays the same between renders (safe in an effect's dependencies). */
export function useSignOut() {
  const auth = useAuth();
  return useCallback(() => signOut(auth), [auth]);
}
