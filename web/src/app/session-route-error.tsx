import { useEffect } from 'react';
import { useAuth } from 'reactfire';
import { Navigate, useLocation } from 'react-router-dom';
import { RouteError } from '@/components/ui/route-error';
import { signInPath } from '@/config/paths';
import { ApiError, callApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/features/auth/use-auth-actions';

/**
 * A failed screen under the signed-in session. The session stays mounted around it, so a role change still signs the
 * user out. A screen fails when the rules refuse its reads, and they do once the server has ended the session (a role
 * change, a disabled account, a password changed elsewhere): the API is asked, and if it refuses the session too the
 * user is signed out, as a refused token refresh would, and sent to sign in instead of an apology.
 */
export function SessionRouteError() {
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const auth = useAuth();
  const email = session.status === 'signed-in' ? session.email : null;
  const role = session.status === 'signed-in' ? session.claims?.role : undefined;

  useEffect(() => {
    if (!email || !role) return;
    // The session asked about: a late answer about it must not sign out one opened since.
    const asked = auth.currentUser;
    callApi('getUserData', { email, role }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && auth.currentUser === asked) void signOut();
    });
  }, [email, role, signOut, auth]);

  if (session.status === 'signed-out') return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return <RouteError />;
}
