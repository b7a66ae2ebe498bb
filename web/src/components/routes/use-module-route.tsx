/** The one guard of a module's pages under /app/:role/…: SectionRoute's and every module's own pages. */
import type { UserRecord } from '@academy/shared/api';
import { type ModuleName, type Role, ROLE_MODULES, roleFromSegment, roleSegment } from '@academy/shared/roles';
import type { ReactElement } from 'react';
import { Navigate, type Params, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { useSession } from '@/lib/session';

export type ModuleRoute =
  | { user: null; params: Readonly<Params>; home: ''; refusal: null }
  | { user: UserRecord; params: Readonly<Params>; home: string; refusal: ReactElement | null };

/**
 * Who may open a module's page: the address's role is the user's own (another role's address leads home), the
 * module is one of that role's (else "not found") and switched on for the user (else home), and, where a page is
 * only for some of the module's roles (`roles`), the user holds one of them (else home). `refusal` is what to show
 * instead of the page, null when the page may show; `user` is null until the session is known.
 */
export function useModuleRoute(module: ModuleName | undefined, roles?: readonly Role[]): ModuleRoute {
  const params = useParams();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return { user: null, params, home: '', refusal: null };
  const home = `/app/${roleSegment(user.role)}`;
  const role = roleFromSegment(params.role);
  const refusal = !role ? (
    <NotFound homePath={home} />
  ) : role !== user.role ? (
    <Navigate to={home} replace />
  ) : !module || !ROLE_MODULES[role].includes(module) ? (
    <NotFound homePath={home} />
  ) : user.modules[module] !== true || (roles && !roles.includes(role)) ? (
    <Navigate to={home} replace />
  ) : null;
  return { user, params, home, refusal };
}
