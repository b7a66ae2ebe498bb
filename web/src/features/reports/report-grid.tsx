/**
 * A teacher's grid for one class and subject: a row per student with the grade and effort as selects and the comment
 * beside them, the term's gradebook average and attendance as a guide. Tab moves across, Enter down; a column pasted
 * from a spreadsheet fills the rows below; every change is saved a moment later, and each row says so.
 */
import { Badge, Box, Button, Grid, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDate } from '@academy/shared/date-format';
import {
  commentProblems,
  type Grade,
  isCommentSubject,
  isEntryWritten,
  MAX_ROWS_PER_SAVE,
  type ReportEntry,
  type ReportRound,
} from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { type BankChild, CommentBankButton } from './comment-bank';
import { type GridColumn, insertSentence, pasteIntoRows, readPastedCells } from './comment-words';
import { type RowState, type RowValues, useRowSaving } from './use-row-saving';
import { type StudentGuide } from './use-reports';

type Column = GridColumn;

export interface GridProps {
  user: UserRecord;
  round: ReportRound;
  subjectId: string;
  subjectName: string;
  className: string;
  /** Each row's student (the entry keeps their first name and pronouns). */
  entries: ReportEntry[];
  guideOf: (studentId: string) => StudentGuide;
  attainment: Grade[];
  effort: Grade[] | null;
}

const cellId = (row: number, column: Column) => `report-cell-${row}-${column}`;
const SEND_ID = 'report-send';

export function ReportGrid(props: GridProps) {
  const { user, round, subjectId, entries, guideOf, attainment, effort } = props;
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const saving = useRowSaving(round.id, subjectId, (v) => v.comment.length > round.commentMaxChars);
  const sending = useSubmission(errorMessage(t`The rows could not be sent to the office. Try again.`));
  const [pasted, setPasted] = useState<string | null>(null);
  // Where each comment's cursor was when it was left: a sentence from the bank goes there (kept outside React's state,
  // as no render shows it).
  const [caret] = useState(() => new Map<string, number>());
  const graded = !isCommentSubject(subjectId);
  const columns: Column[] = graded ? (effort ? ['grade', 'effort', 'comment'] : ['grade', 'comment']) : ['comment'];
  // An entry saved before entries kept the first name: the name's first word, until the round is saved again.
  const firstNameOf = (e: ReportEntry) => e.firstName ?? e.studentName.split(' ')[0] ?? e.studentName;
  const firstNames = entries.map(firstNameOf);
  const valuesOf = (e: ReportEntry): RowValues =>
    saving.edits[e.studentId] ?? { grade: e.grade, effort: e.effort, comment: e.comment };
  const childOf = (e: ReportEntry): BankChild => ({
    firstName: firstNameOf(e),
    fullName: e.studentName,
    pronouns: e.pronouns ?? 'they',
  });
  const open = round.status === 'open';
  const locked = (e: ReportEntry) => !open || e.state === 'approved';
  const dueDate = formatDate(round.teachersDueDate, where);
  const written = entries.filter((e) => isEntryWritten(round, { ...e, ...valuesOf(e) })).length;
  const total = entries.length;
  const ready = entries.filter(
    (e) => !locked(e) && e.state !== 'submitted' && isEntryWritten(round, { ...e, ...valuesOf(e) }),
  );
  const readyCount = ready.length;

  function focusCell(row: number, column: Column) {
    const el = document.getElementById(cellId(row, column));
    if (el) el.focus();
    else if (row >= entries.length) document.getElementById(SEND_ID)?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>, row: number, column: Column) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    focusCell(e.shiftKey ? Math.max(0, row - 1) : row + 1, column);
  }

  /** A spreadsheet's cells pasted into a grade or comment cell fill that column, and those to its right, downwards. */
  function onPaste(e: ClipboardEvent<HTMLElement>, row: number, column: Column) {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))) {
      if (column === 'comment') return;
      // One value pasted into a select: the grade it names.
      const cells = [[text.trim()]];
      e.preventDefault();
      applyPaste(cells, row, column);
      return;
    }
    e.preventDefault();
    applyPaste(readPastedCells(text), row, column);
  }

  function applyPaste(cells: string[][], row: number, column: Column) {
    const { changes, refused } = pasteIntoRows(
      cells,
      { row, column },
      columns,
      entries.map((e) => ({ values: valuesOf(e), locked: locked(e) })),
      { grade: attainment, effort: effort ?? [] },
    );
    for (const c of changes) saving.change(entries[c.row]!.studentId, c.values);
    const filled = changes.length;
    setPasted(
      refused
        ? t`Pasted. Rows filled: ${filled}. Left out, as they are not grades of the scale: ${refused}.`
        : t`Pasted. Rows filled: ${filled}.`,
    );
  }

  async function sendToOffice() {
    await saving.flush();
    await sending.submit(async () => {
      let sent = 0;
      for (let i = 0; i < ready.length; i += MAX_ROWS_PER_SAVE) {
        const rows = ready.slice(i, i + MAX_ROWS_PER_SAVE).map((e) => ({
          studentId: e.studentId,
          subjectId,
          ...valuesOf(e),
          submit: true,
        }));
        sent += (await callApi('saveEntries', { roundId: round.id, rows })).saved;
      }
      return t`Rows sent to the office: ${sent}.`;
    });
  }

  const subjectName = props.subjectName;
  const roundName = round.name;
  const saveError = saving.error ?? '';
  const className = props.className;
  const max = round.commentMaxChars;
  const wideColumns = graded
    ? effort
      ? '12rem 11rem 10rem minmax(0, 1fr) 7rem'
      : '12rem 11rem minmax(0, 1fr) 7rem'
    : '12rem minmax(0, 1fr) 7rem';
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t`${subjectName}: ${className}`}
        </Heading>
        <Text color="gray.700">
          <Trans>
            {roundName}. Finish by {dueDate}. Written: {written} of {total}.
          </Trans>
        </Text>
        <Text color="gray.600" fontSize="sm">
          <Trans>
            Tab moves across and Enter moves down. Paste a column from a spreadsheet into a grade or comment cell to
            fill the rows below. Every change is saved as you go.
          </Trans>
        </Text>
      </Stack>
      {pasted && (
        <Text role="status" color="gray.700">
          {pasted}
        </Text>
      )}
      {saving.error && (
        <Text role="alert" color="red.700">
          <Trans>Some rows were not saved: {saveError}</Trans>
        </Text>
      )}
      <Grid
        display={{ base: 'none', lg: 'grid' }}
        templateColumns={wideColumns}
        gap="3"
        px="3"
        fontSize="sm"
        fontWeight="semibold"
        color="gray.700"
        aria-hidden="true"
      >
        <span>
          <Trans>Student</Trans>
        </span>
        {graded && (
          <span>
            <Trans>Grade</Trans>
          </span>
        )}
        {graded && effort && (
          <span>
            <Trans>Effort</Trans>
          </span>
        )}
        <span>
          <Trans>Comment</Trans>
        </span>
        <span>
          <Trans>Saved</Trans>
        </span>
      </Grid>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid="report-grid">
        {entries.map((entry, row) => {
          const values = valuesOf(entry);
          const child = childOf(entry);
          const name = entry.studentName;
          const guide = guideOf(entry.studentId);
          const average = guide.average;
          const attendance = guide.attendance;
          const returnNote = entry.returnNote ?? '';
          const isLocked = locked(entry);
          const left = max - values.comment.length;
          const over = -left;
          const problems = commentProblems(values.comment, max, child, firstNames);
          const missingGrade = graded && values.comment.trim() !== '' && values.grade === null;
          const missingEffort = graded && !!effort && values.comment.trim() !== '' && values.effort === null;
          const commentId = cellId(row, 'comment');
          const selectFor = (column: 'grade' | 'effort', grades: Grade[], label: string) => (
            <NativeSelect.Root size="sm" disabled={isLocked}>
              <NativeSelect.Field
                id={cellId(row, column)}
                aria-label={label}
                bg="white"
                value={values[column] ?? ''}
                onChange={(e) => saving.change(entry.studentId, { ...values, [column]: e.target.value || null })}
                onKeyDown={(e) => onKeyDown(e, row, column)}
                onPaste={(e) => onPaste(e, row, column)}
              >
                <option value="">—</option>
                {grades.map((g) => (
                  <option key={g.code} value={g.code}>
                    {g.label && g.label !== g.code ? `${g.code} – ${g.label}` : g.code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
          return (
            <Box
              as="li"
              key={entry.id}
              borderWidth="1px"
              borderRadius="md"
              bg={entry.state === 'returned' ? 'orange.50' : 'white'}
              p="3"
              data-testid="report-row"
            >
              <Grid templateColumns={{ base: '1fr', lg: wideColumns }} gap="3" alignItems="start">
                <Stack gap="1">
                  <Text fontWeight="semibold">{name}</Text>
                  <Text fontSize="xs" color="gray.600" data-testid="report-guide">
                    {average === null ? t`No gradebook average` : t`Gradebook ${average}%`}
                    {' · '}
                    {attendance === null ? t`No attendance yet` : t`Attendance ${attendance}%`}
                  </Text>
                  {entry.state === 'approved' && (
                    <Badge colorPalette="green" alignSelf="start">
                      <Trans>Approved</Trans>
                    </Badge>
                  )}
                  {entry.state === 'submitted' && (
                    <Badge colorPalette="blue" alignSelf="start">
                      <Trans>With the office</Trans>
                    </Badge>
                  )}
                  {entry.state === 'returned' && (
                    <Badge colorPalette="orange" alignSelf="start">
                      <Trans>Sent back</Trans>
                    </Badge>
                  )}
                </Stack>
                {graded && selectFor('grade', attainment, t`Grade for ${name}`)}
                {graded && effort && selectFor('effort', effort, t`Effort for ${name}`)}
                <Stack gap="1">
                  {entry.state === 'returned' && returnNote && (
                    <Text fontSize="sm" color="orange.900" data-testid="return-note">
                      <Trans>The office sent this back: {returnNote}</Trans>
                    </Text>
                  )}
                  <Textarea
                    id={commentId}
                    aria-label={t`Comment for ${name}`}
                    aria-describedby={`${commentId}-left`}
                    rows={3}
                    size="sm"
                    bg="white"
                    dir="auto"
                    disabled={isLocked}
                    value={values.comment}
                    onChange={(e) => saving.change(entry.studentId, { ...values, comment: e.target.value })}
                    onKeyDown={(e) => onKeyDown(e, row, 'comment')}
                    onPaste={(e) => onPaste(e, row, 'comment')}
                    onBlur={(e) => caret.set(entry.studentId, e.currentTarget.selectionStart)}
                  />
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text id={`${commentId}-left`} fontSize="xs" color={left < 0 ? 'red.700' : 'gray.600'}>
                      {left >= 0 ? t`Characters left: ${left}` : t`Characters over the limit: ${over}`}
                    </Text>
                    <CommentBankButton
                      user={user}
                      child={child}
                      disabled={isLocked}
                      returnFocus={() => document.getElementById(commentId)}
                      onInsert={(sentence) => {
                        const at = caret.get(entry.studentId) ?? null;
                        const { text, cursor } = insertSentence(values.comment, sentence, at);
                        caret.set(entry.studentId, cursor);
                        saving.change(entry.studentId, { ...values, comment: text });
                        // Once the dialog has given the comment its focus back, the cursor goes after the sentence.
                        setTimeout(() => {
                          const box = document.getElementById(commentId) as HTMLTextAreaElement | null;
                          box?.setSelectionRange(cursor, cursor);
                        }, 50);
                      }}
                    />
                  </HStack>
                  <RowWarnings
                    missingGrade={missingGrade}
                    missingEffort={missingEffort}
                    problems={problems.filter((p) => p.kind !== 'tooLong')}
                  />
                </Stack>
                <RowSaved state={saving.states[entry.studentId]} onRetry={() => void saving.flush()} />
              </Grid>
            </Box>
          );
        })}
      </Stack>
      <Stack gap="2" alignItems="start">
        <FormStatus outcome={sending.outcome} />
        <Button
          id={SEND_ID}
          colorPalette="blue"
          disabled={!open || readyCount === 0 || saving.pending}
          loading={sending.busy}
          onClick={() => void sendToOffice()}
        >
          {t`Send the finished rows to the office (${readyCount})`}
        </Button>
        <Text fontSize="sm" color="gray.600">
          <Trans>
            A row is finished when it has its grade and comment. The office reads it next, and may send it back with a
            note.
          </Trans>
        </Text>
      </Stack>
    </Stack>
  );
}

function RowWarnings({
  missingGrade,
  missingEffort,
  problems,
}: {
  missingGrade: boolean;
  missingEffort: boolean;
  problems: ReturnType<typeof commentProblems>;
}) {
  const { t } = useLingui();
  const lines = [
    ...(missingGrade ? [t`The grade is missing.`] : []),
    ...(missingEffort ? [t`The effort grade is missing.`] : []),
    ...problems.map((p) => {
      if (p.kind === 'placeholder') {
        const placeholder = p.placeholder;
        return t`${placeholder} is still in the comment: write what it stands for.`;
      }
      if (p.kind === 'otherName') {
        const other = p.name;
        return t`The comment names ${other}, another child of the class.`;
      }
      return '';
    }),
  ].filter(Boolean);
  if (!lines.length) return null;
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="row-warnings">
      {lines.map((line) => (
        <Text as="li" key={line} fontSize="xs" color="orange.800">
          ⚠ {line}
        </Text>
      ))}
    </Stack>
  );
}

function RowSaved({ state, onRetry }: { state: RowState | undefined; onRetry: () => void }) {
  if (state === 'failed')
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
        <Trans>Not saved: try again</Trans>
      </Button>
    );
  return (
    <Text fontSize="sm" color={state === 'saved' ? 'green.700' : 'gray.600'} data-testid="row-saved">
      {state === 'saving' ? (
        <Trans>Saving…</Trans>
      ) : state === 'unsaved' ? (
        <Trans>Not saved yet</Trans>
      ) : state === 'held' ? (
        <Trans>Not saved: the comment is too long</Trans>
      ) : state === 'saved' ? (
        <Trans>Saved</Trans>
      ) : null}
    </Text>
  );
}
