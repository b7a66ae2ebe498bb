import { Link, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { describeWhen, seriesOccurrencesBetween } from '@academy/shared/calendar';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { PanelSkeleton } from '@/components/ui/panel-card';
import { Link as RouterLink } from 'react-router-dom';
import { ReachedCard } from '@/components/audience/with-reach';
import { useSchoolLocale } from '@/lib/use-school';
import { CATEGORY_NAMES, DUE_WORK_WORD } from './calendar-words';
import { useDueWork } from './use-due-work';
import { useUpcomingEvents } from './use-events';

const SHOWN = 3;
/** Work due in the next two weeks shows beside the events. */
const DUE_DAYS = 14;

/** The dashboards' panel: the next events that reach this member, and the work they (or their children) have due. */
export function NextEventsPanel({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  return (
    <ReachedCard user={user} testId="panel-next-events" title={t`Coming up`} loadingText={t`Loading the calendar…`}>
      {(reach) => <NextEvents user={user} keys={reach.keys} />}
    </ReachedCard>
  );
}

function NextEvents({ user, keys }: { user: UserRecord; keys: string[] | null }) {
  const { t } = useLingui();
  const schoolLocale = useSchoolLocale(user.school_id);
  const { timeZone } = schoolLocale;
  const today = schoolToday(timeZone);
  const { status, events } = useUpcomingEvents(user.school_id, keys, today, SHOWN);
  // Only what is shown is read.
  const due = useDueWork(
    user,
    today,
    addIsoDays(today, DUE_DAYS - 1),
    timeZone,
    // A teacher's and a student's work due has its own dashboard panel; a parent's covers every child here.
    user.role === 'Parent' ? SHOWN : 0,
  );
  // A repeating event shows its next occurrence, as it now is (a cancelled date skipped, a changed one as changed).
  const next = events
    .flatMap((e) => {
      const o = seriesOccurrencesBetween(e, today, '9999-12-31')[0];
      return o
        ? [
            {
              ...e,
              title: o.title,
              startDate: o.startDate,
              endDate: o.endDate,
              startTime: o.startTime,
              endTime: o.endTime,
            },
          ]
        : [];
    })
    .sort((a, b) => (a.startDate === b.startDate ? 0 : a.startDate < b.startDate ? -1 : 1))
    .slice(0, SHOWN);
  return (
    <>
      {status === 'loading' && <PanelSkeleton label={t`Loading the calendar…`} />}
      {status !== 'loading' && next.length === 0 && due.length === 0 && (
        <Text color="gray.600">
          <Trans>Nothing on the calendar yet.</Trans>
        </Text>
      )}
      {due.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" mb="3" data-testid="due-work">
          {due.map(({ key, href, title, dueAt, who }) => (
            <li key={key}>
              <Link asChild fontWeight="semibold" color="blue.700">
                <RouterLink to={href}>
                  <Trans>
                    Due: <bdi>{title}</bdi>
                  </Trans>
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.600">
                {t(DUE_WORK_WORD)} · <bdi>{formatDateTime(dueAt, schoolLocale)}</bdi> · <bdi>{who}</bdi>
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {next.map((e) => {
          const until = formatDate(e.repeatUntil ?? e.endDate, schoolLocale);
          return (
            <li key={e.id}>
              <Text fontWeight="semibold" dir="auto">
                {e.title}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {t(CATEGORY_NAMES[e.category])} · <bdi>{describeWhen(e, schoolLocale)}</bdi>
                {e.repeat !== 'none' ? ` ${t`(repeats until ${until})`}` : ''}
              </Text>
            </li>
          );
        })}
      </Stack>
    </>
  );
}
