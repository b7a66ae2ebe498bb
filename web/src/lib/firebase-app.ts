/**
 * The Firebase app and Auth, and nothing else: the landing page loads this alone (after first paint) to learn whether
 * the visitor is signed in, without pulling Firestore or reactfire. The emulators are connected here, once.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulators, firebaseConfig } from '@/config/env';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);

if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  // The Auth emulator takes phone sign-ins without reCAPTCHA, and this machine cannot load Google's script.
  auth.settings.appVerificationDisabledForTesting = true;
}
