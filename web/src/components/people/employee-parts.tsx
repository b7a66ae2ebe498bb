/** What a teacher's and a staff member's screens share: the employee fields, columns, filters and facts. */
import { Badge } from '@chakra-ui/react';
import { EMPLOYMENT_STATUSES } from '@academy/shared/people';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ImportPeopleDialog } from '@/components/import/import-people-dialog';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import type { Fact } from '@/components/records/record-detail';
import type { FormFieldDef } from '@/components/records/record-form';
import { type ListColumn, type ListFilter, type ListWords, RecordList } from '@/components/records/record-list';
import type { ListScreenProps } from '@/components/records/screen-props';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';

export const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;

/** The `t` of `useLingui()`: what the non-component helpers here put their words through. */
export type Translate = (descriptor: MessageDescriptor) => string;
export type EmployeeKind = 'teachers' | 'staff';

const STATUS_LABEL: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  'on-leave': msg`On leave`,
  left: msg`Left`,
};
const STATUS_COLOUR: Record<string, string> = { active: 'green', 'on-leave': 'orange', left: 'gray' };

function StatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const label = STATUS_LABEL[status];
  return <Badge colorPalette={STATUS_COLOUR[status] ?? 'gray'}>{label ? t(label) : status}</Badge>;
}

const statusOptions = (t: Translate) =>
  EMPLOYMENT_STATUSES.map((s) => {
    const label = STATUS_LABEL[s];
    return { value: s, label: label ? t(label) : s };
  });

export function employeeFields(t: Translate, kind: EmployeeKind): FormFieldDef[] {
  return [
    { name: 'firstName', label: t(msg`First name`), kind: 'text' },
    { name: 'lastName', label: t(msg`Last name`), kind: 'text' },
    {
      name: 'email',
      label: t(msg`E-mail`),
      kind: 'text',
      helper:
        kind === 'teachers' ? t(msg`Unique among the school’s teachers.`) : t(msg`Unique among the school’s staff.`),
    },
    { name: 'phone', label: t(msg`Phone`), kind: 'text' },
    { name: 'department', label: t(msg`Department`), kind: 'text' },
    { name: 'position', label: t(msg`Position`), kind: 'text', helper: t(msg`For example Head of Year 8.`) },
    { name: 'employmentStatus', label: t(msg`Employment status`), kind: 'select', options: statusOptions(t) },
  ];
}

export const NEW_EMPLOYEE = { phone: '', department: '', position: '', employmentStatus: 'active' };

const employeeColumns = (t: Translate): ListColumn[] => [
  { key: 'lastName', label: t(msg`Name`), sortable: true, render: fullName, csv: fullName },
  { key: 'email', label: t(msg`E-mail`), sortable: true },
  { key: 'department', label: t(msg`Department`), sortable: true },
  { key: 'position', label: t(msg`Position`) },
  {
    key: 'employmentStatus',
    label: t(msg`Status`),
    render: (row) => <StatusBadge status={row.employmentStatus as string} />,
  },
];

/** Department (from the people listed), employment status and archived. */
function employeeFilters(t: Translate, people: RecordRow[], kind: EmployeeKind): ListFilter[] {
  const departments = [...new Set(people.map((p) => p.department as string).filter(Boolean))].sort();
  const teachers = kind === 'teachers';
  return [
    { field: 'department', label: t(msg`Department`), options: departments.map((d) => ({ value: d, label: d })) },
    { field: 'employmentStatus', label: t(msg`Employment status`), options: statusOptions(t) },
    {
      field: 'archived',
      label: t(msg`Archived`),
      options: [
        { value: false, label: teachers ? t(msg`Current teachers`) : t(msg`Current staff`) },
        { value: true, label: teachers ? t(msg`Archived teachers`) : t(msg`Archived staff`) },
      ],
    },
  ];
}

export function employeeFacts(t: Translate, record: RecordRow): Fact[] {
  return [
    { label: t(msg`E-mail`), value: record.email },
    { label: t(msg`Phone`), value: record.phone || '—' },
    { label: t(msg`Department`), value: record.department || '—' },
    { label: t(msg`Position`), value: record.position || '—' },
    { label: t(msg`Employment status`), value: <StatusBadge status={record.employmentStatus as string} /> },
  ];
}

/**
 * The list of a school's teachers or staff: current people first, by last name, filtered by department, employment
 * status or archived, with "New teacher" (or "New staff member") opening `renderForm`, and
 * "Import from CSV".
 */
export function EmployeeList({
  schoolId,
  basePath,
  kind,
  words,
  extraColumns = [],
  renderForm,
}: ListScreenProps & {
  kind: EmployeeKind;
  words: ListWords;
  extraColumns?: ListColumn[];
  renderForm: (close: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const people = useChoices(schoolId, kind, 'lastName');
  const label = kind === 'teachers' ? t`New teacher` : t`New staff member`;
  return (
    <RecordList
      schoolId={schoolId}
      collectionName={kind}
      words={words}
      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people={kind}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[...employeeColumns(t), ...extraColumns]}
      filters={employeeFilters(t, people, kind)}
      actions={
        <>
          <NewRecordDialog label={label} title={label} renderForm={renderForm} />
          <ImportPeopleDialog kind={kind} />
        </>
      }
    />
  );
}
