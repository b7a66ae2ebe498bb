/** What a teacher's and a staff member's screens share: the employee fields, columns, filters and facts. */
import { Badge } from '@chakra-ui/react';
import { EMPLOYMENT_STATUSES } from '@academy/shared/people';
import type { Fact } from '@/features/records/record-detail';
import type { FormFieldDef } from '@/features/records/record-form';
import type { ListColumn, ListFilter } from '@/features/records/record-list';
import type { RecordRow } from '@/features/records/use-record-list';

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

export const employeeColumns: ListColumn[] = [
  { key: 'lastName', label: 'Name', sortable: true, render: fullName, csv: fullName },
  { key: 'email', label: 'E-mail', sortable: true },
  { key: 'department', label: 'Department', sortable: true },
  { key: 'position', label: 'Position' },
  { key: 'employmentStatus', label: 'Status', render: (row) => statusBadge(row.employmentStatus as string) },
];

/** Department (from the people listed), employment status and archived. */
export function employeeFilters(people: RecordRow[], plural: string): ListFilter[] {
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
