import { Badge, Box, Button, Field, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate, formatMonth, formatWeekday } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { type AttendanceCode, PERSISTENT_ABSENCE_BELOW } from '@academy/shared/attendance';
import {
  classMonthGrid,
  monthBounds,
  monthGridCsvRows,
  monthTeachingDays,
  termSummaryCsvRows,
  termSummaryRows,
} from '@academy/shared/attendance-reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MonthSelect } from '@/components/ui/month-select';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { downloadCsv, toCsv } from '@/lib/csv';
import { codeLabel } from './attendance-words';
import { codeColour } from './register-sheet';
import {
  type AttendanceSettings,
  type TaughtClass,
  useClassMonthRegisters,
  useClassTermTotals,
  usePersistentAbsence,
  useSchoolClock,
} from './use-attendance';

function saveCsv(fileName: string, rows: string[][]) {
  downloadCsv(fileName, toCsv(rows[0]!, rows.slice(1)));
}

function Heading({ children }: { children: string }) {
  return (
    <Text as="h2" fontSize="lg" fontWeight="semibold">
      {children}
    </Text>
  );
}

/** A report's heading with its download button beside it, wrapping under it on a phone. */
function ReportHeader({
  title,
  download,
  disabled,
  loading,
  onDownload,
}: {
  title: string;
  download: string;
  disabled: boolean;
  loading?: boolean;
  onDownload: () => void;
}) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading>{title}</Heading>
      <Button variant="outline" size="sm" loading={loading} disabled={disabled} onClick={onDownload}>
        {download}
      </Button>
    </Flex>
  );
}

// Each table's scroll box is positioned, so the screen-reader-only text in its cells stays inside it (an absolutely
// placed element otherwise widens the page on a phone), and focusable, so a keyboard can scroll it.

/** A class's month: students down, the month's school days across, each mark's code. */
function ClassMonth({
  schoolId,
  klass,
  month,
  settings,
  today,
}: {
  schoolId: string;
  klass: TaughtClass;
  month: string;
  settings: AttendanceSettings;
  today: string;
}) {
  const { from, to } = monthBounds(month);
  const { loading, registers } = useClassMonthRegisters(schoolId, klass.id, from, to);
  const { t } = useLingui();
  if (loading) return <PageLoader label={t`Loading the month`} />;
  const grid = classMonthGrid(registers, monthTeachingDays(month, settings.teachingWeekdays, today));
  const monthName = formatMonth(month, settings);
  const codeOf = (letter: string) => settings.codes.find((c) => c.letter === letter);
  const className = klass.name;
  const untaken = grid.untaken.length;
  const legend = settings.codes.map((c) => `${c.letter} ${codeLabel(c, t)}`).join(' · ');
  return (
    <Stack gap="2" as="section" aria-label={t`${className}, ${monthName}`} data-testid="month-grid">
      <ReportHeader
        title={t`${className}: ${monthName}`}
        download={t`Download the month (CSV)`}
        disabled={grid.rows.length === 0}
        onDownload={() => saveCsv(`${klass.name} ${month} attendance.csv`, monthGridCsvRows(grid))}
      />
      {grid.rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No daily register of {className} was taken in this month.</Trans>
        </Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={t`${className}, ${monthName}: the grid`}
        >
          <Table.Root size="sm" showColumnBorder>
            <Table.Caption>
              {untaken > 0
                ? t`Daily registers of ${className} in ${monthName}; no register on ${untaken} of its school days.`
                : t`Daily registers of ${className} in ${monthName}.`}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader position="sticky" insetStart="0" bg="white" zIndex="1">
                  <Trans>Student</Trans>
                </Table.ColumnHeader>
                {grid.days.map((d) => (
                  <Table.ColumnHeader key={d} textAlign="center" px="1" title={formatDate(d, settings)}>
                    <Box as="span" display="block" fontSize="xs">
                      {formatWeekday(d, settings, 'short')}
                    </Box>
                    {Number(d.slice(8))}
                    {grid.untaken.includes(d) && (
                      <Box as="span" srOnly>
                        {' '}
                        <Trans>(no register)</Trans>
                      </Box>
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {grid.rows.map((row) => (
                <Table.Row key={row.studentId}>
                  <Table.Cell position="sticky" insetStart="0" bg="white" whiteSpace="nowrap" fontWeight="semibold">
                    {row.name}
                  </Table.Cell>
                  {row.cells.map((cell, i) => {
                    const code = cell ? codeOf(cell.code) : undefined;
                    const day = formatDate(grid.days[i]!, settings);
                    const label = code ? codeLabel(code, t) : (cell?.code ?? '');
                    const minutes = cell?.minutesLate ?? 0;
                    return (
                      <Table.Cell
                        key={grid.days[i]}
                        textAlign="center"
                        px="1"
                        bg={grid.untaken.includes(grid.days[i]!) ? 'gray.100' : undefined}
                        color={code ? `${codeColour(code)}.800` : 'gray.600'}
                        fontWeight={cell && cell.code !== settings.codes[0]?.letter ? 'bold' : undefined}
                        title={
                          cell ? (minutes ? t`${day}: ${label}, ${minutes} min late` : t`${day}: ${label}`) : undefined
                        }
                      >
                        {cell ? cell.code : '·'}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="sm" color="gray.700">
        <Trans>{legend} · a dot: no mark (not in the class that day, or no register)</Trans>
      </Text>
    </Stack>
  );
}

/** Each student's term: sessions, present %, minutes late and the count per code, from the kept totals. */
function ClassTerm({
  schoolId,
  klass,
  termId,
  codes,
}: {
  schoolId: string;
  klass: TaughtClass;
  termId: string;
  codes: AttendanceCode[];
}) {
  const { loading, totals } = useClassTermTotals(schoolId, klass.id, termId);
  const { t } = useLingui();
  if (loading) return <PageLoader label={t`Loading the term`} />;
  const rows = termSummaryRows(totals);
  const className = klass.name;
  const below = PERSISTENT_ABSENCE_BELOW;
  return (
    <Stack gap="2" as="section" aria-label={t`${className} this term`} data-testid="term-summary">
      <ReportHeader
        title={t`${className}: this term`}
        download={t`Download the term (CSV)`}
        disabled={rows.length === 0}
        onDownload={() => saveCsv(`${klass.name} term attendance.csv`, termSummaryCsvRows(rows, codes))}
      />
      {rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No daily register of {className} this term yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={t`${className}: the term table`}
        >
          <Table.Root size="sm">
            <Table.Caption>
              <Trans>Each student’s daily registers this term</Trans>
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Student</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Sessions</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Present</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Minutes late</Trans>
                </Table.ColumnHeader>
                {codes.map((c) => (
                  <Table.ColumnHeader key={c.letter} textAlign="end" title={codeLabel(c, t)}>
                    {c.letter}
                    <Box as="span" srOnly>
                      {' '}
                      {codeLabel(c, t)}
                    </Box>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.studentId} data-testid={`term-${r.studentId}`}>
                  <Table.Cell whiteSpace="nowrap">
                    {r.studentName}
                    {r.persistentAbsence && (
                      <Badge ms="2" colorPalette="red">
                        <Trans>Below {below}%</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{r.sessions}</Table.Cell>
                  <Table.Cell textAlign="end">{r.presentPercent}%</Table.Cell>
                  <Table.Cell textAlign="end">{r.minutesLate}</Table.Cell>
                  {codes.map((c) => (
                    <Table.Cell key={c.letter} textAlign="end">
                      {r.codes[c.letter] ?? 0}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The school's students under the persistent-absence line this term, lowest first, 25 a page. */
function PersistentAbsence({
  schoolId,
  termId,
  classNames,
}: {
  schoolId: string;
  termId: string;
  classNames: Map<string, string>;
}) {
  const list = usePersistentAbsence(schoolId, termId);
  const [exporting, setExporting] = useState(false);
  const { t } = useLingui();
  const below = PERSISTENT_ABSENCE_BELOW;
  const page = list.page + 1;
  const exportAll = async () => {
    setExporting(true);
    try {
      const all = await list.all();
      saveCsv('persistent absence.csv', [
        [t`Student`, t`Class`, t`Sessions`, t`Present`, t`Present %`],
        ...all.map((t) => [
          t.studentName,
          classNames.get(t.classId) ?? t.classId,
          String(t.sessions),
          String(t.present),
          String(t.presentPercent),
        ]),
      ]);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="2" as="section" aria-label={t`Persistent absence`} data-testid="persistent-absence">
      <ReportHeader
        title={t`Persistent absence: under ${below}% present this term`}
        download={t`Download the list (CSV)`}
        loading={exporting}
        disabled={list.rows.length === 0}
        onDownload={() => void exportAll()}
      />
      {list.state === 'error' ? (
        <Text color="red.700">
          <Trans>The list could not be read.</Trans>
        </Text>
      ) : list.state === 'loading' && list.rows.length === 0 ? (
        <PageLoader label={t`Loading the persistent-absence list`} />
      ) : list.rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No student is under {below}% this term.</Trans>
        </Text>
      ) : (
        <>
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            position="relative"
            tabIndex={0}
            role="region"
            aria-label={t`Persistent-absence list`}
          >
            <Table.Root size="sm">
              <Table.Caption>
                <Trans>Page {page}, lowest attendance first</Trans>
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Student</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Class</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Present</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Sessions</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.rows.map((t) => (
                  <Table.Row key={t.id} data-testid={`persistent-${t.studentId}`}>
                    <Table.Cell whiteSpace="nowrap">{t.studentName}</Table.Cell>
                    <Table.Cell>{classNames.get(t.classId) ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{t.presentPercent}%</Table.Cell>
                    <Table.Cell textAlign="end">{t.sessions}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {(list.hasPrevious || list.hasNext) && (
            <Flex gap="2">
              <Button size="sm" variant="outline" disabled={!list.hasPrevious} onClick={list.previous}>
                <Trans>Previous page</Trans>
              </Button>
              <Button size="sm" variant="outline" disabled={!list.hasNext} onClick={list.next}>
                <Trans>Next page</Trans>
              </Button>
            </Flex>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Attendance reports: a class's month as a grid and its students' term summaries (the office for any class of the
 * term, a teacher for the classes they teach), and for the office the school's persistent-absence list.
 */
export function AttendanceReports({
  user,
  settings,
  classes,
  schoolWide,
}: {
  user: UserRecord;
  settings: AttendanceSettings;
  classes: TaughtClass[];
  schoolWide: boolean;
}) {
  const { today } = useSchoolClock(settings.timeZone);
  const [classId, setClassId] = useState(classes[0]?.id ?? '');
  const [month, setMonth] = useState(today.slice(0, 7));
  const klass = classes.find((c) => c.id === classId);
  const { t } = useLingui();
  return (
    <Stack gap="6" mt="4" data-testid="attendance-reports">
      {schoolWide && settings.currentTermId && (
        <PersistentAbsence
          schoolId={user.school_id}
          termId={settings.currentTermId}
          classNames={new Map(classes.map((c) => [c.id, c.name]))}
        />
      )}
      {classes.length === 0 ? (
        <Text color="gray.700">
          <Trans>There is no class to report on.</Trans>
        </Text>
      ) : (
        <>
          <Flex gap="3" wrap="wrap" align="end" role="group" aria-label={t`Which class and month`}>
            <Field.Root minW="48" maxW="16rem">
              <Field.Label>
                <Trans>Class</Trans>
              </Field.Label>
              <SelectField
                value={classId}
                onChange={setClassId}
                options={classes.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Field.Root>
            <MonthSelect value={month} onChange={setMonth} thisMonth={today.slice(0, 7)} schoolLocale={settings} />
          </Flex>
          {klass && (
            <ClassMonth
              key={`${klass.id}-${month}`}
              schoolId={user.school_id}
              klass={klass}
              month={month}
              settings={settings}
              today={today}
            />
          )}
          {klass && settings.currentTermId && (
            <ClassTerm
              key={klass.id}
              schoolId={user.school_id}
              klass={klass}
              termId={settings.currentTermId}
              codes={settings.codes}
            />
          )}
        </>
      )}
    </Stack>
  );
}
