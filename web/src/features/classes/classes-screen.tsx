import { Heading } from '@chakra-ui/react';
import { RecordEditor } from '@/components/records/record-editor';
import { callApi } from '@/lib/api';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { type FormFieldDef } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';
import { ClassTimetable } from '@/components/timetable/timetable';
import { ClassRoster } from './class-roster';

const GRADES = Array.from({ length: 14 }, (_, g) => g);

/** The terms and teachers a class form chooses from, and their names for the list. */
function useClassChoices(schoolId: string) {
  const terms = useChoices(schoolId, 'terms', 'startDate');
  const teachers = useChoices(schoolId, 'teachers', 'lastName');
  const classes = useChoices(schoolId, 'classes', 'name');
  const termName = new Map(terms.map((t) => [t.id, `${t.name} ${t.schoolYear}`]));
  const teacherName = new Map(teachers.map((t) => [t.id, `${t.firstName} ${t.lastName}`]));
  const fields: FormFieldDef[] = [
    { name: 'name', label: 'Name', kind: 'text', helper: 'For example Grade 7A.' },
    { name: 'grade', label: 'Grade', kind: 'number' },
    { name: 'section', label: 'Section', kind: 'text' },
    { name: 'capacity', label: 'Capacity', kind: 'number', helper: 'The most students the class can hold.' },
    {
      name: 'homeroomTeacherId',
      label: 'Homeroom teacher',
      kind: 'select',
      emptyLabel: 'No homeroom teacher',
      options: teachers.filter((t) => !t.archived).map((t) => ({ value: t.id, label: teacherName.get(t.id) ?? t.id })),
    },
    {
      name: 'termId',
      label: 'Term',
      kind: 'select',
      options: terms.map((t) => ({ value: t.id, label: termName.get(t.id) ?? t.id })),
    },
  ];
  return { fields, terms, termName, teacherName, classes };
}

function ClassForm({
  fields,
  record,
  defaultTermId,
  onDone,
}: {
  fields: FormFieldDef[];
  record?: RecordRow;
  defaultTermId?: string;
  onDone: () => void;
}) {
  return (
    <RecordEditor
      fields={fields}
      noun="class"
      record={record}
      createRoute="createClass"
      createInitial={{ capacity: 30, section: '', homeroomTeacherId: null, termId: defaultTermId ?? '' }}
      updateRoute="updateClass"
      onDone={onDone}
    />
  );
}

export function ClassesScreen({ schoolId, basePath }: ListScreenProps) {
  const { fields, terms, termName, teacherName } = useClassChoices(schoolId);
  const current = terms.find((t) => t.current);
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="classes"
      noun={{ one: 'class', many: 'classes' }}
      defaultSort={{ field: 'name', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'name', label: 'Name', sortable: true },
        { key: 'grade', label: 'Grade', sortable: true },
        {
          key: 'homeroomTeacherId',
          label: 'Homeroom teacher',
          render: (row) => teacherName.get(row.homeroomTeacherId) ?? '—',
          csv: (row) => teacherName.get(row.homeroomTeacherId) ?? '',
        },
        {
          key: 'termId',
          label: 'Term',
          render: (row) => termName.get(row.termId) ?? row.termId,
          csv: (row) => termName.get(row.termId) ?? row.termId,
        },
        {
          key: 'studentCount',
          label: 'Students',
          sortable: true,
          render: (row) => `${row.studentCount} / ${row.capacity}`,
        },
      ]}
      filters={[
        {
          field: 'termId',
          label: 'Term',
          options: terms.map((t) => ({ value: t.id, label: termName.get(t.id) ?? t.id })),
        },
        { field: 'grade', label: 'Grade', options: GRADES.map((g) => ({ value: g, label: `Grade ${g}` })) },
      ]}
      actions={
        <NewRecordDialog
          label="New class"
          title="New class"
          renderForm={(close) => <ClassForm fields={fields} defaultTermId={current?.id} onDone={close} />}
        />
      }
    />
  );
}

export function ClassDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'classes', id);
  const { fields, termName, teacherName, classes } = useClassChoices(schoolId);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={record.name}
      backPath={basePath}
      backLabel="All classes"
      facts={[
        { label: 'Grade', value: record.grade },
        { label: 'Section', value: record.section || '—' },
        { label: 'Capacity', value: record.capacity },
        {
          label: 'Homeroom teacher',
          value: (record.homeroomTeacherId ? teacherName.get(record.homeroomTeacherId) : undefined) ?? '—',
        },
        { label: 'Term', value: termName.get(record.termId) ?? record.termId },
      ]}
      renderEditForm={(close) => <ClassForm fields={fields} record={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteClass', { id })).message}
    >
      <ClassRoster
        schoolId={schoolId}
        classRecord={record}
        otherClasses={classes.filter((c) => c.id !== id && c.termId === record.termId)}
      />
      <Heading as="h2" size="lg" mt="8" mb="3">
        Timetable
      </Heading>
      <ClassTimetable
        schoolId={schoolId}
        classId={id}
        className={record.name}
        lessonPath={(lessonId) => `${basePath.replace(/\/[^/]+$/, '')}/lessons/${lessonId}`}
      />
    </RecordDetail>
  );
}
