/** Everything that needs Firebase sits under this lazily loaded route, so the landing page ships none of it. */
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { SessionProvider } from '@/lib/session';
import { auth, firebaseApp, firestore } from '@/lib/firebase';

export function FirebaseRoot() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
