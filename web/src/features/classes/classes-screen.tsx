import { Heading } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const terms = useChoices(schoolId, 'terms', 'startDate');
  const teachers = useChoices(schoolId, 'teachers', 'lastName');
  const classes = useChoices(schoolId, 'classes', 'name');
  const termName = new Map(terms.map((term) => [term.id, `${term.name} ${term.schoolYear}`]));
  const teacherName = new Map(teachers.map((teacher) => [teacher.id, `${teacher.firstName} ${teacher.lastName}`]));
  const fields: FormFieldDef[] = [
    { name: 'name', label: t`Name`, kind: 'text', helper: t`For example Grade 7A.` },
    { name: 'grade', label: t`Grade`, kind: 'number' },
    { name: 'section', label: t`Section`, kind: 'text' },
    { name: 'capacity', label: t`Capacity`, kind: 'number', helper: t`The most students the class can hold.` },
    {
      name: 'homeroomTeacherId',
      label: t`Homeroom teacher`,
      kind: 'select',
      emptyLabel: t`No homeroom teacher`,
      options: teachers
        .filter((teacher) => !teacher.archived)
        .map((teacher) => ({ value: teacher.id, label: teacherName.get(teacher.id) ?? teacher.id })),
    },
    {
      name: 'termId',
      label: t`Term`,
      kind: 'select',
      options: terms.map((term) => ({ value: term.id, label: termName.get(term.id) ?? term.id })),
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
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create class`}
      saveLabel={t`Save class`}
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
  const current = terms.find((term) => term.current);
  const { t } = useLingui();
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="classes"
      words={{
        things: t`classes`,
        list: t`List of classes`,
        searchLabel: t`Search the list of classes`,
        searchHint: t`Search classes`,
        loading: t`Loading classes`,
        empty: t`There are no classes yet.`,
        noMatch: t`No classes match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} classes`
            : t`${plural(total, { one: `${first}–${last} of # class`, other: `${first}–${last} of # classes` })}`,
      }}
      defaultSort={{ field: 'name', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'name', label: t`Name`, sortable: true },
        { key: 'grade', label: t`Grade`, sortable: true },
        {
          key: 'homeroomTeacherId',
          label: t`Homeroom teacher`,
          render: (row) => teacherName.get(row.homeroomTeacherId) ?? '—',
          csv: (row) => teacherName.get(row.homeroomTeacherId) ?? '',
        },
        {
          key: 'termId',
          label: t`Term`,
          render: (row) => termName.get(row.termId) ?? row.termId,
          csv: (row) => termName.get(row.termId) ?? row.termId,
        },
        {
          key: 'studentCount',
          label: t`Students`,
          sortable: true,
          render: (row) => `${row.studentCount} / ${row.capacity}`,
        },
      ]}
      filters={[
        {
          field: 'termId',
          label: t`Term`,
          options: terms.map((term) => ({ value: term.id, label: termName.get(term.id) ?? term.id })),
        },
        {
          field: 'grade',
          label: t`Grade`,
          options: GRADES.map((grade) => ({ value: grade, label: t`Grade ${grade}` })),
        },
      ]}
      actions={
        <NewRecordDialog
          label={t`New class`}
          title={t`New class`}
          renderForm={(close) => <ClassForm fields={fields} defaultTermId={current?.id} onDone={close} />}
        />
      }
    />
  );
}

export function ClassDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'classes', id);
  const { fields, termName, teacherName, classes } = useClassChoices(schoolId);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={record.name}
      backPath={basePath}
      backLabel={t`All classes`}
      facts={[
        { label: t`Grade`, value: record.grade },
        { label: t`Section`, value: record.section || '—' },
        { label: t`Capacity`, value: record.capacity },
        {
          label: t`Homeroom teacher`,
          value: (record.homeroomTeacherId ? teacherName.get(record.homeroomTeacherId) : undefined) ?? '—',
        },
        { label: t`Term`, value: termName.get(record.termId) ?? record.termId },
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
        <Trans>Timetable</Trans>
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
