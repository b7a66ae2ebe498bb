import { type Role, roleSegment } from '@academy/shared/roles';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { callApi } from '@/lib/api';

/**
 * Acting as another role the account holds (a teacher's Parent view), without signing out: the server sets the
 * claims, this page fetches its ID token again so the rules and the API see them, then opens that role's dashboard.
 */
export function useSwitchRole() {
  const auth = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (role: Role) => {
      await callApi('switchRole', { role });
      await auth.currentUser?.getIdToken(true);
      // Until the session has the new role this route sends it home, and from there to the new role's dashboard.
      void navigate(`/app/${roleSegment(role)}`);
    },
    [auth, navigate],
  );
}
