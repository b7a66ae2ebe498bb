import { Link, List, Spinner, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const subjects = useChoices(schoolId, 'subjects', 'code');
  const subjectName = new Map(subjects.map((s) => [s.id, `${s.code} ${s.name}`]));
  const fields: FormFieldDef[] = [
    ...employeeFields(t, 'teachers'),
    {
      name: 'subjectIds',
      label: t`Subjects`,
      kind: 'multiselect',
      helper: t`Hold Ctrl (or ⌘) to choose several.`,
      options: subjects.map((s) => ({ value: s.id, label: subjectName.get(s.id) ?? s.id })),
    },
  ];
  return { fields, subjectName };
}

function TeacherForm({ fields, teacher, onDone }: { fields: FormFieldDef[]; teacher?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create teacher`}
      saveLabel={t`Save teacher`}
      record={teacher}
      createRoute="createTeacher"
      createInitial={{ ...NEW_EMPLOYEE, subjectIds: [] }}
      updateRoute="updateTeacher"
      onDone={onDone}
    />
  );
}

export function TeachersScreen({ schoolId, basePath }: ListScreenProps) {
  const { t } = useLingui();
  const { fields, subjectName } = useTeacherChoices(schoolId);
  const subjectsOf = (row: RecordRow) => (row.subjectIds as string[]).map((s) => subjectName.get(s) ?? s).join(', ');
  return (
    <EmployeeList
      schoolId={schoolId}
      basePath={basePath}
      kind="teachers"
      words={{
        things: t`teachers`,
        list: t`List of teachers`,
        searchLabel: t`Search the list of teachers`,
        searchHint: t`Search teachers`,
        loading: t`Loading teachers`,
        empty: t`There are no teachers yet.`,
        noMatch: t`No teachers match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} teachers`
            : t`${plural(total, { one: `${first}–${last} of # teacher`, other: `${first}–${last} of # teachers` })}`,
      }}
      extraColumns={[{ key: 'subjectIds', label: t`Subjects`, render: subjectsOf, csv: subjectsOf }]}
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
  const { t } = useLingui();
  const name = fullName(teacher);
  return (
    <RecordSection id="teacher-classes-heading" title={t`Classes`}>
      {loading ? (
        <Spinner size="sm" aria-label={t`Loading the classes`} />
      ) : classes.length === 0 ? (
        <Text color="gray.600">
          <Trans>{name} has no classes yet.</Trans>
        </Text>
      ) : (
        <List.Root gap="1" ps="5">
          {classes.map((c) => (
            <List.Item key={c.id}>
              <TeacherClass path={`${classesPath}/${c.id}`} name={c.name} homeroom={c.homeroom} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </RecordSection>
  );
}

/** "Grade 7A · homeroom teacher": a class, leading to its page, and how the teacher has it. */
function TeacherClass({ path, name, homeroom }: { path: string; name: string; homeroom: boolean }) {
  return homeroom ? (
    <Trans>
      <Link asChild color="blue.700">
        <RouterLink to={path}>{name}</RouterLink>
      </Link>{' '}
      · homeroom teacher
    </Trans>
  ) : (
    <Trans>
      <Link asChild color="blue.700">
        <RouterLink to={path}>{name}</RouterLink>
      </Link>{' '}
      · teaches the class
    </Trans>
  );
}

export function TeacherDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'teachers', id);
  const { fields, subjectName } = useTeacherChoices(schoolId);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const subjectsPath = basePath.replace(/teachers$/, 'subjects');
  const subjectIds = record.subjectIds as string[];
  const name = fullName(record);
  return (
    <RecordDetail
      title={record.archived ? t`${name} (archived)` : name}
      backPath={basePath}
      backLabel={t`All teachers`}
      facts={[
        ...employeeFacts(t, record),
        {
          label: t`Subjects`,
          value: subjectIds.length
            ? subjectIds.map((s, i) => (
                <span key={s}>
                  {i > 0 && ', '}
                  <Link asChild color="blue.700">
                    <RouterLink to={`${subjectsPath}/${s}`}>{subjectName.get(s) ?? s}</RouterLink>
                  </Link>
                </span>
              ))
            : t`None`,
        },
      ]}
      renderEditForm={(close) => <TeacherForm fields={fields} teacher={record} onDone={close} />}
      deleteLabel={record.archived ? t`Restore` : t`Archive`}
      onDelete={async () => (await callApi('archiveTeacher', { id, archived: !record.archived })).message}
    >
      <TeacherClasses schoolId={schoolId} teacher={record} classesPath={basePath.replace(/teachers$/, 'classes')} />
      <RecordSection id="teacher-timetable-heading" title={t`Weekly timetable`}>
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
