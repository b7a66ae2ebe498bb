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
import { useState } from 'react';
import { MonthSelect } from '@/components/ui/month-select';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { downloadCsv, toCsv } from '@/lib/csv';
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
  if (loading) return <PageLoader label="Loading the month" />;
  const grid = classMonthGrid(registers, monthTeachingDays(month, settings.teachingWeekdays, today));
  const monthName = formatMonth(month, settings);
  const codeOf = (letter: string) => settings.codes.find((c) => c.letter === letter);
  return (
    <Stack gap="2" as="section" aria-label={`${klass.name}, ${monthName}`} data-testid="month-grid">
      <ReportHeader
        title={`${klass.name}: ${monthName}`}
        download="Download the month (CSV)"
        disabled={grid.rows.length === 0}
        onDownload={() => saveCsv(`${klass.name} ${month} attendance.csv`, monthGridCsvRows(grid))}
      />
      {grid.rows.length === 0 ? (
        <Text color="gray.700">No daily register of {klass.name} was taken in this month.</Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={`${klass.name}, ${monthName}: the grid`}
        >
          <Table.Root size="sm" showColumnBorder>
            <Table.Caption>
              Daily registers of {klass.name} in {monthName}
              {grid.untaken.length > 0 ? `; no register on ${grid.untaken.length} of its school days` : ''}.
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader position="sticky" left="0" bg="white" zIndex="1">
                  Student
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
                        (no register)
                      </Box>
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {grid.rows.map((row) => (
                <Table.Row key={row.studentId}>
                  <Table.Cell position="sticky" left="0" bg="white" whiteSpace="nowrap" fontWeight="semibold">
                    {row.name}
                  </Table.Cell>
                  {row.cells.map((cell, i) => {
                    const code = cell ? codeOf(cell.code) : undefined;
                    return (
                      <Table.Cell
                        key={grid.days[i]}
                        textAlign="center"
                        px="1"
                        bg={grid.untaken.includes(grid.days[i]!) ? 'gray.100' : undefined}
                        color={code ? `${codeColour(code)}.800` : 'gray.600'}
                        fontWeight={cell && cell.code !== settings.codes[0]?.letter ? 'bold' : undefined}
                        title={
                          cell
                            ? `${formatDate(grid.days[i]!, settings)}: ${code?.label ?? cell.code}${cell.minutesLate ? `, ${cell.minutesLate} min late` : ''}`
                            : undefined
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
        {settings.codes.map((c) => `${c.letter} ${c.label}`).join(' · ')} · a dot: no mark (not in the class that day,
        or no register)
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
  if (loading) return <PageLoader label="Loading the term" />;
  const rows = termSummaryRows(totals);
  return (
    <Stack gap="2" as="section" aria-label={`${klass.name} this term`} data-testid="term-summary">
      <ReportHeader
        title={`${klass.name}: this term`}
        download="Download the term (CSV)"
        disabled={rows.length === 0}
        onDownload={() => saveCsv(`${klass.name} term attendance.csv`, termSummaryCsvRows(rows, codes))}
      />
      {rows.length === 0 ? (
        <Text color="gray.700">No daily register of {klass.name} this term yet.</Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          position="relative"
          tabIndex={0}
          role="region"
          aria-label={`${klass.name}: the term table`}
        >
          <Table.Root size="sm">
            <Table.Caption>Each student’s daily registers this term</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Student</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Sessions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Present</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Minutes late</Table.ColumnHeader>
                {codes.map((c) => (
                  <Table.ColumnHeader key={c.letter} textAlign="end" title={c.label}>
                    {c.letter}
                    <Box as="span" srOnly>
                      {' '}
                      {c.label}
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
                      <Badge ml="2" colorPalette="red">
                        Below {PERSISTENT_ABSENCE_BELOW}%
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
  const exportAll = async () => {
    setExporting(true);
    try {
      const all = await list.all();
      saveCsv('persistent absence.csv', [
        ['Student', 'Class', 'Sessions', 'Present', 'Present %'],
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
    <Stack gap="2" as="section" aria-label="Persistent absence" data-testid="persistent-absence">
      <ReportHeader
        title={`Persistent absence: under ${PERSISTENT_ABSENCE_BELOW}% present this term`}
        download="Download the list (CSV)"
        loading={exporting}
        disabled={list.rows.length === 0}
        onDownload={() => void exportAll()}
      />
      {list.state === 'error' ? (
        <Text color="red.700">The list could not be read.</Text>
      ) : list.state === 'loading' && list.rows.length === 0 ? (
        <PageLoader label="Loading the persistent-absence list" />
      ) : list.rows.length === 0 ? (
        <Text color="gray.700">No student is under {PERSISTENT_ABSENCE_BELOW}% this term.</Text>
      ) : (
        <>
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            position="relative"
            tabIndex={0}
            role="region"
            aria-label="Persistent-absence list"
          >
            <Table.Root size="sm">
              <Table.Caption>Page {list.page + 1}, lowest attendance first</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Student</Table.ColumnHeader>
                  <Table.ColumnHeader>Class</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Present</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Sessions</Table.ColumnHeader>
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
                Previous page
              </Button>
              <Button size="sm" variant="outline" disabled={!list.hasNext} onClick={list.next}>
                Next page
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
        <Text color="gray.700">There is no class to report on.</Text>
      ) : (
        <>
          <Flex gap="3" wrap="wrap" align="end" role="group" aria-label="Which class and month">
            <Field.Root minW="48" maxW="16rem">
              <Field.Label>Class</Field.Label>
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
