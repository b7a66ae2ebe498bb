import { RecordEditor } from '@/components/records/record-editor';
import { Badge, Link, Stack } from '@chakra-ui/react';
import { STUDENT_STATUSES, type Student, type StudentDoc } from '@academy/shared/people';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@academy/shared/date-format';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { PersonExport } from '@/components/data/person-export';
import { ErasePerson } from '@/components/people/erase-person';
import { PersonAccount } from '@/components/accounts/person-account';
import type { PersonRow } from '@/components/accounts/use-people-accounts';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { ImportPeopleDialog } from '@/components/import/import-people-dialog';
import { UploadPhotosDialog } from './upload-photos-dialog';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { type FormFieldDef } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { STUDENT_STATUS_LABEL, studentStatus } from '@/components/records/student-status';
import { type RecordRow, useChoices, useChoicesOnReach, useNamesWhenAsked } from '@/components/records/use-record-list';
import { StudentGuardians } from './student-guardians';

const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;
const STATUS_COLOUR = { enrolled: 'green', withdrawn: 'orange', graduated: 'blue' } as const;

/** The classes and parents a student form chooses from: read while the form is open, not with the list. */
function useStudentFields(schoolId: string): FormFieldDef[] {
  const classes = useChoices(schoolId, 'classes', 'name');
  const parents = useChoices(schoolId, 'parents', 'lastName');
  const { t } = useLingui();
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
  const fields: FormFieldDef[] = [
    { name: 'admissionNumber', label: t`Admission number`, kind: 'text', helper: t`Unique in the school.` },
    { name: 'firstName', label: t`First name`, kind: 'text' },
    { name: 'lastName', label: t`Last name`, kind: 'text' },
    { name: 'dateOfBirth', label: t`Date of birth`, kind: 'date' },
    {
      name: 'gender',
      label: t`Gender`,
      kind: 'select',
      options: [
        { value: 'female', label: t`Female` },
        { value: 'male', label: t`Male` },
        { value: 'other', label: t({ message: 'Other', context: 'gender' }) },
      ],
    },
    {
      name: 'classId',
      label: t`Class`,
      kind: 'select',
      emptyLabel: t`No class yet`,
      options: classes.map((c) => ({ value: c.id, label: `${c.name} (${c.studentCount}/${c.capacity})` })),
    },
    {
      name: 'status',
      label: t`Status`,
      kind: 'select',
      options: STUDENT_STATUSES.map((s) => ({ value: s, label: capitalised(t(STUDENT_STATUS_LABEL[s])) })),
    },
    { name: 'enrolmentDate', label: t`Enrolment date`, kind: 'date' },
    {
      name: 'guardianIds',
      label: t`Guardians`,
      kind: 'multiselect',
      helper: t`Hold Ctrl (or ⌘) to choose several.`,
      options: parents.filter((p) => !p.archived).map((p) => ({ value: p.id, label: `${fullName(p)} (${p.email})` })),
    },
    { name: 'medicalNotes', label: t`Medical notes`, kind: 'textarea' },
    { name: 'emergencyContactName', label: t`Emergency contact`, kind: 'text' },
    { name: 'emergencyContactPhone', label: t`Emergency phone`, kind: 'text' },
  ];
  return fields;
}

function StudentForm({ fields, student, onDone }: { fields: FormFieldDef[]; student?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create student`}
      saveLabel={t`Save student`}
      record={student}

      createRoute="createStudent"
      createInitial={{
        gender: '',
        classId: null,
        status: 'enrolled',
        enrolmentDate: new Date().toISOString().slice(0, 10),
        guardianIds: [],
        medicalNotes: '',
        emergencyContactName: '',
        emergencyContactPhone: '',
      }}

      updateRoute="updateStudent"
      editInitial={(s) => {
        const contact = (s.emergencyContact ?? {}) as { name?: string; phone?: string };
        return { ...s, emergencyContactName: contact.name ?? '', emergencyContactPhone: contact.phone ?? '' };
      }}
      onDone={onDone}
    />
  );
}

/** A new student's form: its classes and parents are read when it opens. */
function NewStudentForm({ schoolId, onDone }: { schoolId: string; onDone: () => void }) {
  return <StudentForm fields={useStudentFields(schoolId)} onDone={onDone} />;
}

export function StudentsScreen({ schoolId, basePath }: ListScreenProps) {
  // Opening the list reads its page and nothing that grows with the school: each row's class is read by its id, the
  // class filter's choices when the office reaches for it, and every class's name only for an export.
  const classes = useChoicesOnReach(schoolId, 'classes', 'name');
  const classNames = useNamesWhenAsked(schoolId, 'classes', 'name');
  const { t } = useLingui();
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="students"
      words={{
        things: t`students`,
        list: t`List of students`,
        searchLabel: t`Search the list of students`,
        searchHint: t`Search students`,
        loading: t`Loading students`,
        empty: t`There are no students yet.`,
        noMatch: t`No students match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} students`
            : t`${plural(total, { one: `${first}–${last} of # student`, other: `${first}–${last} of # students` })}`,
      }}

      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people="students"
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'lastName', label: t`Name`, sortable: true, render: fullName, csv: fullName },
        { key: 'admissionNumber', label: t`Admission number`, sortable: true },
        {
          key: 'classId',
          label: t`Class`,
          render: (row) => (row.classId ? <ClassName schoolId={schoolId} classId={String(row.classId)} /> : '—'),
          csv: async (row) => (row.classId ? ((await classNames()).get(String(row.classId)) ?? '') : ''),
        },
        {
          key: 'status',
          label: t`Status`,
          render: (row) => (
            <Badge colorPalette={STATUS_COLOUR[row.status as keyof typeof STATUS_COLOUR] ?? 'gray'}>
              {studentStatus(row.status, t)}
            </Badge>
          ),
        },
        { key: 'dateOfBirth', label: t`Date of birth`, sortable: true, date: true },
      ]}
      filters={[
        {
          field: 'classId',
          label: t`Class`,
          inviteClass: true,
          options: classes.rows.map((c) => ({ value: c.id, label: c.name })),
          onReach: classes.reach,
        },
        {
          field: 'status',
          label: t`Status`,
          options: STUDENT_STATUSES.map((s) => ({ value: s, label: t(STUDENT_STATUS_LABEL[s]) })),
        },
        {
          field: 'archived',
          label: t`Archived`,
          options: [
            { value: false, label: t`Current students` },
            { value: true, label: t`Archived students` },
          ],
        },
      ]}
      actions={
        <>
          <NewRecordDialog
            label={t`New student`}
            title={t`New student`}
            renderForm={(close) => <NewStudentForm schoolId={schoolId} onDone={close} />}
          />
          <ImportPeopleDialog kind="students" />
          <UploadPhotosDialog schoolId={schoolId} />
        </>
      }
    />
  );
}

/** The edit form's choices (every class and parent) are read only while the form is open, not with the page. */
function StudentEditForm({ schoolId, student, onDone }: { schoolId: string; student: RecordRow; onDone: () => void }) {
  return <StudentForm fields={useStudentFields(schoolId)} student={student} onDone={onDone} />;
}

/** The class's name, read by its id (one document, not the school's list of classes). */
function ClassName({ schoolId, classId }: { schoolId: string; classId: string }) {
  const { loading, record } = useRecord(schoolId, 'classes', classId);
  if (loading) return <Trans>Loading…</Trans>;
  return <>{record?.name ?? classId}</>;
}

export function StudentDetail({
  schoolId,
  basePath,
  id,
  panels,
}: DetailScreenProps & {
  /** The modules' panels about the student (attendance, work, fees, courses), each reading only what it shows. */
  panels?: (student: Student) => ReactNode;
}) {
  const { loading, record } = useRecord(schoolId, 'students', id);
  const schoolLocale = useSchoolLocale(schoolId);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const contact = (record.emergencyContact ?? {}) as { name?: string; phone?: string };
  const classPath = basePath.replace(/students$/, 'classes');
  const name = fullName(record);
  const gender = { female: t`Female`, male: t`Male`, other: t({ message: 'Other', context: 'gender' }) }[
    String(record.gender)
  ];
  return (
    <RecordDetail
      title={record.archived ? t`${name} (archived)` : name}
      backPath={basePath}
      backLabel={t`All students`}
      facts={[
        { label: t`Admission number`, value: record.admissionNumber },
        { label: t`Date of birth`, value: formatDate(record.dateOfBirth, schoolLocale) },
        { label: t`Gender`, value: gender ?? record.gender },
        {
          label: t`Class`,
          value: record.classId ? (
            <Link asChild color="blue.700">
              <RouterLink to={`${classPath}/${record.classId}`}>
                <ClassName schoolId={schoolId} classId={record.classId} />
              </RouterLink>
            </Link>
          ) : (
            t`No class`
          ),
        },
        { label: t`Status`, value: studentStatus(record.status, t) },
        { label: t`Enrolled`, value: formatDate(record.enrolmentDate, schoolLocale) },
        { label: t`Medical notes`, value: record.medicalNotes || '—' },
        { label: t`Emergency contact`, value: [contact.name, contact.phone].filter(Boolean).join(', ') || '—' },
      ]}
      renderEditForm={(close) => <StudentEditForm schoolId={schoolId} student={record} onDone={close} />}
      deleteLabel={record.archived ? t`Restore` : t`Archive`}
      confirmLabel={record.archived ? t`Yes, restore` : t`Yes, archive`}
      onDelete={async () => (await callApi('archiveStudent', { id, archived: !record.archived })).message}
    >
      <Stack gap="4" mb="6">
        <StudentGuardians
          schoolId={schoolId}
          guardianIds={record.guardianIds as string[]}
          parentsPath={basePath.replace(/students$/, 'parents')}
          {...(record.erased === true
            ? {}
            : {
                messages: {
                  studentId: id,
                  childName: String(record.firstName ?? name),
                  mayLeaveOut: (record.messagesMayLeaveOut as string[] | undefined) ?? [],
                },
              })}
        />
        {panels?.({ ...(record as StudentDoc), id })}
      </Stack>
      <PersonAccount personType="students" person={record as PersonRow} archived={record.archived === true} />
      {record.erased !== true && <PersonExport schoolId={schoolId} kind="students" id={id} name={name} />}
      <ErasePerson
        erased={record.erased === true}
        kind="students"
        id={id}
        name={name}
        notYet={record.archived ? null : t`Only a student who has left may be erased: archive them first.`}
      />
    </RecordDetail>
  );
}
