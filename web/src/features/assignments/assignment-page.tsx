import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  Input,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import {
  type Assignment,
  pointsProblem,
  setExceptionInput,
  type Submission,
  workSubject,
} from '@academy/shared/assignment';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { roleSegment } from '@academy/shared/roles';
import { FileList } from '@/components/files/file-list';
import { NotFound } from '@/components/ui/not-found';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { FormattedText, ResourceLinks } from './formatted-text';
import { ReturnedFiles, WorkResources } from './hand-in-files';
import { SetWorkForm } from './set-work-form';
import { useAssignment, useClassSubmissions, useDrafts, useSchoolClock } from './use-assignments';
import { STATUS_NAMES } from './work-words';

const COUNT_NAMES = {
  handedIn: msg`Handed in`,
  late: msg`Late`,
  missing: msg`Missing`,
  returned: msg`Returned`,
  excused: msg`Excused`,
};

function Counts({ a }: { a: Assignment }) {
  const { t } = useLingui();
  const items = (Object.keys(COUNT_NAMES) as (keyof typeof COUNT_NAMES)[]).map(
    (key) => [t(COUNT_NAMES[key]), a.counts[key]] as const,
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="assignment-counts">
      {items.map(([label, n]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" p="2" bg="white">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{n}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** One student's own due date: a later one (an extension), excused, or back to the class's. */
function StudentException({ a, sub, where }: { a: Assignment; sub: Submission; where: SchoolLocale }) {
  const [dueDate, setDueDate] = useState(sub.dueDate);
  const [dueTime, setDueTime] = useState(sub.dueTime);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The change could not be saved.`));
  const extension = { assignmentId: a.id, studentId: sub.studentId, kind: 'extension' as const, dueDate, dueTime };
  const check = setExceptionInput.safeParse(extension);
  const problem = (field: string) =>
    check.success ? undefined : check.error.issues.find((i) => i.path[0] === field)?.message;
  const send = (body: z.input<typeof setExceptionInput>) =>
    void submit(async () => (await callApi('setException', body)).message);
  const waiting = sub.status === 'assigned' || sub.status === 'missing';
  const { studentName } = sub;
  const firstName = studentName.split(' ')[0];
  const extendedTo = sub.extensionDueAt !== null ? formatDateTime(sub.extensionDueAt, where) : '';
  const classDue = formatDateTime(sub.dueAt, where);
  const now =
    sub.status === 'excused'
      ? t`Excused from this work.`
      : sub.extensionDueAt !== null
        ? t`Extension until ${extendedTo}.`
        : t`Due with the class: ${classDue}.`;
  return (
    <Box as="section" aria-label={t`Due date for ${studentName}`} borderTopWidth="1px" pt="3" mt="3">
      <Heading as="h4" size="xs" mb="1">
        <Trans>Extension or excuse</Trans>
      </Heading>
      <Text fontSize="sm" mb="2" data-testid="student-due">
        {now}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <DateFormField
          label={t`New due date`}
          value={dueDate}
          onChange={(v) => setDueDate(v)}
          error={problem('dueDate')}
        />
        <FormField
          label={t`New due time`}
          type="time"
          value={dueTime}
          onChange={(e) => setDueTime(e.target.value)}
          error={problem('dueTime')}
        />
        <Button variant="outline" loading={busy} disabled={!check.success} onClick={() => send(extension)}>
          <Trans>Give an extension</Trans>
        </Button>
      </Stack>
      <Stack direction="row" gap="2" wrap="wrap" mt="2">
        {waiting && (
          <Button
            variant="outline"
            loading={busy}
            onClick={() => send({ assignmentId: a.id, studentId: sub.studentId, kind: 'excuse' })}
          >
            <Trans>Excuse {firstName}</Trans>
          </Button>
        )}
        {(sub.status === 'excused' || sub.extensionDueAt !== null) && (
          <Button
            variant="ghost"
            loading={busy}
            onClick={() => send({ assignmentId: a.id, studentId: sub.studentId, kind: 'clear' })}
          >
            <Trans>Back to the class’s due date</Trans>
          </Button>
        )}
      </Stack>
      <Box mt="2">
        <FormStatus outcome={outcome} />
      </Box>
    </Box>
  );
}

/** One student's work: their answer, points and feedback, kept as a draft or returned. */
function MarkWork({
  a,
  sub,
  draft,
  where,
  onClose,
}: {
  a: Assignment;
  sub: Submission;
  draft: { points: number | null; feedback: string } | undefined;
  where: SchoolLocale;
  onClose: () => void;
}) {
  const [points, setPoints] = useState(String(draft?.points ?? sub.grade?.points ?? ''));
  const [feedback, setFeedback] = useState(draft?.feedback ?? sub.grade?.feedback ?? '');
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The mark could not be saved.`));
  const { studentName } = sub;
  const state = t(STATUS_NAMES[sub.status]);
  const outOf = a.points;
  const problem = a.points === null ? null : pointsProblem(points, a.points);
  const send = (ret: boolean) =>
    void submit(async () => {
      const res = await callApi('grade', {
        assignmentId: a.id,
        grades: [{ studentId: sub.studentId, points: points.trim() === '' ? null : Number(points), feedback }],
        return: ret,
      });
      return res.message;
    });
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="mark-work">
      <Heading as="h3" size="sm" mb="2">
        {sub.late ? t`${studentName}: ${state}, late` : t`${studentName}: ${state}`}
      </Heading>
      {sub.answer ? (
        <FormattedText text={sub.answer} />
      ) : sub.attachments.length ? null : (
        <Text color="gray.600">
          <Trans>Nothing handed in yet.</Trans>
        </Text>
      )}
      <ResourceLinks links={sub.answerLinks} />
      <FileList files={sub.attachments} label={t`Files ${studentName} handed in`} where={where} />
      <Stack gap="3" mt="3">
        <ReturnedFiles sub={sub} where={where} teacher />
        {a.points !== null && (
          <Field.Root invalid={!!problem}>
            <Field.Label>
              <Trans>Points out of {outOf}</Trans>
            </Field.Label>
            <Input bg="white" inputMode="decimal" value={points} onChange={(e) => setPoints(e.target.value)} />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>
            <Trans>Feedback</Trans>
          </Field.Label>
          <Textarea dir="auto" bg="white" value={feedback} onChange={(e) => setFeedback(e.target.value)} />
        </Field.Root>
        <FormStatus outcome={outcome} />
        <Stack direction="row" gap="2" wrap="wrap">
          <Button variant="outline" loading={busy} disabled={!!problem} onClick={() => send(false)}>
            <Trans>Keep as draft</Trans>
          </Button>
          <Button colorPalette="blue" loading={busy} disabled={!!problem} onClick={() => send(true)}>
            <Trans>Return</Trans>
          </Button>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      </Stack>
      <StudentException a={a} sub={sub} where={where} />
    </Box>
  );
}

function ClassWork({
  user,
  a,
  classId,
  where,
}: {
  user: UserRecord;
  a: Assignment;
  classId: string;
  where: SchoolLocale;
}) {
  const subs = useClassSubmissions(user.school_id, a.id, classId);
  const drafts = useDrafts(user.school_id, a.id, classId);
  const [open, setOpen] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The work could not be returned.`));
  const chosenCount = chosen.length;
  const opened = subs.find((s) => s.studentId === open);
  const returnChosen = () =>
    void submit(async () => {
      const grades = chosen.map((studentId) => ({
        studentId,
        points: drafts[studentId]?.points ?? null,
        feedback: drafts[studentId]?.feedback ?? '',
      }));
      const res = await callApi('grade', { assignmentId: a.id, grades, return: true });
      setChosen([]);
      return res.message;
    });
  return (
    <Stack gap="3">
      {opened && (
        <MarkWork
          key={opened.id}
          a={a}
          sub={opened}
          draft={drafts[opened.studentId]}
          where={where}
          onClose={() => setOpen(null)}
        />
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Return</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Student</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>State</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Mark</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {subs.map((s) => {
              const draft = drafts[s.studentId];
              const { studentName } = s;
              const draftPoints = draft?.points ?? '';
              return (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    <Checkbox.Root
                      aria-label={t`Choose ${studentName} to return`}
                      disabled={!draft}
                      checked={chosen.includes(s.studentId)}
                      onCheckedChange={(e) =>
                        setChosen((c) => (e.checked ? [...c, s.studentId] : c.filter((x) => x !== s.studentId)))
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Button variant="plain" color="blue.700" px="0" onClick={() => setOpen(s.studentId)}>
                      {s.studentName}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={s.status === 'missing' ? 'red' : s.status === 'returned' ? 'green' : 'gray'}>
                      {t(STATUS_NAMES[s.status])}
                    </Badge>
                    {s.late && (
                      <Badge ms="1" colorPalette="orange">
                        <Trans>Late</Trans>
                      </Badge>
                    )}
                    {s.extensionDueAt !== null && (
                      <Badge ms="1" colorPalette="purple">
                        <Trans>Extension</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {s.grade
                      ? `${s.grade.points ?? '—'}${a.points ? `/${a.points}` : ''}`
                      : draft
                        ? t`Draft ${draftPoints}`
                        : ''}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <FormStatus outcome={outcome} />
      <Button alignSelf="start" variant="outline" disabled={chosen.length === 0} loading={busy} onClick={returnChosen}>
        {chosenCount ? t`Return ${chosenCount} chosen` : t`Return chosen`}
      </Button>
    </Stack>
  );
}

/** Change the work, or delete it while nobody has handed it in (the API refuses after that: archive it instead). */
function ChangeWork({ user, a }: { user: UserRecord; a: Assignment }) {
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The work could not be deleted.`));
  const remove = () =>
    void submit(async () => {
      const res = await callApi('deleteAssignment', { id: a.id });
      void navigate(`/app/${roleSegment(user.role)}/assignments`);
      return res.message;
    });
  return (
    <Stack gap="3">
      <Stack direction="row" gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => setChanging((c) => !c)}>
          {changing ? t`Close the form` : t`Change the work`}
        </Button>
        {a.counts.handedIn + a.counts.returned === 0 && (
          <Button variant="outline" colorPalette="red" loading={busy} onClick={remove}>
            <Trans>Delete the work</Trans>
          </Button>
        )}
      </Stack>
      <FormStatus outcome={outcome} />
      {changing && <SetWorkForm key={a.updatedAt} user={user} assignment={a} onDone={() => setChanging(false)} />}
    </Stack>
  );
}

/** The assignment's page: instructions, live counts, and each class's students with their state, to mark. */
export function AssignmentPage({ user, id }: { user: UserRecord; id: string }) {
  const a = useAssignment(user.school_id, id);
  const where = useSchoolClock(user.school_id);
  const [classId, setClassId] = useState('');
  const home = `/app/${roleSegment(user.role)}`;
  const { t } = useLingui();
  if (a === undefined)
    return (
      <Text>
        <Trans>Loading…</Trans>
      </Text>
    );
  if (a === null) return <NotFound homePath={home} />;
  const shown = classId || a.classIds[0]!;
  const due = formatDateTime(a.dueAt, where);
  const outOf = a.points;
  return (
    <Stack gap="4">
      <ChakraLink asChild color="blue.700">
        <Link to={`${home}/assignments`}>
          <Trans>← Assignments</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        <bdi>{a.title}</bdi>{' '}
        {a.archived && (
          <Badge verticalAlign="middle">
            <Trans>Archived</Trans>
          </Badge>
        )}
      </Heading>
      <ChangeWork user={user} a={a} />
      <Text color="gray.700">
        {[
          workSubject(a),
          a.classNames.join(', '),
          t`due ${due}`,
          outOf !== null ? t`out of ${outOf}` : t`no grade`,
        ].join(' · ')}
      </Text>
      <FormattedText text={a.instructions} />
      <ResourceLinks links={a.links} />
      <WorkResources assignmentId={a.id} files={a.resources ?? []} where={where} editable />
      <Counts a={a} />
      {a.classIds.length > 1 && (
        <SelectField
          aria-label={t`Class`}
          value={shown}
          onChange={setClassId}
          options={a.classIds.map((c, i) => ({ value: c, label: a.classNames[i] ?? c }))}
        />
      )}
      <ClassWork key={shown} user={user} a={a} classId={shown} where={where} />
    </Stack>
  );
}
