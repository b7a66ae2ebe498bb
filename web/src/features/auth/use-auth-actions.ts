import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useAuth } from 'reactfire';

export function useAuthActions() {
  const auth = useAuth();
  return {
    signIn: (email: string, password: string) => signInWithEmailAndPassword(auth, email.trim(), password),
    signOut: () => signOut(auth),
  };
}

export function useSignOut() {
  return useAuthActions().signOut;
}
