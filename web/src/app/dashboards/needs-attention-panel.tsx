import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { REGISTER_SESSION_DAY } from '@academy/shared/attendance';
import { formatTimeOfDay } from '@academy/shared/date-format';
import { formatMoney } from '@academy/shared/money';
import type { Post } from '@academy/shared/newsfeed';
import { isoWeekday } from '@academy/shared/school-time';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAttendanceDay, useAttendanceSettings, useSchoolClock } from '@/features/attendance/use-attendance';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import { PanelCard } from '@/components/ui/panel-card';
import { overdueOf } from '@academy/shared/dashboard';
import { type Figure, totalsFigure, useSchoolList, useSchoolTotals } from './use-dashboard';

interface Item {
  key: string;
  figure: string;
  /** What the figure counts, read after it (the badge). */
  text: ReactNode;
  href: string;
  /** Red once it is late (a register past the school's deadline), amber otherwise. */
  urgent: boolean;
}

const valueOf = (f: Figure) => (f.status === 'success' ? f.value : 0);

/**
 * The Admin's first panel: what needs the office now. Today's registers not taken and absences nobody has explained
 * (one live document, the day's summary, against the office's counts of classes and lessons), overdue fees (what the
 * due dates before today still owe, in the same counts' document), posts still waiting for acknowledgements, and
 * requests for a place on a full course. Only what needs doing is listed.
 */
export function NeedsAttentionPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const school = useSchool(user.school_id);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { today, time } = useSchoolClock(settings.timeZone);
  const { loading: dayLoading, day } = useAttendanceDay(user.school_id, today);
  const termId = settings.currentTermId ?? '-';
  const weekday = isoWeekday(today);
  const totals = useSchoolTotals(user.school_id);
  const classes = totalsFigure(totals, (f) => f.classesByTerm?.[termId]);
  const lessons = totalsFigure(totals, (f) => f.lessonsByWeekday?.[String(weekday)]);
  const overdue = totalsFigure(totals, (f) => overdueOf(f, today));
  const waiting = totalsFigure(totals, (f) => f.waitingEnrolments);
  const posts = useSchoolList<Post>(
    user.school_id,
    'posts',
    [
      ['status', '==', 'published'],
      ['needsAcknowledgement', '==', true],
    ],
    ['publishedAt', 'desc'],
    3,
  );

  const loading =
    dayLoading || !settings.loaded || [classes, lessons, overdue, waiting].some((f) => f.status === 'loading');
  const teaching = settings.teachingWeekdays.includes(weekday);
  const summaries = Object.values(day.registers);
  const dailyTaken = summaries.filter((r) => r.session === REGISTER_SESSION_DAY).length;
  const lessonsTaken = summaries.length - dailyTaken;
  const explainedCodes = new Set(settings.codes.filter((c) => c.explained).map((c) => c.letter));
  const unexplained = new Set(
    summaries.flatMap((r) =>
      r.absent.filter((s) => !explainedCodes.has(s.code) && !day.reports[s.studentId]).map((s) => s.studentId),
    ),
  ).size;
  const toConfirm = Object.values(day.reports).filter((r) => r.state === 'reported').length;
  const late = time >= settings.registersDueBy;
  const currency = school?.currency ?? 'GBP';
  const { t } = useLingui();
  const dueBy = formatTimeOfDay(settings.registersDueBy, schoolLocale);

  const items: Item[] = [];
  const add = (n: number, item: Omit<Item, 'figure'> & { figure?: string }) => {
    if (n > 0) items.push({ figure: String(n), ...item });
  };
  // Each text follows its figure (shown apart, in the badge): the plural agrees with it without repeating it.
  if (teaching) {
    const notTaken = valueOf(classes) - dailyTaken;
    add(notTaken, {
      key: 'daily-registers',
      text: late ? (
        <Plural
          value={notTaken}
          one={`daily register not taken yet (due by ${dueBy})`}
          other={`daily registers not taken yet (due by ${dueBy})`}
        />
      ) : (
        <Plural value={notTaken} one="daily register not taken yet" other="daily registers not taken yet" />
      ),
      href: '/app/admin/attendance',
      urgent: late,
    });
    const lessonsNotTaken = valueOf(lessons) - lessonsTaken;
    add(lessonsNotTaken, {
      key: 'lesson-registers',
      text: (
        <Plural
          value={lessonsNotTaken}
          one="lesson register not taken yet today"
          other="lesson registers not taken yet today"
        />
      ),
      href: '/app/admin/attendance',
      urgent: false,
    });
  }
  add(unexplained, {
    key: 'unexplained',
    text: (
      <Plural
        value={unexplained}
        one="absence today nobody has explained"
        other="absences today nobody has explained"
      />
    ),
    href: '/app/admin/attendance',
    urgent: true,
  });
  add(toConfirm, {
    key: 'to-confirm',
    text: <Plural value={toConfirm} one="reason for absence to confirm" other="reasons for absence to confirm" />,
    href: '/app/admin/attendance',
    urgent: false,
  });
  add(valueOf(overdue), {
    key: 'overdue-fees',
    figure: formatMoney(valueOf(overdue), currency),
    text: <Trans>in fees overdue</Trans>,
    href: '/app/admin/fees',
    urgent: true,
  });
  for (const p of posts.rows) {
    const waitingFor = p.audienceSize - p.acknowledgedCount;
    const { acknowledgedCount: acknowledged, audienceSize: audience } = p;
    // The post's title keeps its own direction inside the sentence (a first-strong isolate, as <bdi> does).
    const title = `\u2068${p.title}\u2069`;
    add(waitingFor, {
      key: `post-${p.id}`,
      text: (
        <Plural
          value={waitingFor}
          one={`has not acknowledged “${title}” (${acknowledged} of ${audience} have)`}
          other={`have not acknowledged “${title}” (${acknowledged} of ${audience} have)`}
        />
      ),
      href: '/app/admin/newsfeed',
      urgent: false,
    });
  }
  const requests = valueOf(waiting);
  add(requests, {
    key: 'course-waiting',
    text: (
      <Plural
        value={requests}
        one="request for a place on a full course"
        other="requests for a place on a full course"
      />
    ),
    href: '/app/admin/courses',
    urgent: false,
  });

  return (
    <PanelCard testId="needs-attention" title={t`Needs attention`} loading={loading}>
      {items.length === 0 ? (
        <Text color="gray.700">
          <Trans>Nothing needs the office right now.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {items.map((item) => (
            <Flex as="li" key={item.key} gap="3" align="baseline" data-testid={`attention-${item.key}`}>
              <Badge
                colorPalette={item.urgent ? 'red' : 'orange'}
                variant={item.urgent ? 'solid' : 'subtle'}
                fontSize="md"
                px="2"
                flexShrink={0}
              >
                {item.figure}
              </Badge>
              <Link asChild color="blue.700">
                <RouterLink to={item.href}>{item.text}</RouterLink>
              </Link>
            </Flex>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
