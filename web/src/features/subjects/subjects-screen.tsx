import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RecordEditor } from '@/components/records/record-editor';
import { callApi } from '@/lib/api';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { type FormFieldDef } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import type { RecordRow } from '@/components/records/use-record-list';

function SubjectForm({ subject, onDone }: { subject?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  const fields: FormFieldDef[] = [
    { name: 'code', label: t`Code`, kind: 'text', helper: t`Unique in the school, e.g. MATH.` },
    { name: 'name', label: t`Name`, kind: 'text' },
    { name: 'department', label: t`Department`, kind: 'text' },
    { name: 'gradeLevels', label: t`Grade levels`, kind: 'numberList', helper: t`Separated by commas, e.g. 7, 8, 9.` },
  ];
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create subject`}
      saveLabel={t`Save subject`}
      record={subject}
      createRoute="createSubject"
      createInitial={{ department: '', gradeLevels: [] }}
      updateRoute="updateSubject"
      onDone={onDone}
    />
  );
}

export function SubjectsScreen({ schoolId, basePath }: ListScreenProps) {
  const { t } = useLingui();
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="subjects"
      words={{
        things: t`subjects`,
        list: t`List of subjects`,
        searchLabel: t`Search the list of subjects`,
        searchHint: t`Search subjects`,
        loading: t`Loading subjects`,
        empty: t`There are no subjects yet.`,
        noMatch: t`No subjects match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} subjects`
            : t`${plural(total, { one: `${first}–${last} of # subject`, other: `${first}–${last} of # subjects` })}`,
      }}
      defaultSort={{ field: 'code', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'code', label: t`Code`, sortable: true },
        { key: 'name', label: t`Name`, sortable: true },
        { key: 'department', label: t`Department`, sortable: true },
        { key: 'gradeLevels', label: t`Grades` },
      ]}
      actions={
        <NewRecordDialog
          label={t`New subject`}
          title={t`New subject`}
          renderForm={(close) => <SubjectForm onDone={close} />}
        />
      }
    />
  );
}

export function SubjectDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'subjects', id);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={`${record.code} ${record.name}`}
      backPath={basePath}
      backLabel={t`All subjects`}
      facts={[
        { label: t`Code`, value: record.code },
        { label: t`Name`, value: record.name },
        { label: t`Department`, value: record.department || '—' },
        { label: t`Grade levels`, value: (record.gradeLevels as number[]).join(', ') || '—' },
      ]}
      renderEditForm={(close) => <SubjectForm subject={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteSubject', { id })).message}
    />
  );
}
