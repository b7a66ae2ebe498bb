import { Box, Button, Field, Flex, HStack, Link, Tabs } from '@chakra-ui/react';
import { formatTimeRange, formatWeekday, type SchoolLocale } from '@academy/shared/date-format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { RecordEditor } from '@/components/records/record-editor';
import type { FormFieldDef, FormValues } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';
import { Timetable, type TimetableOwner } from '@/components/timetable/timetable';
import type { Lesson } from '@/components/timetable/use-lessons';

const fullName = (teacher: RecordRow) => `${teacher.firstName} ${teacher.lastName}`;
const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** A weekday's name (ISO 1 Monday … 7 Sunday) in the reader's language: 2024-01-01 was a Monday. */
const weekdayName = (weekday: number, schoolLocale: SchoolLocale) =>
  formatWeekday(`2024-01-0${weekday}`, schoolLocale, 'long');

/** When a lesson is, "Monday 09:00–09:50", in the reader's words and the school's clock. */
function useLessonWhen(schoolId: string) {
  const schoolLocale = useSchoolLocale(schoolId);
  return (row: RecordRow) => {
    const lesson = row as Lesson;
    // A day's name and its times, side by side as the timetable shows them: no words of ours between them.
    return `${weekdayName(lesson.weekday, schoolLocale)} ${formatTimeRange(lesson.startTime, lesson.endTime, schoolLocale)}`;
  };
}

/** The classes, teachers, subjects and courses a lesson form chooses from. */
function useLessonChoices(schoolId: string) {
  const { t } = useLingui();
  const schoolLocale = useSchoolLocale(schoolId);
  const classes = useChoices(schoolId, 'classes', 'name');
  const teachers = useChoices(schoolId, 'teachers', 'lastName').filter((teacher) => !teacher.archived);
  const subjects = useChoices(schoolId, 'subjects', 'code');
  const courses = useChoices(schoolId, 'courses', 'code');
  const owners = {
    class: classes.map((c) => ({ value: c.id, label: c.name as string })),
    teacher: teachers.map((teacher) => ({ value: teacher.id, label: fullName(teacher) })),
  };
  const fields: FormFieldDef[] = [
    {
      name: 'classId',
      label: t`Class`,
      kind: 'select',
      options: owners.class,
    },
    {
      name: 'teacherId',
      label: t`Teacher`,
      kind: 'select',
      options: owners.teacher,
    },
    {
      name: 'subjectId',
      label: t`Subject`,
      kind: 'select',
      emptyLabel: t`No subject: a course is taught`,
      helper: t`Choose a subject, or a course below.`,
      options: subjects.map((s) => ({ value: s.id, label: `${s.name} (${s.code})` })),
    },
    {
      name: 'courseId',
      label: t`Course`,
      kind: 'select',
      emptyLabel: t`No course: a subject is taught`,
      options: courses.map((c) => ({ value: c.id, label: `${c.title} (${c.code})` })),
    },
    {
      name: 'weekday',
      label: t`Day`,
      kind: 'select',
      numeric: true,
      options: ISO_WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(d, schoolLocale) })),
    },
    { name: 'room', label: t`Room`, kind: 'text', helper: t`Leave empty when the lesson has no fixed room.` },
    { name: 'startTime', label: t`Starts at`, kind: 'time' },
    { name: 'endTime', label: t`Ends at`, kind: 'time' },
  ];
  return { fields, owners };
}

function LessonForm({
  fields,
  lesson,
  initial,
  onDone,
}: {
  fields: FormFieldDef[];
  lesson?: RecordRow;
  initial?: FormValues;
  onDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create lesson`}
      saveLabel={t`Save lesson`}
      record={lesson}
      createRoute="createLesson"
      createInitial={{
        classId: '',
        teacherId: '',
        subjectId: null,
        courseId: null,
        weekday: 1,
        startTime: '',
        endTime: '',
        room: '',
        ...initial,
      }}
      updateRoute="updateLesson"
      onDone={onDone}
    />
  );
}

/** The week of the chosen class or teacher, with a switch between the two and a picker. */
function TimetableView({
  schoolId,
  basePath,
  choices,
}: ListScreenProps & { choices: ReturnType<typeof useLessonChoices> }) {
  const [view, setView] = useState<TimetableOwner>('class');
  const [picked, setPicked] = useState<Record<TimetableOwner, string>>({ class: '', teacher: '' });
  const options = choices.owners[view];
  const chosen = options.find((o) => o.value === picked[view]) ?? options[0];
  const lessonPath = (id: string) => `${basePath}/${id}`;
  const { t } = useLingui();
  return (
    <Box>
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <HStack role="group" aria-label={t`Show the timetable`} gap="0">
          {(['class', 'teacher'] as const).map((v, i) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'solid' : 'outline'}
              colorPalette="blue"
              bg={view === v ? undefined : 'white'}
              borderStartRadius={i === 0 ? undefined : '0'}
              borderEndRadius={i === 0 ? '0' : undefined}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'class' ? t`By class` : t`By teacher`}
            </Button>
          ))}
        </HStack>
        <Field.Root width="auto" minW="200px">
          <Field.Label>{view === 'class' ? t`Class` : t`Teacher`}</Field.Label>
          <SelectField
            size="sm"
            value={chosen?.value ?? ''}
            onChange={(v) => setPicked({ ...picked, [view]: v })}
            options={options}
          />
        </Field.Root>
        <NewRecordDialog
          label={t`New lesson`}
          title={t`New lesson`}
          renderForm={(close) => (
            <LessonForm
              fields={choices.fields}
              initial={chosen ? { [view === 'class' ? 'classId' : 'teacherId']: chosen.value } : {}}
              onDone={close}
            />
          )}
        />
      </Flex>
      {chosen && (
        <Timetable
          key={chosen.value}
          schoolId={schoolId}
          of={view}
          id={chosen.value}
          name={chosen.label}
          lessonPath={lessonPath}
        />
      )}
    </Box>
  );
}

/** Every lesson as a list: search, filters by class and teacher, paging and CSV export, like every module. */
function LessonList({
  schoolId,
  basePath,
  choices,
}: ListScreenProps & { choices: ReturnType<typeof useLessonChoices> }) {
  const { t } = useLingui();
  const when = useLessonWhen(schoolId);
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="lessons"
      words={{
        things: t`lessons`,
        list: t`List of lessons`,
        searchLabel: t`Search the list of lessons`,
        searchHint: t`Search lessons`,
        loading: t`Loading lessons`,
        empty: t`There are no lessons yet.`,
        noMatch: t`No lessons match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} lessons`
            : t`${plural(total, { one: `${first}–${last} of # lesson`, other: `${first}–${last} of # lessons` })}`,
      }}
      defaultSort={{ field: 'slot', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        {
          key: 'slot',
          label: t`When`,
          sortable: true,
          render: (row) => when(row),
          csv: (row) => when(row),
        },
        { key: 'className', label: t`Class`, sortable: true },
        { key: 'title', label: t`Course or subject` },
        { key: 'teacherName', label: t`Teacher`, sortable: true },
        { key: 'room', label: t`Room` },
      ]}
      filters={[
        {
          field: 'classId',
          label: t`Class`,
          options: choices.owners.class,
        },
        {
          field: 'teacherId',
          label: t`Teacher`,
          options: choices.owners.teacher,
        },
      ]}
    />
  );
}

export function LessonsScreen(props: ListScreenProps) {
  const choices = useLessonChoices(props.schoolId);
  return (
    <Tabs.Root defaultValue="timetable" mt="6" lazyMount unmountOnExit variant="enclosed">
      <Tabs.List>
        <Tabs.Trigger value="timetable">
          <Trans>Timetable</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="list">
          <Trans>List</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="timetable">
        <TimetableView {...props} choices={choices} />
      </Tabs.Content>
      <Tabs.Content value="list">
        <LessonList {...props} choices={choices} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function LessonDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'lessons', id);
  const choices = useLessonChoices(schoolId);
  const when = useLessonWhen(schoolId);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const sections = basePath.replace(/\/[^/]+$/, '');
  return (
    <RecordDetail
      title={`${record.className} ${record.title}`}
      backPath={basePath}
      backLabel={t`The timetable`}
      facts={[
        { label: t`When`, value: when(record) },
        {
          label: t`Class`,
          value: (
            <Link asChild color="blue.700">
              <RouterLink to={`${sections}/classes/${record.classId}`}>{record.className}</RouterLink>
            </Link>
          ),
        },
        { label: record.courseId ? t`Course` : t`Subject`, value: `${record.title} (${record.code})` },
        { label: t`Teacher`, value: record.teacherName },
        { label: t`Room`, value: record.room || '—' },
      ]}
      renderEditForm={(close) => <LessonForm fields={choices.fields} lesson={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteLesson', { id })).message}
    />
  );
}
