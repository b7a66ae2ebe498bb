import { RecordEditor } from '@/components/records/record-editor';
import { Badge, Link, Stack } from '@chakra-ui/react';
import { STUDENT_STATUSES, type Student, type StudentDoc } from '@academy/shared/people';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@academy/shared/date-format';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { PersonAccount } from '@/components/accounts/person-account';
import type { PersonRow } from '@/components/accounts/use-people-accounts';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { ImportPeopleDialog } from '@/components/import/import-people-dialog';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { type FormFieldDef } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';
import { StudentGuardians } from './student-guardians';

const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;
const STATUS_COLOUR = { enrolled: 'green', withdrawn: 'orange', graduated: 'blue' } as const;

/** The classes and parents a student form chooses from, and their names for the list and the page. */
function useStudentChoices(schoolId: string) {
  const classes = useChoices(schoolId, 'classes', 'name');
  const parents = useChoices(schoolId, 'parents', 'lastName');
  const className = new Map(classes.map((c) => [c.id, c.name as string]));
  const fields: FormFieldDef[] = [
    { name: 'admissionNumber', label: 'Admission number', kind: 'text', helper: 'Unique in the school.' },
    { name: 'firstName', label: 'First name', kind: 'text' },
    { name: 'lastName', label: 'Last name', kind: 'text' },
    { name: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
    {
      name: 'gender',
      label: 'Gender',
      kind: 'select',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
        { value: 'other', label: 'Other' },
      ],
    },
    {
      name: 'classId',
      label: 'Class',
      kind: 'select',
      emptyLabel: 'No class yet',
      options: classes.map((c) => ({ value: c.id, label: `${c.name} (${c.studentCount}/${c.capacity})` })),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: STUDENT_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
    },
    { name: 'enrolmentDate', label: 'Enrolment date', kind: 'date' },
    {
      name: 'guardianIds',
      label: 'Guardians',
      kind: 'multiselect',
      helper: 'Hold Ctrl (or ⌘) to choose several.',
      options: parents.filter((p) => !p.archived).map((p) => ({ value: p.id, label: `${fullName(p)} (${p.email})` })),
    },
    { name: 'medicalNotes', label: 'Medical notes', kind: 'textarea' },
    { name: 'emergencyContactName', label: 'Emergency contact', kind: 'text' },
    { name: 'emergencyContactPhone', label: 'Emergency phone', kind: 'text' },
  ];
  return { fields, classes, className };
}

function StudentForm({ fields, student, onDone }: { fields: FormFieldDef[]; student?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={fields}
      noun="student"
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

export function StudentsScreen({ schoolId, basePath }: ListScreenProps) {
  const { fields, classes, className } = useStudentChoices(schoolId);
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="students"
      noun={{ one: 'student', many: 'students' }}
      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people="students"
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'lastName', label: 'Name', sortable: true, render: fullName, csv: fullName },
        { key: 'admissionNumber', label: 'Admission number', sortable: true },
        {
          key: 'classId',
          label: 'Class',
          render: (row) => className.get(row.classId) ?? '—',
          csv: (row) => className.get(row.classId) ?? '',
        },
        {
          key: 'status',
          label: 'Status',
          render: (row) => (
            <Badge colorPalette={STATUS_COLOUR[row.status as keyof typeof STATUS_COLOUR] ?? 'gray'}>{row.status}</Badge>
          ),
        },
        { key: 'dateOfBirth', label: 'Date of birth', sortable: true, date: true },
      ]}
      filters={[
        {
          field: 'classId',
          label: 'Class',
          inviteClass: true,
          options: classes.map((c) => ({ value: c.id, label: c.name as string })),
        },
        { field: 'status', label: 'Status', options: STUDENT_STATUSES.map((s) => ({ value: s, label: s })) },
        {
          field: 'archived',
          label: 'Archived',
          options: [
            { value: false, label: 'Current students' },
            { value: true, label: 'Archived students' },
          ],
        },
      ]}
      actions={
        <>
          <NewRecordDialog
            label="New student"
            title="New student"
            renderForm={(close) => <StudentForm fields={fields} onDone={close} />}
          />
          <ImportPeopleDialog kind="students" />
        </>
      }
    />
  );
}

/** The edit form's choices (every class and parent) are read only while the form is open, not with the page. */
function StudentEditForm({ schoolId, student, onDone }: { schoolId: string; student: RecordRow; onDone: () => void }) {
  const { fields } = useStudentChoices(schoolId);
  return <StudentForm fields={fields} student={student} onDone={onDone} />;
}

/** The class's name, read by its id (one document, not the school's list of classes). */
function ClassName({ schoolId, classId }: { schoolId: string; classId: string }) {
  const { loading, record } = useRecord(schoolId, 'classes', classId);
  if (loading) return <>Loading…</>;
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
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const contact = (record.emergencyContact ?? {}) as { name?: string; phone?: string };
  const classPath = basePath.replace(/students$/, 'classes');
  return (
    <RecordDetail
      title={`${fullName(record)}${record.archived ? ' (archived)' : ''}`}
      backPath={basePath}
      backLabel="All students"
      facts={[
        { label: 'Admission number', value: record.admissionNumber },
        { label: 'Date of birth', value: formatDate(record.dateOfBirth, schoolLocale) },
        { label: 'Gender', value: record.gender },
        {
          label: 'Class',
          value: record.classId ? (
            <Link asChild color="blue.700">
              <RouterLink to={`${classPath}/${record.classId}`}>
                <ClassName schoolId={schoolId} classId={record.classId} />
              </RouterLink>
            </Link>
          ) : (
            'No class'
          ),
        },
        { label: 'Status', value: record.status },
        { label: 'Enrolled', value: formatDate(record.enrolmentDate, schoolLocale) },
        { label: 'Medical notes', value: record.medicalNotes || '—' },
        { label: 'Emergency contact', value: [contact.name, contact.phone].filter(Boolean).join(', ') || '—' },
      ]}
      renderEditForm={(close) => <StudentEditForm schoolId={schoolId} student={record} onDone={close} />}
      deleteLabel={record.archived ? 'Restore' : 'Archive'}
      onDelete={async () => (await callApi('archiveStudent', { id, archived: !record.archived })).message}
    >
      <Stack gap="4" mb="6">
        <StudentGuardians
          schoolId={schoolId}
          guardianIds={record.guardianIds as string[]}
          parentsPath={basePath.replace(/students$/, 'parents')}
        />
        {panels?.({ ...(record as StudentDoc), id })}
      </Stack>
      <PersonAccount personType="students" person={record as PersonRow} archived={record.archived === true} />
    </RecordDetail>
  );
}
