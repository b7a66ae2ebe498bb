/** The one place Firebase is initialised (app and Auth in firebase-app.ts); the emulators are connected here, once. */
import { onAuthStateChanged } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators } from '@/config/env';
import { auth, firebaseApp } from './firebase-app';

export { auth, firebaseApp };
export const firestore = getFirestore(firebaseApp);

if (emulators) {
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}

/**
 * reactfire caches each Firestore listener globally and never evicts one that failed: after a sign-out denies it,
 * the next sign-in would reuse the poisoned entry and throw (reactfire issues #485, #790). Whenever the signed-in
 * user changes, drop the cached Firestore entries so every screen subscribes afresh with the new credentials.
 */
const listenerCache = () =>
  (globalThis as { _reactFirePreloadedObservables?: Map<string, { ourError?: unknown }> })
    ._reactFirePreloadedObservables;

onAuthStateChanged(auth, () => {
  const cache = listenerCache();
  for (const key of cache?.keys() ?? []) if (key.startsWith('firestore')) cache?.delete(key);
});

/** Drops the cached Firestore listeners that failed (a refused read), so the next visit asks the server again. */
export function forgetRefusedListeners() {
  const cache = listenerCache();
  for (const [key, entry] of cache ?? []) if (key.startsWith('firestore') && entry.ourError) cache?.delete(key);
}
