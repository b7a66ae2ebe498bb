/** What a teacher's and a staff member's screens share: the employee fields, columns, filters and facts. */
import { Badge } from '@chakra-ui/react';
import { EMPLOYMENT_STATUSES } from '@academy/shared/people';
import type { ReactNode } from 'react';
import { ImportPeopleDialog } from '@/components/import/import-people-dialog';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import type { Fact } from '@/components/records/record-detail';
import type { FormFieldDef } from '@/components/records/record-form';
import { type ListColumn, type ListFilter, RecordList } from '@/components/records/record-list';
import type { ListScreenProps } from '@/components/records/screen-props';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';

export const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;

const STATUS_LABEL: Record<string, string> = { active: 'Active', 'on-leave': 'On leave', left: 'Left' };
const STATUS_COLOUR: Record<string, string> = { active: 'green', 'on-leave': 'orange', left: 'gray' };
const statusBadge = (status: string) => (
  <Badge colorPalette={STATUS_COLOUR[status] ?? 'gray'}>{STATUS_LABEL[status] ?? status}</Badge>
);

/** `unique` says among whom the e-mail must be unique, e.g. "the school’s teachers". */
export function employeeFields(unique: string): FormFieldDef[] {
  return [
    { name: 'firstName', label: 'First name', kind: 'text' },
    { name: 'lastName', label: 'Last name', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'text', helper: `Unique among ${unique}.` },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'department', label: 'Department', kind: 'text' },
    { name: 'position', label: 'Position', kind: 'text', helper: 'For example Head of Year 8.' },
    {
      name: 'employmentStatus',
      label: 'Employment status',
      kind: 'select',
      options: EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s })),
    },
  ];
}

export const NEW_EMPLOYEE = { phone: '', department: '', position: '', employmentStatus: 'active' };

const employeeColumns: ListColumn[] = [
  { key: 'lastName', label: 'Name', sortable: true, render: fullName, csv: fullName },
  { key: 'email', label: 'E-mail', sortable: true },
  { key: 'department', label: 'Department', sortable: true },
  { key: 'position', label: 'Position' },
  { key: 'employmentStatus', label: 'Status', render: (row) => statusBadge(row.employmentStatus as string) },
];

/** Department (from the people listed), employment status and archived. */
function employeeFilters(people: RecordRow[], plural: string): ListFilter[] {
  const departments = [...new Set(people.map((p) => p.department as string).filter(Boolean))].sort();
  return [
    { field: 'department', label: 'Department', options: departments.map((d) => ({ value: d, label: d })) },
    {
      field: 'employmentStatus',
      label: 'Employment status',
      options: EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s })),
    },
    {
      field: 'archived',
      label: 'Archived',
      options: [
        { value: false, label: `Current ${plural}` },
        { value: true, label: `Archived ${plural}` },
      ],
    },
  ];
}

export function employeeFacts(record: RecordRow): Fact[] {
  return [
    { label: 'E-mail', value: record.email },
    { label: 'Phone', value: record.phone || '—' },
    { label: 'Department', value: record.department || '—' },
    { label: 'Position', value: record.position || '—' },
    { label: 'Employment status', value: statusBadge(record.employmentStatus as string) },
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
  noun,
  extraColumns = [],
  renderForm,
}: ListScreenProps & {
  kind: 'teachers' | 'staff';
  noun: { one: string; many: string };
  extraColumns?: ListColumn[];
  renderForm: (close: () => void) => ReactNode;
}) {
  const people = useChoices(schoolId, kind, 'lastName');
  const label = `New ${noun.one}`;
  return (
    <RecordList
      schoolId={schoolId}
      collectionName={kind}
      noun={noun}
      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people={kind}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[...employeeColumns, ...extraColumns]}
      filters={employeeFilters(people, kind)}
      actions={
        <>
          <NewRecordDialog label={label} title={label} renderForm={renderForm} />
          <ImportPeopleDialog kind={kind} />
        </>
      }
    />
  );
}
