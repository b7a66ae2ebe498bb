/** Everything that needs Firebase sits under this lazily loaded route, so the landing page ships none of it. */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { SessionProvider, useSession } from '@/lib/session';
import { auth, firebaseApp, firestore } from '@/lib/firebase';
import {
  headingForDashboard,
  preloadDashboard,
  warmDashboardReads,
  warmPersonReads,
} from './sections/dashboard-preload';

export function FirebaseRoot() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <SessionProvider>
            <DashboardPreload />
            <Outlet />
          </SessionProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/**
 * Signing in to the dashboard: its code starts downloading as soon as the role is known, beside the user's data, and
 * its first reads start with it; they are held while the address leads to the dashboard (its panels hold their own).
 */
function DashboardPreload() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const claims = session.status === 'signed-in' ? session.claims : null;
  const role = claims?.role;
  const schoolId = claims?.school_id;
  const uid = session.status === 'signed-in' ? auth.currentUser?.uid : undefined;
  const bound = headingForDashboard(pathname, search);
  useEffect(() => {
    if (role && bound) void preloadDashboard(role).catch(() => undefined);
  }, [role, bound]);
  useEffect(() => {
    if (role && schoolId && uid && bound) return warmDashboardReads(firestore, role, schoolId, uid);
  }, [role, schoolId, uid, bound]);
  const user = session.status === 'signed-in' ? session.user : null;
  // The user's data, once it matches the claims (not the previous role's during a switch of view).
  const current = !!user && user.role === role && user.school_id === schoolId;
  const personId = current ? user.personId : undefined;
  const attendance = current && user.modules.Attendance === true;
  useEffect(() => {
    if (role && schoolId && bound && current)
      return warmPersonReads(firestore, { role, school_id: schoolId, personId, attendance });
  }, [role, schoolId, personId, attendance, bound, current]);
  return null;
}
