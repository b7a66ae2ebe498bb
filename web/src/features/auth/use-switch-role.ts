import { type Role, roleSegment } from '@academy/shared/roles';
import { useCallback } from 'react';
import { useAuth } from 'reactfire';
import { callApi } from '@/lib/api';

/**
 * Acting as another role the account holds (a teacher's Parent view), without signing out: the server sets the claims
 * and then the user's record; the ID token is fetched again with the new claims, and that role's dashboard opens as a
 * fresh page load, so no screen or live read of one role goes on with the other's token.
 */
export function useSwitchRole() {
  const auth = useAuth();
  return useCallback(
    async (role: Role) => {
      await callApi('switchRole', { role });
      await auth.currentUser?.getIdToken(true);
      window.location.assign(`/app/${roleSegment(role)}`);
    },
    [auth],
  );
}
