import { Badge } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="terms"
      words={{
        things: t`terms`,
        list: t`List of terms`,
        searchLabel: t`Search the list of terms`,
        searchHint: t`Search terms`,
        loading: t`Loading terms`,
        empty: t`There are no terms yet.`,
        noMatch: t`No terms match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} terms`
            : t`${plural(total, { one: `${first}–${last} of # term`, other: `${first}–${last} of # terms` })}`,
      }}
      defaultSort={{ field: 'startDate', direction: 'desc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'name', label: t`Name`, sortable: true },
        { key: 'schoolYear', label: t`School year`, sortable: true },
        { key: 'startDate', label: t`Starts`, sortable: true, date: true },
        { key: 'endDate', label: t`Ends`, sortable: true, date: true },
        {
          key: 'current',
          label: t`Current`,
          render: (row) =>
            row.current ? (
              <Badge colorPalette="green">
                <Trans>Current</Trans>
              </Badge>
            ) : (
              '—'
            ),
        },
      ]}
      filters={[
        {
          field: 'current',
          label: t`Current`,
          options: [
            { value: true, label: t`Current term` },
            { value: false, label: t`Other terms` },
          ],
        },
      ]}
      actions={
        <NewRecordDialog label={t`New term`} title={t`New term`} renderForm={(close) => <TermForm onDone={close} />} />
      }
    />
  );
}

export function TermDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'terms', id);
  const schoolLocale = useSchoolLocale(schoolId);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={`${record.name} ${record.schoolYear}`}
      backPath={basePath}
      backLabel={t`All terms`}
      facts={[
        { label: t`School year`, value: record.schoolYear },
        { label: t`Name`, value: record.name },
        { label: t`Starts`, value: formatDate(record.startDate, schoolLocale) },
        { label: t`Ends`, value: formatDate(record.endDate, schoolLocale) },
        { label: t`Current term`, value: record.current ? t`Yes` : t`No` },
      ]}
      renderEditForm={(close) => <TermForm term={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteTerm', { id })).message}
    />
  );
}
