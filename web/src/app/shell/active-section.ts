import { moduleFromSegment, type ModuleName } from '@academy/shared/roles';

/** Spec §2: the fourth segment of /app/{role}/{section}: '', 'app', role, section. */
export function activeSection(pathname: string): ModuleName {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's key, not text
  return moduleFromSegment(pathname.split('/')[3]) ?? 'Dashboard';
}
