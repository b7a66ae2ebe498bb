import { Box, Button, Field, Flex, HStack, Link, Tabs } from '@chakra-ui/react';
import { lessonWhen, WEEKDAYS } from '@academy/shared/lesson';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { callApi } from '@/lib/api';
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

const fullName = (t: RecordRow) => `${t.firstName} ${t.lastName}`;
const when = (lesson: RecordRow) => lessonWhen(lesson as Lesson);

/** The classes, teachers, subjects and courses a lesson form chooses from. */
function useLessonChoices(schoolId: string) {
  const classes = useChoices(schoolId, 'classes', 'name');
  const teachers = useChoices(schoolId, 'teachers', 'lastName').filter((t) => !t.archived);
  const subjects = useChoices(schoolId, 'subjects', 'code');
  const courses = useChoices(schoolId, 'courses', 'code');
  const owners = {
    class: classes.map((c) => ({ value: c.id, label: c.name as string })),
    teacher: teachers.map((t) => ({ value: t.id, label: fullName(t) })),
  };
  const fields: FormFieldDef[] = [
    {
      name: 'classId',
      label: 'Class',
      kind: 'select',
      options: owners.class,
    },
    {
      name: 'teacherId',
      label: 'Teacher',
      kind: 'select',
      options: owners.teacher,
    },
    {
      name: 'subjectId',
      label: 'Subject',
      kind: 'select',
      emptyLabel: 'No subject: a course is taught',
      helper: 'Choose a subject, or a course below.',
      options: subjects.map((s) => ({ value: s.id, label: `${s.name} (${s.code})` })),
    },
    {
      name: 'courseId',
      label: 'Course',
      kind: 'select',
      emptyLabel: 'No course: a subject is taught',
      options: courses.map((c) => ({ value: c.id, label: `${c.title} (${c.code})` })),
    },
    {
      name: 'weekday',
      label: 'Day',
      kind: 'select',
      numeric: true,
      options: WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d })),
    },
    { name: 'room', label: 'Room', kind: 'text', helper: 'Leave empty when the lesson has no fixed room.' },
    { name: 'startTime', label: 'Starts at', kind: 'time' },
    { name: 'endTime', label: 'Ends at', kind: 'time' },
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
  return (
    <RecordEditor
      fields={fields}
      noun="lesson"
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
  return (
    <Box>
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <HStack role="group" aria-label="Show the timetable" gap="0">
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
              {v === 'class' ? 'By class' : 'By teacher'}
            </Button>
          ))}
        </HStack>
        <Field.Root width="auto" minW="200px">
          <Field.Label>{view === 'class' ? 'Class' : 'Teacher'}</Field.Label>
          <SelectField
            size="sm"
            value={chosen?.value ?? ''}
            onChange={(v) => setPicked({ ...picked, [view]: v })}
            options={options}
          />
        </Field.Root>
        <NewRecordDialog
          label="New lesson"
          title="New lesson"
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
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="lessons"
      noun={{ one: 'lesson', many: 'lessons' }}
      defaultSort={{ field: 'slot', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        {
          key: 'slot',
          label: 'When',
          sortable: true,
          render: (row) => when(row),
          csv: (row) => when(row),
        },
        { key: 'className', label: 'Class', sortable: true },
        { key: 'title', label: 'Course or subject' },
        { key: 'teacherName', label: 'Teacher', sortable: true },
        { key: 'room', label: 'Room' },
      ]}
      filters={[
        {
          field: 'classId',
          label: 'Class',
          options: choices.owners.class,
        },
        {
          field: 'teacherId',
          label: 'Teacher',
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
        <Tabs.Trigger value="timetable">Timetable</Tabs.Trigger>
        <Tabs.Trigger value="list">List</Tabs.Trigger>
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
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const sections = basePath.replace(/\/[^/]+$/, '');
  return (
    <RecordDetail
      title={`${record.className} ${record.title}`}
      backPath={basePath}
      backLabel="The timetable"
      facts={[
        { label: 'When', value: when(record) },
        {
          label: 'Class',
          value: (
            <Link asChild color="blue.700">
              <RouterLink to={`${sections}/classes/${record.classId}`}>{record.className}</RouterLink>
            </Link>
          ),
        },
        { label: record.courseId ? 'Course' : 'Subject', value: `${record.title} (${record.code})` },
        { label: 'Teacher', value: record.teacherName },
        { label: 'Room', value: record.room || '—' },
      ]}
      renderEditForm={(close) => <LessonForm fields={choices.fields} lesson={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteLesson', { id })).message}
    />
  );
}
