import { RecordEditor } from '@/components/records/record-editor';
import { type FormFieldDef } from '@/components/records/record-form';
import type { RecordRow } from '@/components/records/use-record-list';

const FIELDS: FormFieldDef[] = [
  { name: 'schoolYear', label: 'School year', kind: 'text', helper: 'For example 2026/2027.' },
  { name: 'name', label: 'Name', kind: 'text', helper: 'For example Autumn term.' },
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'endDate', label: 'End date', kind: 'date' },
  { name: 'current', label: 'Current term', kind: 'checkbox', helper: 'The school has exactly one current term.' },
];

/** Creates a term, or edits `term` when given. */
export function TermForm({ term, onDone }: { term?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={FIELDS}
      noun="term"
      record={term}
      createRoute="createTerm"
      createInitial={{ current: false }}
      updateRoute="updateTerm"
      onDone={onDone}
    />
  );
}
