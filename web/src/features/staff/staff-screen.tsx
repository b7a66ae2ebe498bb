import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { callApi } from '@/lib/api';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { PersonAccount } from '@/components/accounts/person-account';
import type { PersonRow } from '@/components/accounts/use-people-accounts';
import { RecordDetail } from '@/components/records/record-detail';
import { RecordEditor } from '@/components/records/record-editor';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import type { RecordRow } from '@/components/records/use-record-list';
import {
  EmployeeList,
  employeeFacts,
  employeeFields,
  fullName,
  NEW_EMPLOYEE,
} from '@/components/people/employee-parts';

function StaffForm({ member, onDone }: { member?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={employeeFields(t, 'staff')}
      createLabel={t`Create staff member`}
      saveLabel={t`Save staff member`}
      record={member}
      createRoute="createStaff"
      createInitial={NEW_EMPLOYEE}
      updateRoute="updateStaff"
      onDone={onDone}
    />
  );
}

export function StaffScreen({ schoolId, basePath }: ListScreenProps) {
  const { t } = useLingui();
  return (
    <EmployeeList
      schoolId={schoolId}
      basePath={basePath}
      kind="staff"
      words={{
        things: t`staff members`,
        list: t`List of staff members`,
        searchLabel: t`Search the list of staff members`,
        searchHint: t`Search staff members`,
        loading: t`Loading staff members`,
        empty: t`There are no staff members yet.`,
        noMatch: t`No staff members match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} staff members`
            : t`${plural(total, { one: `${first}–${last} of # staff member`, other: `${first}–${last} of # staff members` })}`,
      }}
      renderForm={(close) => <StaffForm onDone={close} />}
    />
  );
}

export function StaffDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'staff', id);
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const name = fullName(record);
  return (
    <RecordDetail
      title={record.archived ? t`${name} (archived)` : name}
      backPath={basePath}
      backLabel={t`All staff`}
      facts={employeeFacts(t, record)}
      renderEditForm={(close) => <StaffForm member={record} onDone={close} />}
      deleteLabel={record.archived ? t`Restore` : t`Archive`}
      onDelete={async () => (await callApi('archiveStaff', { id, archived: !record.archived })).message}
    >
      <PersonAccount personType="staff" person={record as PersonRow} archived={record.archived === true} />
    </RecordDetail>
  );
}
