import { RecordEditor } from '@/components/records/record-editor';
import { Link } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/lib/api';
import { PersonExport } from '@/components/data/person-export';
import { ErasePerson } from '@/components/people/erase-person';
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
import { useRecord, useRecordsByIds } from '@/components/records/use-record';
import { type RecordRow, useChoices, useChoicesOnReach } from '@/components/records/use-record-list';

const fullName = (p: RecordRow) => `${p.firstName} ${p.lastName}`;

/** The students a parent form chooses children from: read while the form is open, not with the page. */
function useParentFields(schoolId: string): FormFieldDef[] {
  const { t } = useLingui();
  const students = useChoices(schoolId, 'students', 'lastName');
  const fields: FormFieldDef[] = [
    { name: 'firstName', label: t`First name`, kind: 'text' },
    { name: 'lastName', label: t`Last name`, kind: 'text' },
    {
      name: 'email',
      label: t`E-mail`,
      kind: 'text',
      helper: t`Unique among the school’s parents. Leave it empty for a parent with no e-mail: give a phone number, and invite them on paper.`,
    },
    { name: 'phone', label: t`Phone`, kind: 'text' },
    {
      name: 'relationship',
      label: t`Relationship`,
      kind: 'text',
      helper: t`For example Mother, Father, Guardian.`,
    },
    {
      name: 'childIds',
      label: t`Children`,
      kind: 'multiselect',
      helper: t`Hold Ctrl (or ⌘) to choose several.`,
      options: students
        .filter((s) => !s.archived)
        .map((s) => ({ value: s.id, label: `${fullName(s)} (${s.admissionNumber})` })),
    },
  ];
  return fields;
}

function ParentForm({ fields, parent, onDone }: { fields: FormFieldDef[]; parent?: RecordRow; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <RecordEditor
      fields={fields}
      createLabel={t`Create parent`}
      saveLabel={t`Save parent`}
      record={parent}
      createRoute="createParent"
      createInitial={{ phone: '', relationship: '', childIds: [] }}
      updateRoute="updateParent"
      onDone={onDone}
    />
  );
}

/** A new parent's form: the students it chooses children from are read when it opens, not with the list. */
function NewParentForm({ schoolId, onDone }: { schoolId: string; onDone: () => void }) {
  return <ParentForm fields={useParentFields(schoolId)} onDone={onDone} />;
}

/** A parent's edit form: the students it chooses from are read when it opens. */
function EditParentForm({ schoolId, parent, onDone }: { schoolId: string; parent: RecordRow; onDone: () => void }) {
  return <ParentForm fields={useParentFields(schoolId)} parent={parent} onDone={onDone} />;
}

export function ParentsScreen({ schoolId, basePath }: ListScreenProps) {
  // The class filter's choices are read when the office reaches for it, not with every opening of the list.
  const classes = useChoicesOnReach(schoolId, 'classes', 'name');
  const { t } = useLingui();
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="parents"
      words={{
        things: t`parents`,
        list: t`List of parents`,
        searchLabel: t`Search the list of parents`,
        searchHint: t`Search parents`,
        loading: t`Loading parents`,
        empty: t`There are no parents yet.`,
        noMatch: t`No parents match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} parents`
            : t`${plural(total, { one: `${first}–${last} of # parent`, other: `${first}–${last} of # parents` })}`,
      }}
      defaultSort={{ field: 'lastName', direction: 'asc' }}
      initialFilters={{ archived: false }}
      people="parents"
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'lastName', label: t`Name`, sortable: true, render: fullName, csv: fullName },
        { key: 'email', label: t`E-mail`, sortable: true },
        { key: 'phone', label: t`Phone` },
        { key: 'relationship', label: t`Relationship` },
        { key: 'childIds', label: t`Children`, render: (row) => (row.childIds as string[]).length },
      ]}
      filters={[
        {
          field: 'childClassIds',
          label: t`Children’s class`,
          contains: true,
          inviteClass: true,
          options: classes.rows.map((c) => ({ value: c.id, label: c.name })),
          onReach: classes.reach,
        },
        {
          field: 'archived',
          label: t`Archived`,
          options: [
            { value: false, label: t`Current parents` },
            { value: true, label: t`Archived parents` },
          ],
        },
      ]}
      actions={
        <>
          <NewRecordDialog
            label={t`New parent`}
            title={t`New parent`}
            renderForm={(close) => <NewParentForm schoolId={schoolId} onDone={close} />}
          />
          <ImportPeopleDialog kind="parents" />
        </>
      }
    />
  );
}

export function ParentDetail({ schoolId, basePath, id }: DetailScreenProps) {
  const { loading, record } = useRecord(schoolId, 'parents', id);
  // The parent's own children, by id: the page reads them and not the school's students.
  const { records: students } = useRecordsByIds(schoolId, 'students', (record?.childIds as string[] | undefined) ?? []);
  const studentName = new Map(students.map((s) => [s.id, fullName(s)]));
  const currentIds = new Set(students.filter((s) => !s.archived && !s.erased).map((s) => s.id));
  const { t } = useLingui();
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const studentsPath = basePath.replace(/parents$/, 'students');
  const children = record.childIds as string[];
  const name = fullName(record);
  const current = children.filter((c) => currentIds.has(c)).map((c) => studentName.get(c) ?? c);
  const currentNames = current.join(', ');
  return (
    <RecordDetail
      title={record.archived ? t`${name} (archived)` : name}
      backPath={basePath}
      backLabel={t`All parents`}
      facts={[
        { label: t`E-mail`, value: record.email || t`None: invite on paper` },
        { label: t`Phone`, value: record.phone || '—' },
        { label: t`Relationship`, value: record.relationship || '—' },
        {
          label: t`Children`,
          // One line of text, so the space after each comma is kept.
          value: children.length ? (
            <span>
              {children.map((c, i) => (
                <Fragment key={c}>
                  {i > 0 && ', '}
                  <Link asChild color="blue.700">
                    <RouterLink to={`${studentsPath}/${c}`}>{studentName.get(c) ?? c}</RouterLink>
                  </Link>
                </Fragment>
              ))}
            </span>
          ) : (
            t`None`
          ),
        },
      ]}
      renderEditForm={(close) => <EditParentForm schoolId={schoolId} parent={record} onDone={close} />}
      deleteLabel={record.archived ? t`Restore` : t`Archive`}
      onDelete={async () => (await callApi('archiveParent', { id, archived: !record.archived })).message}
    >
      <PersonAccount personType="parents" person={record as PersonRow} archived={record.archived === true} />
      {record.erased !== true && <PersonExport schoolId={schoolId} kind="parents" id={id} name={name} />}
      <ErasePerson
        erased={record.erased === true}
        kind="parents"
        id={id}
        name={name}
        notYet={
          current.length
            ? t`Only a parent whose children have all left may be erased: archive or unlink ${currentNames} first.`
            : null
        }
      />
    </RecordDetail>
  );
}
