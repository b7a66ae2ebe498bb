import { Box, Button, Checkbox, Field, Fieldset, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import {
  type Assignment,
  dayBefore,
  MAX_LINKS,
  type ResourceLink,
  saveAssignmentInput,
  workloadHint,
} from '@academy/shared/assignment';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ClassesNotShown } from '@/components/audience/audience-fields';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { RepeatedRows } from '@/components/ui/repeated-rows';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { ApiError } from '@/lib/api-error';
import { callApi } from '@/lib/api';
import { useClassCourses, useSchoolClock, useSettableClasses, useSubjects, useWorkload } from './use-assignments';

/** "14 of 28 students already have 2 pieces due on Thursday", for the due date and the day before, per class. */
function WorkloadHint({
  schoolId,
  classId,
  className,
  size,
  dueDate,
  ownDueDate,
}: {
  schoolId: string;
  classId: string;
  className: string;
  size: number;
  dueDate: string;
  /** When changing work already set for this class: its due date now, whose piece the counts leave out. */
  ownDueDate?: string | undefined;
}) {
  const { t } = useLingui();
  const before = dayBefore(dueDate);
  const byDate = useWorkload(schoolId, classId, [before, dueDate]);
  const others = (d: string) => {
    const pieces = byDate.get(d) ?? {};
    if (d !== ownDueDate) return pieces;
    return Object.fromEntries(Object.entries(pieces).map(([student, n]) => [student, Math.max(0, n - 1)]));
  };
  const hints = [before, dueDate]
    .map((d) => workloadHint(others(d), size, d, className))
    .filter((h): h is string => !!h);
  return (
    <Text fontSize="sm" color="gray.700" data-testid="workload-hint">
      {hints.length ? hints.join(' ') : t`Nobody in ${className} has other work due that day or the day before.`}
    </Text>
  );
}

/** The form field a refusal from the server is about, so it shows beside that field. */
function refusedField(message: string): string | null {
  const named = /^(\w+): /.exec(message)?.[1];
  if (named) return named;
  if (message.startsWith('Points ')) return 'points';
  if (/\bclass(es)?\b/i.test(message)) return 'classIds';
  if (/\bsubject\b/i.test(message)) return 'subjectId';
  return null;
}

/**
 * Set a piece of work for one or more of the user's classes, or change work already set (`assignment`): everything
 * handed in is kept, and the points are fixed once marks have been returned, as the API has it.
 */
export function SetWorkForm({
  user,
  assignment,
  onDone,
}: {
  user: UserRecord;
  assignment?: Assignment;
  onDone: (id: string) => void;
}) {
  const { t } = useLingui();
  const { timeZone } = useSchoolClock(user.school_id);
  const { classes, status: classesStatus } = useSettableClasses(user);
  const subjects = useSubjects(user.school_id);
  const today = schoolToday(timeZone);
  const a = assignment;
  const [title, setTitle] = useState(a?.title ?? '');
  const [instructions, setInstructions] = useState(a?.instructions ?? '');
  const [links, setLinks] = useState<ResourceLink[]>(a?.links ?? []);
  const [classIds, setClassIds] = useState<string[]>(a?.classIds ?? []);
  const [subjectId, setSubjectId] = useState(a?.subjectId ?? '');
  const [courseId, setCourseId] = useState(a?.courseId ?? '');
  const [openDate, setOpenDate] = useState(a?.openDate ?? today);
  const [dueDate, setDueDate] = useState(a?.dueDate ?? addIsoDays(today, 3));
  const [dueTime, setDueTime] = useState(a?.dueTime ?? '15:30');
  const [points, setPoints] = useState(a ? (a.points === null ? '' : String(a.points)) : '10');
  const [lateAccepted, setLateAccepted] = useState(a?.lateAccepted ?? true);
  const [nothingToHandIn, setNothingToHandIn] = useState(a?.nothingToHandIn ?? false);
  const [archived, setArchived] = useState(a?.archived ?? false);
  // A refusal from the server, with the form as it was sent: it shows only until the form changes.
  const [refusal, setRefusal] = useState<{ field: string; message: string; sent: string } | null>(null);
  const { outcome, busy, submit } = useSubmission(
    errorMessage(a ? t`The work could not be saved.` : t`The work could not be set.`),
  );
  const pointsFixed = !!a && a.counts.returned > 0;

  // A course can hold the work only if it is of the chosen subject and taught to every chosen class.
  const courses = useClassCourses(user.school_id, classIds[0]).filter(
    (c) => c.subjectId === subjectId && classIds.every((id) => c.classIds.includes(id)),
  );
  const body = {
    ...(a ? { id: a.id, archived } : {}),
    title,
    instructions,
    links,
    classIds,
    subjectId,
    courseId: courseId || null,
    openDate,
    dueDate,
    dueTime,
    points: points.trim() === '' ? null : Number(points),
    lateAccepted,
    nothingToHandIn,
  };
  const check = saveAssignmentInput.safeParse(body);
  const sent = JSON.stringify(body);
  const problemAt = (...path: (string | number)[]) =>
    (check.success
      ? undefined
      : check.error.issues.find((i) => path.every((step, at) => i.path[at] === step))?.message) ??
    (refusal && refusal.field === path[0] && refusal.sent === sent ? refusal.message : undefined);
  const problem = (field: string) => problemAt(field);
  // A problem with the list of links as a whole (too many), not with one of them.
  const listProblem = check.success ? undefined : check.error.issues.find((i) => i.path.join() === 'links')?.message;
  const touched = title !== '' || !!a;
  const verb = a ? t`Save changes` : t`Set work`;

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="white"
      aria-label={a ? t`Change the work` : t`Set work`}
      onSubmit={(e) => {
        e.preventDefault();
        setRefusal(null);
        void submit(async () => {
          try {
            const res = await callApi('saveAssignment', body);
            onDone(res.id);
            return res.message;
          } catch (error) {
            const field = error instanceof ApiError ? refusedField(error.message) : null;
            if (field)
              setRefusal({ field, message: error instanceof Error ? error.message.replace(/^\w+: /, '') : '', sent });
            throw error;
          }
        });
      }}
    >
      <Heading as="h2" size="md" mb="3">
        {a ? t`Change the work` : t`Set work`}
      </Heading>
      <Stack gap="3">
        {a && a.counts.handedIn + a.counts.returned > 0 && (
          <Text fontSize="sm" color="gray.700">
            <Trans>Students have handed this work in: what they handed in stays as it is.</Trans>
          </Text>
        )}
        <FormField
          label={t`Title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={touched ? problem('title') : undefined}
          required
        />
        <Field.Root invalid={!!problem('instructions')}>
          <Field.Label>
            <Trans>Instructions (formatted text: **bold**, *italic*, lists, links)</Trans>
          </Field.Label>
          <Textarea
            dir="auto"
            bg="white"
            rows={5}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
          />
          {problem('instructions') && <Field.ErrorText>{problem('instructions')}</Field.ErrorText>}
        </Field.Root>
        <RepeatedRows
          legend={t`Resource links (optional)`}
          rows={links}
          onChange={setLinks}
          blank={() => ({ title: '', url: '' })}
          max={MAX_LINKS}
          error={listProblem}
          testId="resource-link"
          removeLabel={(at) => {
            const number = at + 1;
            return t`Remove link ${number}`;
          }}
          addLabel={t`Add a link`}
          row={(link, at, change) => {
            const number = at + 1;
            return (
              <>
                <FormField
                  label={t`Link ${number}: title`}
                  value={link.title}
                  onChange={(e) => change({ title: e.target.value })}
                  error={link.title || link.url ? problemAt('links', at, 'title') : undefined}
                />
                <FormField
                  label={t`Link ${number}: web address`}
                  type="url"
                  value={link.url}
                  onChange={(e) => change({ url: e.target.value })}
                  error={link.title || link.url ? problemAt('links', at, 'url') : undefined}
                />
              </>
            );
          }}
        />
        {/* A group of checkboxes is a fieldset: inside one Field every checkbox would take the field's one input id. */}
        <Fieldset.Root invalid={touched && !!problem('classIds')}>
          <Fieldset.Legend>
            <Trans>Classes</Trans>
          </Fieldset.Legend>
          <Stack direction="row" wrap="wrap" gap="4">
            <ClassesNotShown status={classesStatus} empty={classes.length === 0} admin={user.role === 'Admin'} />
            {classes.map((c) => (
              <Checkbox.Root
                key={c.id}
                checked={classIds.includes(c.id)}
                onCheckedChange={(e) =>
                  setClassIds((ids) => (e.checked ? [...ids, c.id] : ids.filter((i) => i !== c.id)))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {touched && problem('classIds') && <Fieldset.ErrorText>{problem('classIds')}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root invalid={touched && !!problem('subjectId')}>
          <Field.Label>
            <Trans>Subject</Trans>
          </Field.Label>
          <SelectField
            aria-label={t`Subject`}
            value={subjectId}
            onChange={(id) => {
              setSubjectId(id);
              setCourseId('');
            }}
            options={subjects}
            placeholder={t`Choose a subject`}
          />
          {touched && problem('subjectId') && <Field.ErrorText>{problem('subjectId')}</Field.ErrorText>}
        </Field.Root>
        {(courses.length > 0 || courseId) && (
          <Field.Root invalid={!!problem('courseId')}>
            <Field.Label>
              <Trans>Course (optional)</Trans>
            </Field.Label>
            <SelectField
              aria-label={t`Course`}
              value={courseId}
              onChange={setCourseId}
              options={[
                { value: '', label: t`The whole subject, no one course` },
                ...courses.map((c) => ({ value: c.id, label: c.title })),
                ...(courseId && !courses.some((c) => c.id === courseId)
                  ? [{ value: courseId, label: a?.courseTitle ?? t`The course chosen before` }]
                  : []),
              ]}
            />
            {problem('courseId') && <Field.ErrorText>{problem('courseId')}</Field.ErrorText>}
          </Field.Root>
        )}
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <DateFormField
            label={t`Open date`}
            value={openDate}
            onChange={(v) => setOpenDate(v)}
            helper={t`Hidden from students until then.`}
            error={problem('openDate')}
          />
          <DateFormField
            label={t`Due date`}
            value={dueDate}
            onChange={(v) => setDueDate(v)}
            error={problem('dueDate')}
          />
          <FormField
            label={t`Due time`}
            type="time"
            value={dueTime}
            onChange={(e) => setDueTime(e.target.value)}
            helper={t`School time (${timeZone}).`}
            error={problem('dueTime')}
          />
        </Stack>
        {classIds.map((id) => {
          const c = classes.find((x) => x.id === id);
          return c && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? (
            <WorkloadHint
              key={id}
              schoolId={user.school_id}
              classId={id}
              className={c.name}
              size={c.studentCount}
              dueDate={dueDate}
              ownDueDate={a?.classIds.includes(id) ? a.dueDate : undefined}
            />
          ) : null;
        })}
        <FormField
          label={t`Points (empty: no grade)`}
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          readOnly={pointsFixed}
          helper={pointsFixed ? t`Marks have been returned: the points cannot change.` : undefined}
          error={problem('points')}
        />
        <Checkbox.Root checked={lateAccepted} onCheckedChange={(e) => setLateAccepted(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Accept late work</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={nothingToHandIn} onCheckedChange={(e) => setNothingToHandIn(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Nothing to hand in: the work is done on paper or in class</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        {a && (
          <Checkbox.Root checked={archived} onCheckedChange={(e) => setArchived(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Archived (kept with its marks, shown as archived)</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        <FormStatus outcome={outcome} />
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!check.success} alignSelf="start">
          {verb}
        </Button>
      </Stack>
    </Box>
  );
}
