import { type Role, roleSegment } from '@academy/shared/roles';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '@/lib/api';

/**
 * Acting as another role the account holds (a teacher's Parent view), without signing out: the server sets the claims
 * and then the user's record; the session sees the record change, takes the old role's screens down and fetches its ID
 * token again (session.tsx), so no screen of one role reads with the other's token. Then that role's dashboard opens.
 */
export function useSwitchRole() {
  const navigate = useNavigate();
  return useCallback(
    async (role: Role) => {
      await callApi('switchRole', { role });
      // Until the session has the new role this route sends it home, and from there to the new role's dashboard.
      void navigate(`/app/${roleSegment(role)}`);
    },
    [navigate],
  );
}
