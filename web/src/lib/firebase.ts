/** The one place Firebase is initialised (app and Auth in firebase-app.ts); the emulators are connected here, once. */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { auth, firebaseApp } from './firebase-app';

export { auth, firebaseApp };
export const firestore = getFirestore(firebaseApp);

if (emulators) {
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}
