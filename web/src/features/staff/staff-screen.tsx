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

const FIELDS = employeeFields('the school’s staff');

function StaffForm({ member, onDone }: { member?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={FIELDS}
      noun="staff member"
      record={member}
      createRoute="createStaff"
      createInitial={NEW_EMPLOYEE}
      updateRoute="updateStaff"
      onDone={onDone}
    />
  );
}

export function StaffScreen({ schoolId, basePath }: ListScreenProps) {
  return (
    <EmployeeList
      schoolId={schoolId}
      basePath={basePath}
      kind="staff"
      noun={{ one: 'staff member', many: 'staff members' }}
      renderForm={(close) => <StaffForm onDone={close} />}
    />
  );
}

export function StaffDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'staff', id);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  return (
    <RecordDetail
      title={`${fullName(record)}${record.archived ? ' (archived)' : ''}`}
      backPath={basePath}
      backLabel="All staff"
      facts={employeeFacts(record)}
      renderEditForm={(close) => <StaffForm member={record} onDone={close} />}
      deleteLabel={record.archived ? 'Restore' : 'Archive'}
      onDelete={async () => (await callApi('archiveStaff', { id, archived: !record.archived })).message}
    >
      <PersonAccount personType="staff" person={record as PersonRow} archived={record.archived === true} />
    </RecordDetail>
  );
}
