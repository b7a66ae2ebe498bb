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

const FIELDS: FormFieldDef[] = [
  { name: 'code', label: 'Code', kind: 'text', helper: 'Unique in the school, e.g. MATH.' },
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'department', label: 'Department', kind: 'text' },
  { name: 'gradeLevels', label: 'Grade levels', kind: 'numberList', helper: 'Separated by commas, e.g. 7, 8, 9.' },
];

function SubjectForm({ subject, onDone }: { subject?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={FIELDS}
      noun="subject"
      record={subject}
      createRoute="createSubject"
      createInitial={{ department: '', gradeLevels: [] }}
      updateRoute="updateSubject"
      onDone={onDone}
    />
  );
}

export function SubjectsScreen({ schoolId, basePath }: ListScreenProps) {
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="subjects"
      noun={{ one: 'subject', many: 'subjects' }}
      defaultSort={{ field: 'code', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'code', label: 'Code', sortable: true },
        { key: 'name', label: 'Name', sortable: true },
        { key: 'department', label: 'Department', sortable: true },
        { key: 'gradeLevels', label: 'Grades' },
      ]}
      actions={
        <NewRecordDialog
          label="New subject"
          title="New subject"
          renderForm={(close) => <SubjectForm onDone={close} />}
        />
      }
    />
  );
}

export function SubjectDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'subjects', id);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={`${record.code} ${record.name}`}
      backPath={basePath}
      backLabel="All subjects"
      facts={[
        { label: 'Code', value: record.code },
        { label: 'Name', value: record.name },
        { label: 'Department', value: record.department || '—' },
        { label: 'Grade levels', value: (record.gradeLevels as number[]).join(', ') || '—' },
      ]}
      renderEditForm={(close) => <SubjectForm subject={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteSubject', { id })).message}
    />
  );
}
