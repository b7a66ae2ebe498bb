/**
 * The Student's and the Parent's Dashboards: today's timetable with the lesson now and next (a student), and for a
 * parent one child at a time, chosen with the child switcher: today's attendance with *Explain*, then the child's work.
 */
import { formatTimeRange } from '@academy/shared/date-format';
import { Badge, Box, Button, Flex, Link, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { AttendanceRecordDoc } from '@academy/shared/attendance';
import type { Student } from '@academy/shared/people';
import { classTimetableId } from '@academy/shared/lesson';
import { isoWeekday } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRecord } from '@/components/records/use-record';
import { ChildWorkSummaryPanel } from '@/features/assignments/child-work-panel';
import { markLabel, sessionName } from '@/features/attendance/attendance-words';
import { useAttendanceSettings, useSchoolClock } from '@/features/attendance/use-attendance';
import { useChildren } from '@/features/my-students/use-children';
import { PanelCard } from '@/components/ui/panel-card';
import { ShownInOrder } from '@/components/ui/shown-in-order';
import { useSchoolLocale } from '@/lib/use-school';
import { useDayLessons, useSchoolList } from './use-dashboard';

/** The absences and lates of today a parent's dashboard lists for a child. */
const MARKS_SHOWN = 3;

/** Today's lessons of one class (its timetable, one document), in time order, with the one now and next marked. */
function DayLessons({ schoolId, classId }: { schoolId: string; classId: string }) {
  const settings = useAttendanceSettings(schoolId);
  const { today, time } = useSchoolClock(settings.timeZone);
  // Times in the school's clock, with the reader's words ("PM").
  const schoolLocale = useSchoolLocale(schoolId);
  const lessons = useDayLessons(schoolId, classTimetableId(classId), isoWeekday(today));
  const sorted = lessons.rows.slice().sort((a, b) => a.startTime.localeCompare(b.startTime));
  const now = sorted.find((l) => l.startTime <= time && time < l.endTime);
  const next = sorted.find((l) => l.startTime > time);
  if (!settings.loaded || lessons.status === 'loading')
    return (
      <Text color="gray.700">
        <Trans>Loading today’s lessons…</Trans>
      </Text>
    );
  if (!settings.teachingWeekdays.includes(isoWeekday(today)) || sorted.length === 0)
    return (
      <Text color="gray.700">
        <Trans>No lessons today.</Trans>
      </Text>
    );
  return (
    <Stack as="ol" listStyleType="none" gap="1">
      {sorted.map((l) => {
        const tag = l === now ? 'now' : l === next ? 'next' : null;
        return (
          <Flex
            as="li"
            key={l.id}
            gap="3"
            align="baseline"
            p="1"
            borderRadius="sm"
            bg={l === now ? 'blue.50' : undefined}
            aria-current={l === now ? 'time' : undefined}
          >
            <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
              {formatTimeRange(l.startTime, l.endTime, schoolLocale)}
            </Text>
            <Box>
              <Text fontWeight={tag ? 'semibold' : 'normal'}>
                <bdi>{l.title}</bdi>
                {tag && (
                  <Badge ms="2" colorPalette={tag === 'now' ? 'blue' : 'gray'}>
                    {tag === 'now' ? (
                      <Trans context="the lesson on now">Now</Trans>
                    ) : (
                      <Trans context="the lesson after the one on now">Next</Trans>
                    )}
                  </Badge>
                )}
              </Text>
              <Text fontSize="sm" color="gray.700" dir="auto">
                {[l.teacherName, l.room].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** The Student's first panel: today's timetable, the lesson now and next. */
export function TodayTimetablePanel({ user }: { user: UserRecord }) {
  const { loading, record } = useRecord(user.school_id, 'students', user.personId ?? '-');
  const { t } = useLingui();
  return (
    <PanelCard testId="today-timetable" title={t`Today’s timetable`} loading={loading}>
      {record?.classId ? (
        <DayLessons schoolId={user.school_id} classId={record.classId} />
      ) : (
        <Text color="gray.700">
          <Trans>You are not in a class yet.</Trans>
        </Text>
      )}
    </PanelCard>
  );
}

/**
 * A child's absences and lates today (the first three registers that marked one), and *Explain* when absent. The
 * child's page has every mark.
 */
function ChildToday({ user, child }: { user: UserRecord; child: Student }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  const records = useSchoolList<AttendanceRecordDoc & { id: string }>(
    user.school_id,
    'attendanceRecords',
    [
      ['guardianUids', 'array-contains', user.uid],
      ['studentId', '==', child.id],
      ['date', '==', today],
      ['flagged', '==', true],
    ],
    undefined,
    MARKS_SHOWN,
  );
  const { t } = useLingui();
  const name = child.firstName;
  const absent = records.rows.filter((r) => !r.countsAsPresent && r.explanation.state === 'none');
  return (
    <PanelCard
      testId="child-today"
      title={t`${name} today`}
      loading={!settings.loaded || records.status === 'loading'}
      failed={records.status === 'error'}
    >
      {records.rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>
            <bdi>{name}</bdi> has not been marked absent or late today.
          </Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mb="2">
          {records.rows.map((r) => (
            <Flex as="li" key={r.id} gap="2" align="baseline" wrap="wrap">
              <Badge colorPalette={r.countsAsPresent ? (r.flagged ? 'orange' : 'green') : 'red'}>
                {markLabel(r.code, settings.codes, t)}
              </Badge>
              <Text dir="auto">{sessionName(r, t)}</Text>
              {r.explanation.state !== 'none' && (
                <Text fontSize="sm" color="gray.700">
                  {r.explanation.state === 'confirmed' ? (
                    <Trans>(reason confirmed)</Trans>
                  ) : (
                    <Trans>(reason reported)</Trans>
                  )}
                </Text>
              )}
            </Flex>
          ))}
        </Stack>
      )}
      <Flex gap="2" wrap="wrap">
        {absent.length > 0 && (
          <Button asChild size="sm" colorPalette="red">
            <RouterLink to={`/app/parent/students/${child.id}`}>
              <Trans>
                Explain <bdi>{name}</bdi>’s absence
              </Trans>
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/app/parent/students/${child.id}?report=absence`}>
            <Trans>Report an absence</Trans>
          </RouterLink>
        </Button>
      </Flex>
      <Box mt="3">
        <Text as="h3" fontWeight="semibold" mb="1">
          <Trans>Lessons today</Trans>
        </Text>
        {child.classId ? (
          <DayLessons schoolId={user.school_id} classId={child.classId} />
        ) : (
          <Text color="gray.700">
            <Trans>
              <bdi>{name}</bdi> is not in a class yet.
            </Trans>
          </Text>
        )}
      </Box>
    </PanelCard>
  );
}

/** The Parent's first panel: the child switcher, then the chosen child's day and work (one child's reads at a time). */
export function ChildDashboardPanel({ user }: { user: UserRecord }) {
  const { loading, children } = useChildren(user);
  const [chosen, setChosen] = useState<string | null>(null);
  const child = children.find((c) => c.id === chosen) ?? children[0];
  const { t } = useLingui();
  const name = child?.firstName;
  if (loading)
    return (
      <PanelCard testId="children" title={t`Your children`} loading>
        {null}
      </PanelCard>
    );
  if (!child)
    return (
      <PanelCard testId="children" title={t`Your children`} loading={false}>
        <Text color="gray.700">
          <Trans>No children are linked to your account yet: ask the school office.</Trans>
        </Text>
      </PanelCard>
    );
  return (
    <Stack gap="4" gridColumn={{ lg: '1 / -1' }} data-testid="panel-children">
      {children.length > 1 && (
        <Flex align="center" gap="3" wrap="wrap">
          <Text id="child-switcher-label" fontWeight="semibold">
            <Trans context="which child the dashboard shows">Showing</Trans>
          </Text>
          <SegmentGroup.Root
            aria-labelledby="child-switcher-label"
            value={child.id}
            onValueChange={(e) => e.value && setChosen(e.value)}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={children.map((c) => ({ value: c.id, label: c.firstName }))} />
          </SegmentGroup.Root>
        </Flex>
      )}
      <ShownInOrder
        key={child.id}
        gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        gap="4"
        alignItems="start"
        parts={[
          { key: 'today', node: <ChildToday user={user} child={child} /> },
          { key: 'work', node: <ChildWorkSummaryPanel user={user} student={child} /> },
          {
            key: 'everything',
            node: (
              <Link asChild color="blue.700" fontSize="sm" gridColumn="1 / -1">
                <RouterLink to={`/app/parent/students/${child.id}`}>
                  <Trans>
                    Everything about <bdi>{name}</bdi>
                  </Trans>
                </RouterLink>
              </Link>
            ),
          },
        ]}
      />
    </Stack>
  );
}
