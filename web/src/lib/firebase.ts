/** The one place Firebase is initialised; the emulators are connected here, once, at module level. */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators, firebaseConfig } from '@/config/env';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);

if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}
