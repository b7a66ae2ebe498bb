import { Badge } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { PageLoader } from '@/components/ui/page-loader';
import { NotFound } from '@/components/ui/not-found';
import { TermForm } from './term-form';

export function TermsScreen({ schoolId, basePath }: ListScreenProps) {
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="terms"
      noun={{ one: 'term', many: 'terms' }}
      defaultSort={{ field: 'startDate', direction: 'desc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'name', label: 'Name', sortable: true },
        { key: 'schoolYear', label: 'School year', sortable: true },
        { key: 'startDate', label: 'Starts', sortable: true, date: true },
        { key: 'endDate', label: 'Ends', sortable: true, date: true },
        {
          key: 'current',
          label: 'Current',
          render: (row) => (row.current ? <Badge colorPalette="green">Current</Badge> : '—'),
        },
      ]}
      filters={[
        {
          field: 'current',
          label: 'Current',
          options: [
            { value: true, label: 'Current term' },
            { value: false, label: 'Other terms' },
          ],
        },
      ]}
      actions={
        <NewRecordDialog label="New term" title="New term" renderForm={(close) => <TermForm onDone={close} />} />
      }
    />
  );
}

export function TermDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'terms', id);
  const schoolLocale = useSchoolLocale(schoolId);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={`${record.name} ${record.schoolYear}`}
      backPath={basePath}
      backLabel="All terms"
      facts={[
        { label: 'School year', value: record.schoolYear },
        { label: 'Name', value: record.name },
        { label: 'Starts', value: formatDate(record.startDate, schoolLocale) },
        { label: 'Ends', value: formatDate(record.endDate, schoolLocale) },
        { label: 'Current term', value: record.current ? 'Yes' : 'No' },
      ]}
      renderEditForm={(close) => <TermForm term={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteTerm', { id })).message}
    />
  );
}
