import { apiRoutes, type RouteInput, type RouteName, type RouteResponse } from '@academy/shared/api';
import { callApi } from '@/lib/api';
import { type FormFieldDef, type FormValues, RecordForm } from './record-form';
import type { RecordRow } from './use-record-list';

/** The routes that save a record and answer with a message. */
type SavingRoute = { [K in RouteName]: RouteResponse<K> extends { message: string } ? K : never }[RouteName];

/**
 * The form for one kind of record: edits `record` through the update route when given, otherwise creates one through
 * the create route. The fields are checked with the route's own schema from the registry, as the API checks them.
 */
export function RecordEditor({
  fields,
  createLabel,
  saveLabel,
  record,
  createRoute,
  createInitial,
  updateRoute,
  editInitial = (r) => r,
  onDone,
}: {
  fields: FormFieldDef[];
  /** The buttons' whole labels ("Create term", "Save term"), as messages of the module. */
  createLabel: string;
  saveLabel: string;
  record?: RecordRow | undefined;
  createRoute: SavingRoute;
  createInitial: FormValues;
  updateRoute: SavingRoute;
  editInitial?: (record: RecordRow) => FormValues;
  onDone: () => void;
}) {
  const route = record ? updateRoute : createRoute;
  // The values were just checked with this route's schema, so they are its input.
  const save = async (values: FormValues) => (await callApi(route, values as RouteInput<typeof route>)).message;
  return record ? (
    <RecordForm
      fields={fields}
      schema={apiRoutes[updateRoute].input}
      initial={editInitial(record)}
      extra={{ id: record.id }}
      submitLabel={saveLabel}
      onCancel={onDone}
      onSubmit={save}
    />
  ) : (
    <RecordForm
      fields={fields}
      schema={apiRoutes[createRoute].input}
      initial={createInitial}
      submitLabel={createLabel}
      once
      onCancel={onDone}
      onSubmit={save}
    />
  );
}
