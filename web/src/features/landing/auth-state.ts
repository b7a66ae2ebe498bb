import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '@/lib/firebase-app';

export function watchSignedIn(onChange: (signedIn: boolean) => void): () => void {
  return onAuthStateChanged(auth, (user) => onChange(!!user));
}
