import { useLingui } from '@lingui/react/macro';
import { RecordEditor } from '@/components/records/record-editor';
import { type FormFieldDef } from '@/components/records/record-form';
import type { RecordRow } from '@/components/records/use-record-list';

/** Creates a term, or edits `term` when given. */
export function TermForm({ term, onDone }: { term?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  const fields: FormFieldDef[] = [
    { name: 'schoolYear', label: t`School year`, kind: 'text', helper: t`For example 2026/2027.` },
    { name: 'name', label: t`Name`, kind: 'text', helper: t`For example Autumn term.` },
    { name: 'startDate', label: t`Start date`, kind: 'date' },
    { name: 'endDate', label: t`End date`, kind: 'date' },
    { name: 'current', label: t`Current term`, kind: 'checkbox', helper: t`The school has exactly one current term.` },
  ];
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create term`}
      saveLabel={t`Save term`}
      record={term}
      createRoute="createTerm"
      createInitial={{ current: false }}
      updateRoute="updateTerm"
      onDone={onDone}
    />
  );
}
