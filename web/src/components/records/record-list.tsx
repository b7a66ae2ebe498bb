import type { PersonCollection } from '@academy/shared/accounts';
import type { SchoolCollectionName } from '@academy/shared/collections';
import { formatDate } from '@academy/shared/date-format';
import { type AccountStanding, accountStanding, LIST_STANDINGS, standingFilters } from '@academy/shared/invitations';
import { Badge, Box, Button, Flex, HStack, Input, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STANDING_NAMES } from '@/components/accounts/account-words';
import { BulkInvite } from '@/components/accounts/bulk-invite';
import { SelectField } from '@/components/ui/select-field';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useSchoolLocale } from '@/lib/use-school';
import { type FilterValue, PAGE_SIZE, type RecordRow, useRecordList } from './use-record-list';

export interface ListColumn {
  key: string;
  label: string;
  sortable?: boolean;
  /** What the cell shows; the field's value when absent. */
  render?: (row: RecordRow) => ReactNode;
  /** What the CSV holds (it may be read then, as a class's name by its id); the field's value when absent. */
  csv?: (row: RecordRow) => unknown;
  /** A calendar date (`yyyy-MM-dd`): shown in the school's style, kept as it is in the CSV. */
  date?: boolean;
}

export interface ListFilter {
  field: string;
  label: string;
  /** A list field the record holds the value in (a parent's children's classes), instead of one equal value. */
  contains?: boolean;
  /** The class the list's invitations are narrowed to when this filter chooses one. */
  inviteClass?: boolean;
  options: { value: FilterValue; label: string }[];
  /** Reads the choices when the filter is reached for (pointer or focus), when they are not read with the list. */
  onReach?: () => void;
}

/**
 * What a list says about what it holds, written by each module as whole messages ("Search students", "There are no
 * students yet."): a language may need to change more than the noun to say them well, so none is built from one.
 */
export interface ListWords {
  /** What the list holds, the table's name: "students". */
  things: string;
  /** The section's name: "List of students". */
  list: string;
  /** The search box's name and its hint: "Search the list of students", "Search students". */
  searchLabel: string;
  searchHint: string;
  /** "Loading students" */
  loading: string;
  /** "There are no students yet." */
  empty: string;
  /** "No students match this search." */
  noMatch: string;
  /** The rows shown: "1–25 of 30 students" (a plural of the total), or "1–25 students" while it is being counted. */
  shown: (first: number, last: number, total: number | null) => string;
}

export interface RecordListProps {
  schoolId: string;
  collectionName: SchoolCollectionName;
  /** The list's own sentences, each one whole message of the module. */
  words: ListWords;
  columns: ListColumn[];
  filters?: ListFilter[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Where a row's first cell links to: its detail page. */
  detailPath: (row: RecordRow) => string;
  /** Filters set when the list opens, e.g. only students who are not archived. */
  initialFilters?: Record<string, FilterValue>;
  /** The list's own buttons, e.g. "New term". */
  actions?: ReactNode;
  /** A list of people: each row's account standing, a filter by it, and ticks to invite them. */
  people?: PersonCollection;
}

const ANY = '__any__';

function display(value: unknown, t: ReturnType<typeof useLingui>['t']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'boolean') return value ? t(msg`Yes`) : t(msg`No`);
  return String(value);
}

/** What a person's row holds of their account: the list takes any record, so it says so. */
type PersonStanding = Parameters<typeof accountStanding>[0];

function StandingBadge({ standing }: { standing: AccountStanding }) {
  const { t } = useLingui();
  const palette = {
    none: 'gray',
    invited: 'blue',
    expired: 'orange',
    bounced: 'red',
    active: 'green',
    off: 'red',
  } as const;
  return <Badge colorPalette={palette[standing]}>{t(STANDING_NAMES[standing])}</Badge>;
}

/**
 * The list every module shows: live rows of a school collection with search, filters, sortable columns, 25 a page
 * with cursor paging, the total from count(), an empty state and CSV export of everything that matches.
 */
export function RecordList(props: RecordListProps) {
  const { columns, words } = props;
  const schoolLocale = useSchoolLocale(props.schoolId);
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, FilterValue | undefined>>(props.initialFilters ?? {});
  const [sort, setSort] = useState(props.defaultSort);
  /** The last row of each page before this one. */
  const [cursors, setCursors] = useState<RecordRow[]>([]);
  const [exporting, setExporting] = useState(false);
  /** The account standing filtered by, with the time it was chosen: "expired" means before then. */
  const [standing, setStanding] = useState<{ standing: AccountStanding; at: number } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The page's clock when it opened: good enough to say whether an invitation of days has run out.
  const [now] = useState(() => Date.now());

  const containing = (props.filters ?? []).filter((f) => f.contains && filters[f.field] !== undefined);
  const equalities = Object.fromEntries(
    Object.entries(filters).filter(([field]) => !containing.some((f) => f.field === field)),
  );
  const classFilter = props.filters?.find((f) => f.inviteClass && filters[f.field] !== undefined);
  const classId = classFilter ? String(filters[classFilter.field]) : undefined;
  const list = useRecordList({
    schoolId: props.schoolId,
    collectionName: props.collectionName,
    sortField: sort.field,
    sortDirection: sort.direction,
    filters: equalities,
    search,
    where: [
      ...(standing ? standingFilters(standing.standing, standing.at) : []),
      ...containing.map((f) => ({ field: f.field, op: 'array-contains' as const, value: String(filters[f.field]) })),
    ],
    after: cursors.at(-1) ?? null,
  });
  // Columns and links take any record: this list serves every collection.
  const rows: RecordRow[] = list.rows;
  const restart = () => {
    setCursors([]);
    setSelected(new Set());
  };
  const narrowed = search.trim() !== '' || standing !== null || Object.values(filters).some((v) => v !== undefined);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const first = cursors.length * PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  const total = list.count;

  async function exportCsv() {
    setExporting(true);
    try {
      const rows: RecordRow[] = await list.all();
      const csv = toCsv(
        columns.map((c) => c.label),
        await Promise.all(rows.map((r) => Promise.all(columns.map((c) => (c.csv ? c.csv(r) : r[c.key]))))),
      );
      downloadCsv(`${props.collectionName}.csv`, csv);
    } finally {
      setExporting(false);
    }
  }

  // A people list on a phone keeps the name, the tick and the account: the rest is on each person's page (and in
  // the CSV), so the table fits the screen instead of scrolling sideways inside it.
  const secondary = (column: number) => (props.people && column > 0 ? 'md' : undefined);

  return (
    <Box as="section" aria-label={words.list} mt="6">
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <Box flex="1" minW="220px">
          <Input
            type="search"
            aria-label={words.searchLabel}
            placeholder={words.searchHint}
            bg="white"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              restart();
            }}
          />
        </Box>
        {props.filters?.map((f) => {
          const filter = f.label;
          return (
            <SelectField
              key={f.field}
              width="auto"
              minW="160px"
              label={f.label}
              onPointerEnter={f.onReach}
              onFocus={f.onReach}
              value={filters[f.field] === undefined ? ANY : JSON.stringify(filters[f.field])}
              onChange={(raw) => {
                setFilters({ ...filters, [f.field]: raw === ANY ? undefined : (JSON.parse(raw) as FilterValue) });
                restart();
              }}
              // Filter values may be numbers or booleans: each option carries its value as JSON.
              options={[
                { value: ANY, label: t`${filter}: any` },
                ...f.options.map((o) => ({ value: JSON.stringify(o.value), label: o.label })),
              ]}
            />
          );
        })}
        {props.people && (
          <SelectField
            width="auto"
            minW="160px"
            label={t`Account`}
            value={standing?.standing ?? ANY}
            onChange={(raw) => {
              setStanding(raw === ANY ? null : { standing: raw as AccountStanding, at: Date.now() });
              restart();
            }}
            options={[
              { value: ANY, label: t`Account: any` },
              ...LIST_STANDINGS.map((s) => ({ value: s, label: t(STANDING_NAMES[s]) })),
            ]}
          />
        )}
        <Button variant="outline" bg="white" onClick={() => void exportCsv()} loading={exporting}>
          <Trans>Export CSV</Trans>
        </Button>
        {props.actions}
      </Flex>

      {props.people && (
        <BulkInvite
          schoolId={props.schoolId}
          classId={classId}
          className={classFilter?.options.find((o) => o.value === filters[classFilter.field])?.label}
          kind={props.people}
          noun={words.things}
          selectedIds={[...selected]}
          standing={standing?.standing}
          onInvited={() => setSelected(new Set())}
        />
      )}

      {list.error ? (
        <Text color="red.700" role="alert">
          <Trans>The list could not be loaded. Reload the page to try again.</Trans>
        </Text>
      ) : list.loading ? (
        <Spinner aria-label={words.loading} />
      ) : rows.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8" textAlign="center" bg="white">
          <Text color="gray.600">{narrowed ? words.noMatch : words.empty}</Text>
        </Box>
      ) : (
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" variant="outline" bg="white" aria-label={words.things}>
            <Table.Header>
              <Table.Row>
                {props.people && (
                  <Table.ColumnHeader>
                    <Trans>Select</Trans>
                  </Table.ColumnHeader>
                )}
                {columns.map((c, i) => {
                  const sorted = sort.field === c.key;
                  return (
                    <Table.ColumnHeader
                      key={c.key}
                      hideBelow={secondary(i)}
                      aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {c.sortable ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          fontWeight="semibold"
                          onClick={() => {
                            setSort({ field: c.key, direction: sorted && sort.direction === 'asc' ? 'desc' : 'asc' });
                            restart();
                          }}
                        >
                          {c.label} {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                        </Button>
                      ) : (
                        c.label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
                {props.people && (
                  <Table.ColumnHeader>
                    <Trans>Account</Trans>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const person = `${String(row.firstName)} ${String(row.lastName)}`;
                return (
                  <Table.Row key={row.id}>
                    {props.people && (
                      <Table.Cell>
                        <input
                          type="checkbox"
                          id={`select-${row.id}`}
                          aria-label={t`Select ${person}`}
                          checked={selected.has(row.id)}
                          onChange={(e) => toggle(row.id, e.target.checked)}
                          style={{ width: 18, height: 18, cursor: 'pointer' }}
                        />
                      </Table.Cell>
                    )}
                    {columns.map((c, i) => {
                      const value = row[c.key];
                      const content = c.render
                        ? c.render(row)
                        : c.date && typeof value === 'string' && value
                          ? formatDate(value, schoolLocale)
                          : display(value, t);
                      return (
                        <Table.Cell key={c.key} hideBelow={secondary(i)}>
                          {i === 0 ? (
                            <Link asChild color="blue.700" fontWeight="medium">
                              <RouterLink to={props.detailPath(row)}>{content}</RouterLink>
                            </Link>
                          ) : (
                            content
                          )}
                        </Table.Cell>
                      );
                    })}
                    {props.people && (
                      <Table.Cell>
                        <StandingBadge standing={accountStanding(row as PersonStanding, undefined, now)} />
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <HStack justify="space-between" mt="3">
        <Text color="gray.600" fontSize="sm" aria-live="polite">
          {rows.length > 0 && words.shown(first, last, total)}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            <Trans>Previous page</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!list.hasNext}
            onClick={() => {
              const last = rows.at(-1);
              if (last) setCursors([...cursors, last]);
            }}
          >
            <Trans>Next page</Trans>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
