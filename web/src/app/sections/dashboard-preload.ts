/**
 * A first visit's dashboard, fetched at once. Left to render, its code comes in waves: the section's route, then the
 * panels' slots, then each panel, then what each panel loads, each wave waiting for the one before to run (five waves,
 * about a second, on a phone's CPU: `npm run bench:first-visit`). As soon as the session knows the role, and while the
 * user's record is still on its way, this starts every one of those downloads together; rendering then finds them
 * loaded.
 */
import type { Role } from '@academy/shared/roles';

export async function preloadDashboard(role: Role) {
  const [, slots] = await Promise.all([import('./section-route'), import('./panel-slots')]);
  slots.preloadDashboardPanels(role);
}

/** Whether this address leads to a role's dashboard: signing in, `/app`, or `/app/<role>`. */
export const headingForDashboard = (path: string, search: string) =>
  /^\/app(\/[a-z]+)?\/?$/.test(path) || (/^\/login\/?$/.test(path) && !new URLSearchParams(search).has('next'));
