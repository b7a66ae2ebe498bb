import { RecordEditor } from '@/components/records/record-editor';
import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/lib/api';
import { PersonAccount } from '@/components/accounts/person-account';
import type { PersonRow } from '@/components/accounts/use-people-accounts';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { ImportPeopleDialog } from '@/components/import/import-people-dialog';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { type FormFieldDef } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-list';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';

const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;

/** The students a parent form chooses children from, and their names for the page. */
function useParentChoices(schoolId: string) {
  const students = useChoices(schoolId, 'students', 'lastName');
  const studentName = new Map(students.map((s) => [s.id, fullName(s)]));
  const fields: FormFieldDef[] = [
    { name: 'firstName', label: 'First name', kind: 'text' },
    { name: 'lastName', label: 'Last name', kind: 'text' },
    {
      name: 'email',
      label: 'E-mail',
      kind: 'text',
      helper:
        'Unique among the school’s parents. Leave it empty for a parent with no e-mail: give a phone number, and invite them on paper.',
    },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'relationship', label: 'Relationship', kind: 'text', helper: 'For example Mother, Father, Guardian.' },
    {
      name: 'childIds',
      label: 'Children',
      kind: 'multiselect',
      helper: 'Hold Ctrl (or ⌘) to choose several.',
      options: students
        .filter((s) => !s.archived)
        .map((s) => ({ value: s.id, label: `${fullName(s)} (${s.admissionNumber})` })),
    },
  ];
  return { fields, studentName };
}

function ParentForm({ fields, parent, onDone }: { fields: FormFieldDef[]; parent?: RecordRow; onDone: () => void }) {
  return (
    <RecordEditor
      fields={fields}
      noun="parent"
      record={parent}
      createRoute="createParent"
      createInitial={{ phone: '', relationship: '', childIds: [] }}
      updateRoute="updateParent"
      onDone={onDone}
    />
  );
}

export function ParentsScreen({ schoolId, basePath }: ListScreenProps) {
  const { fields } = useParentChoices(schoolId);
  const classes = useChoices(schoolId, 'classes', 'name');
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="parents"
      noun={{ one: 'parent', many: 'parents' }}
      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people="parents"
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'lastName', label: 'Name', sortable: true, render: fullName, csv: fullName },
        { key: 'email', label: 'E-mail', sortable: true },
        { key: 'phone', label: 'Phone' },
        { key: 'relationship', label: 'Relationship' },
        { key: 'childIds', label: 'Children', render: (row) => (row.childIds as string[]).length },
      ]}
      filters={[
        {
          field: 'childClassIds',
          label: 'Children’s class',
          contains: true,
          inviteClass: true,
          options: classes.map((c) => ({ value: c.id, label: c.name })),
        },
        {
          field: 'archived',
          label: 'Archived',
          options: [
            { value: false, label: 'Current parents' },
            { value: true, label: 'Archived parents' },
          ],
        },
      ]}
      actions={
        <>
          <NewRecordDialog
            label="New parent"
            title="New parent"
            renderForm={(close) => <ParentForm fields={fields} onDone={close} />}
          />
          <ImportPeopleDialog kind="parents" />
        </>
      }
    />
  );
}

export function ParentDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'parents', id);
  const { fields, studentName } = useParentChoices(schoolId);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const studentsPath = basePath.replace(/parents$/, 'students');
  const children = record.childIds as string[];
  return (
    <RecordDetail
      title={`${fullName(record)}${record.archived ? ' (archived)' : ''}`}
      backPath={basePath}
      backLabel="All parents"
      facts={[
        { label: 'E-mail', value: record.email || 'None: invite on paper' },
        { label: 'Phone', value: record.phone || '—' },
        { label: 'Relationship', value: record.relationship || '—' },
        {
          label: 'Children',
          value: children.length
            ? children.map((c, i) => (
                <Fragment key={c}>
                  {i > 0 && ', '}
                  <Link asChild color="blue.700">
                    <RouterLink to={`${studentsPath}/${c}`}>{studentName.get(c) ?? c}</RouterLink>
                  </Link>
                </Fragment>
              ))
            : 'None',
        },
      ]}
      renderEditForm={(close) => <ParentForm fields={fields} parent={record} onDone={close} />}
      deleteLabel={record.archived ? 'Restore' : 'Archive'}
      onDelete={async () => (await callApi('archiveParent', { id, archived: !record.archived })).message}
    >
      <PersonAccount personType="parents" person={record as PersonRow} archived={record.archived === true} />
    </RecordDetail>
  );
}
