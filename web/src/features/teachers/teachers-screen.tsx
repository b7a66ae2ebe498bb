import { Link, List, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/lib/api';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { PersonAccount } from '@/components/accounts/person-account';
import type { PersonRow } from '@/components/accounts/use-people-accounts';
import { RecordDetail } from '@/components/records/record-detail';
import { RecordEditor } from '@/components/records/record-editor';
import type { FormFieldDef } from '@/components/records/record-form';
import { RecordSection } from '@/components/records/record-section';
import { TeacherTimetable } from '@/components/timetable/timetable';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';
import {
  EmployeeList,
  employeeFacts,
  employeeFields,
  fullName,
  NEW_EMPLOYEE,
} from '@/components/people/employee-parts';
import { useTeacherClasses } from './use-teacher-classes';

/** The subjects a teacher form chooses from, and their names for the list and the page. */
function useTeacherChoices(schoolId: string) {
  const subjects = useChoices(schoolId, 'subjects', 'code');
  const subjectName = new Map(subjects.map((s) => [s.id, `${s.code} ${s.name}`]));
  const fields: FormFieldDef[] = [
    ...employeeFields('the school’s teachers'),
    {
      name: 'subjectIds',
      label: 'Subjects',
      kind: 'multiselect',
      helper: 'Hold Ctrl (or ⌘) to choose several.',
      options: subjects.map((s) => ({ value: s.id, label: subjectName.get(s.id) ?? s.id })),
    },
  ];
  return { fields, subjectName };
}

function TeacherForm({ fields, teacher, onDone }: { fields: FormFieldDef[]; teacher?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={fields}
      noun="teacher"
      record={teacher}
      createRoute="createTeacher"
      createInitial={{ ...NEW_EMPLOYEE, subjectIds: [] }}
      updateRoute="updateTeacher"
      onDone={onDone}
    />
  );
}

export function TeachersScreen({ schoolId, basePath }: ListScreenProps) {
  const { fields, subjectName } = useTeacherChoices(schoolId);
  const subjectsOf = (row: RecordRow) => (row.subjectIds as string[]).map((s) => subjectName.get(s) ?? s).join(', ');
  return (
    <EmployeeList
      schoolId={schoolId}
      basePath={basePath}
      kind="teachers"
      noun={{ one: 'teacher', many: 'teachers' }}
      extraColumns={[{ key: 'subjectIds', label: 'Subjects', render: subjectsOf, csv: subjectsOf }]}
      renderForm={(close) => <TeacherForm fields={fields} onDone={close} />}
    />
  );
}

/** The classes a teacher has, each leading to its class page. */
function TeacherClasses({
  schoolId,
  teacher,
  classesPath,
}: {
  schoolId: string;
  teacher: RecordRow;
  classesPath: string;
}) {
  const { loading, classes } = useTeacherClasses(schoolId, teacher.id, (teacher.accountUid as string | null) ?? null);
  return (
    <RecordSection id="teacher-classes-heading" title="Classes">
      {loading ? (
        <Spinner size="sm" aria-label="Loading the classes" />
      ) : classes.length === 0 ? (
        <Text color="gray.600">{fullName(teacher)} has no classes yet.</Text>
      ) : (
        <List.Root gap="1" ps="5">
          {classes.map((c) => (
            <List.Item key={c.id}>
              <Link asChild color="blue.700">
                <RouterLink to={`${classesPath}/${c.id}`}>{c.name}</RouterLink>
              </Link>
              {c.homeroom ? ' · homeroom teacher' : ' · teaches the class'}
            </List.Item>
          ))}
        </List.Root>
      )}
    </RecordSection>
  );
}

export function TeacherDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'teachers', id);
  const { fields, subjectName } = useTeacherChoices(schoolId);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const subjectsPath = basePath.replace(/teachers$/, 'subjects');
  const subjectIds = record.subjectIds as string[];
  return (
    <RecordDetail
      title={`${fullName(record)}${record.archived ? ' (archived)' : ''}`}
      backPath={basePath}
      backLabel="All teachers"
      facts={[
        ...employeeFacts(record),
        {
          label: 'Subjects',
          value: subjectIds.length
            ? subjectIds.map((s, i) => (
                <span key={s}>
                  {i > 0 && ', '}
                  <Link asChild color="blue.700">
                    <RouterLink to={`${subjectsPath}/${s}`}>{subjectName.get(s) ?? s}</RouterLink>
                  </Link>
                </span>
              ))
            : 'None',
        },
      ]}
      renderEditForm={(close) => <TeacherForm fields={fields} teacher={record} onDone={close} />}
      deleteLabel={record.archived ? 'Restore' : 'Archive'}
      onDelete={async () => (await callApi('archiveTeacher', { id, archived: !record.archived })).message}
    >
      <TeacherClasses schoolId={schoolId} teacher={record} classesPath={basePath.replace(/teachers$/, 'classes')} />
      <RecordSection id="teacher-timetable-heading" title="Weekly timetable">
        <TeacherTimetable
          schoolId={schoolId}
          teacherId={id}
          teacherName={fullName(record)}
          lessonPath={(lessonId) => `${basePath.replace(/teachers$/, 'lessons')}/${lessonId}`}
        />
      </RecordSection>
      <PersonAccount personType="teachers" person={record as PersonRow} archived={record.archived === true} />
    </RecordDetail>
  );
}
