/**
 * The Calendar and Newsfeed screens and their dashboard panels, loaded only when shown: FullCalendar and the
 * Markdown renderer stay out of the rest of the app's JavaScript.
 */
import type { UserRecord } from '@academy/shared/api';
import { type ComponentType, lazy, Suspense } from 'react';
import { PanelPlaceholder } from '@/components/ui/panel-card';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyNamed, type Preloadable } from '@/lib/lazy-named';

const Calendar = lazy(async () => ({ default: (await import('@/features/calendar/calendar-screen')).CalendarScreen }));
const Newsfeed = lazy(async () => ({ default: (await import('@/features/newsfeed/newsfeed-screen')).NewsfeedScreen }));
const NextEvents = lazyNamed(() => import('@/features/calendar/next-events-panel'), 'NextEventsPanel');
const LatestPosts = lazyNamed(() => import('@/features/newsfeed/latest-posts-panel'), 'LatestPostsPanel');

export const CalendarView = ({ user }: { user: UserRecord }) => (
  <Suspense fallback={<PageLoader />}>
    <Calendar user={user} />
  </Suspense>
);
export const NewsfeedView = ({ user }: { user: UserRecord }) => (
  <Suspense fallback={<PageLoader />}>
    <Newsfeed user={user} />
  </Suspense>
);
/** A dashboard panel loaded when first shown, in its own Suspense; `preload` fetches its code beforehand. */
function panelView(Panel: Preloadable<ComponentType<{ user: UserRecord }>>) {
  const View = ({ user }: { user: UserRecord }) => (
    <Suspense fallback={<PanelPlaceholder />}>
      <Panel user={user} />
    </Suspense>
  );
  return Object.assign(View, { preload: Panel.preload });
}
export const NextEventsView = panelView(NextEvents);
export const LatestPostsView = panelView(LatestPosts);
