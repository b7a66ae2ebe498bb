import { createTermInput, updateTermInput } from '@academy/shared/structure-api';
import { callApi } from '@/lib/api';
import { type FormFieldDef, RecordForm } from '@/features/records/record-form';
import type { RecordRow } from '@/features/records/use-record-list';

const FIELDS: FormFieldDef[] = [
  { name: 'schoolYear', label: 'School year', kind: 'text', helper: 'For example 2026/2027.' },
  { name: 'name', label: 'Name', kind: 'text', helper: 'For example Autumn term.' },
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'endDate', label: 'End date', kind: 'date' },
  { name: 'current', label: 'Current term', kind: 'checkbox', helper: 'The school has exactly one current term.' },
];

/** Creates a term, or edits `term` when given. */
export function TermForm({ term, onDone }: { term?: RecordRow; onDone: () => void }) {
  if (term) {
    return (
      <RecordForm
        fields={FIELDS}
        schema={updateTermInput}
        initial={term}
        extra={{ id: term.id }}
        submitLabel="Save term"
        onCancel={onDone}
        onSubmit={async (values) => (await callApi('updateTerm', values as never)).message}
      />
    );
  }
  return (
    <RecordForm
      fields={FIELDS}
      schema={createTermInput}
      initial={{ current: false }}
      submitLabel="Create term"
      once
      onCancel={onDone}
      onSubmit={async (values) => (await callApi('createTerm', values as never)).message}
    />
  );
}
