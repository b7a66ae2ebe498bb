import { Box, Button, Checkbox, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { dayBefore, saveAssignmentInput, workloadHint } from '@academy/shared/assignment';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolClock, useSettableClasses, useSubjects, useWorkload } from './use-assignments';

/** "14 of 28 students already have 2 pieces due on Thursday", for the due date and the day before, per class. */
function WorkloadHint({
  schoolId,
  classId,
  className,
  size,
  dueDate,
}: {
  schoolId: string;
  classId: string;
  className: string;
  size: number;
  dueDate: string;
}) {
  const before = dayBefore(dueDate);
  const byDate = useWorkload(schoolId, classId, [before, dueDate]);
  const hints = [before, dueDate]
    .map((d) => workloadHint(byDate.get(d) ?? {}, size, d, className))
    .filter((h): h is string => !!h);
  return (
    <Text fontSize="sm" color="gray.700" data-testid="workload-hint">
      {hints.length ? hints.join(' ') : `Nobody in ${className} has other work due that day or the day before.`}
    </Text>
  );
}

/** Set a piece of work for one or more of the user's classes. */
export function SetWorkForm({ user, onDone }: { user: UserRecord; onDone: (id: string) => void }) {
  const { timeZone } = useSchoolClock(user.school_id);
  const { classes } = useSettableClasses(user);
  const subjects = useSubjects(user.school_id);
  const today = schoolToday(timeZone);
  const [title, setTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [classIds, setClassIds] = useState<string[]>([]);
  const [subjectId, setSubjectId] = useState('');
  const [openDate, setOpenDate] = useState(today);
  const [dueDate, setDueDate] = useState(addIsoDays(today, 3));
  const [dueTime, setDueTime] = useState('15:30');
  const [points, setPoints] = useState('10');
  const [lateAccepted, setLateAccepted] = useState(true);
  const { outcome, busy, submit } = useSubmission(errorMessage('The work could not be set.'));

  const body = {
    title,
    instructions,
    links: linkUrl.trim() ? [{ title: 'Resource', url: linkUrl.trim() }] : [],
    classIds,
    subjectId,
    openDate,
    dueDate,
    dueTime,
    points: points.trim() === '' ? null : Number(points),
    lateAccepted,
  };
  const check = saveAssignmentInput.safeParse(body);
  const problem = (field: string) =>
    check.success ? undefined : check.error.issues.find((i) => i.path[0] === field)?.message;
  const touched = title !== '';

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="white"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(async () => {
          const res = await callApi('saveAssignment', body);
          onDone(res.id);
          return res.message;
        });
      }}
    >
      <Heading as="h2" size="md" mb="3">
        Set work
      </Heading>
      <Stack gap="3">
        <FormField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={touched ? problem('title') : undefined}
          required
        />
        <Field.Root>
          <Field.Label>Instructions (formatted text: **bold**, *italic*, lists, links)</Field.Label>
          <Textarea bg="white" rows={5} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
        </Field.Root>
        <FormField
          label="Resource link (optional)"
          type="url"
          value={linkUrl}
          onChange={(e) => setLinkUrl(e.target.value)}
          error={linkUrl ? problem('links') : undefined}
        />
        <Field.Root>
          <Field.Label>Classes</Field.Label>
          <Stack direction="row" wrap="wrap" gap="4">
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
        </Field.Root>
        <Field.Root>
          <Field.Label>Subject</Field.Label>
          <SelectField
            aria-label="Subject"
            value={subjectId}
            onChange={setSubjectId}
            options={subjects}
            placeholder="Choose a subject"
          />
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <FormField
            label="Open date"
            type="date"
            value={openDate}
            onChange={(e) => setOpenDate(e.target.value)}
            helper="Hidden from students until then."
          />
          <FormField
            label="Due date"
            type="date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            error={problem('dueDate')}
          />
          <FormField
            label="Due time"
            type="time"
            value={dueTime}
            onChange={(e) => setDueTime(e.target.value)}
            helper={`School time (${timeZone}).`}
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
            />
          ) : null;
        })}
        <FormField
          label="Points (empty: no grade)"
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          error={problem('points')}
        />
        <Checkbox.Root checked={lateAccepted} onCheckedChange={(e) => setLateAccepted(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Accept late work</Checkbox.Label>
        </Checkbox.Root>
        <FormStatus outcome={outcome} />
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!check.success} alignSelf="start">
          Set work
        </Button>
      </Stack>
    </Box>
  );
}
