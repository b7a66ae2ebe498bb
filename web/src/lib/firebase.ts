/** The one place Firebase is initialised; the emulators are connected here, once, at module level. */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators, firebaseConfig } from '@/config/env';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);

if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}

/**
 * reactfire caches each Firestore listener globally and never evicts one that failed: after a sign-out denies it,
 * the next sign-in would reuse the poisoned entry and throw (reactfire issues #485, #790). Whenever the signed-in
 * user changes, drop the cached Firestore entries so every screen subscribes afresh with the new credentials.
 */
onAuthStateChanged(auth, () => {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> })
    ._reactFirePreloadedObservables;
  for (const key of cache?.keys() ?? []) if (key.startsWith('firestore')) cache?.delete(key);
});
