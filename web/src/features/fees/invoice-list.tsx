/**
 * The office's invoices: find any invoice by its state, class, family or due date, in the order the office needs,
 * 25 a page, with what the matches add up to, and download them all as CSV. Each opens its own page.
 */
import { Button, chakra, CloseButton, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { currencyDigits } from '@academy/shared/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DateField } from '@/components/ui/date-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { useSchool, useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { TOUCH_ONLY, useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { csvAmount, downloadCsv } from './csv-download';
import { Panel } from './fees-panel';
import { InvoiceStateBadge, money } from './fees-parts';
import { FamilyPicker } from './family-picker';
import type { WithId } from './use-fees';
import {
  INVOICE_FILTER_STATES,
  INVOICE_SORTS,
  INVOICES_PER_PAGE,
  type InvoiceFilters,
  type InvoiceFilterState,
  type InvoiceSort,
  NO_INVOICE_FILTERS,
  sortsByDueOnly,
  useInvoiceClassNames,
  useInvoiceList,
} from './use-invoice-list';
import type { InvoiceDoc } from '@academy/shared/fees';

const STATE_LABEL: Record<InvoiceFilterState, MessageDescriptor> = {
  all: msg`All issued invoices`,
  open: msg`Still to pay`,
  overdue: msg`Overdue`,
  issued: msg`Issued, nothing paid`,
  'partly paid': msg`Partly paid`,
  paid: msg`Paid`,
  void: msg`Void`,
  draft: msg`Drafts (not yet issued)`,
};

function MatchTotals({ count, total, paid, balance }: { count: number; total: string; paid: string; balance: string }) {
  return (
    <Plural
      value={count}
      one={`# invoice: ${total} invoiced, ${paid} paid, ${balance} still to pay.`}
      other={`# invoices: ${total} invoiced, ${paid} paid, ${balance} still to pay.`}
    />
  );
}

function PageRange({ from, to, of }: { from: number; to: number; of: number | null }) {
  return of === null ? (
    <Trans>
      {from}–{to}
    </Trans>
  ) : (
    <Trans>
      {from}–{to} of {of}
    </Trans>
  );
}

/** The invoice's own page, under the fees section. */
export const invoicePath = (basePath: string, invoiceId: string) => `${basePath}/invoices/${invoiceId}`;

/** Narrowing the list to one family: find it by a child's or parent's name, then choose it. */
function FamilyFilter({
  schoolId,
  chosen,
  onChoose,
}: {
  schoolId: string;
  chosen: { id: string; label: string } | null;
  onChoose: (family: { id: string; label: string } | null) => void;
}) {
  const { t } = useLingui();
  const label = chosen?.label ?? '';
  if (chosen)
    return (
      <HStack borderWidth="1px" borderRadius="md" px="2" bg="blue.50" data-testid="family-filter">
        <Text>
          <Trans>Family: {label}</Trans>
        </Text>
        <CloseButton size="xs" aria-label={t`Show every family, not only ${label}`} onClick={() => onChoose(null)} />
      </HStack>
    );
  return (
    <FamilyPicker
      schoolId={schoolId}
      label={t`Family: a child's or parent's name`}
      placeholder={t`Family: a child's or parent's name`}
      renderFamily={(f) => (
        <Button size="xs" variant="outline" onClick={() => onChoose({ id: f.id, label: f.label })}>
          {f.label}
        </Button>
      )}
    />
  );
}

function InvoiceRows({
  schoolId,
  rows,
  basePath,
  today,
  className,
}: {
  schoolId: string;
  rows: WithId<InvoiceDoc>[];
  basePath: string;
  today: string;
  className: (id: string | null) => string;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const schoolLocale = useSchoolLocale(schoolId);
  const { t } = useLingui();
  const link = (i: WithId<InvoiceDoc>) => (
    <RouterLink to={invoicePath(basePath, i.id)}>
      <Text as="span" color="blue.700" textDecoration="underline">
        {i.studentName}: {i.scheduleName}
      </Text>
    </RouterLink>
  );
  if (!wide)
    // A phone: one invoice to a line, what it owes under it.
    return (
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Invoices`}>
        {rows.map((i) => {
          const name = className(i.classId);
          const due = i.nextDueDate ? formatDate(i.nextDueDate, schoolLocale) : '';
          const total = money(i.total, i.currency);
          const paid = money(i.paid, i.currency);
          const balance = money(i.balance, i.currency);
          return (
            <Stack as="li" key={i.id} gap="1" borderBottomWidth="1px" pb="2">
              {link(i)}
              <HStack wrap="wrap" gap="2">
                <InvoiceStateBadge invoice={i} today={today} />
                <Text fontSize="sm" color="gray.700">
                  {due ? (
                    <Trans>
                      {name} · next due {due}
                    </Trans>
                  ) : (
                    name
                  )}
                </Text>
              </HStack>
              <Text fontSize="sm">
                <Trans>
                  Total {total} · paid {paid} · still to pay {balance}
                </Trans>
              </Text>
            </Stack>
          );
        })}
      </Stack>
    );
  return (
    <Table.Root size="sm" aria-label={t`Invoices`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Invoice</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Class</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>State</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Next due</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Total</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Paid</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Still to pay</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((i) => (
          <Table.Row key={i.id}>
            <Table.Cell whiteSpace="normal">{link(i)}</Table.Cell>
            <Table.Cell>{className(i.classId)}</Table.Cell>
            <Table.Cell>
              <InvoiceStateBadge invoice={i} today={today} />
            </Table.Cell>
            <Table.Cell>{i.nextDueDate ? formatDate(i.nextDueDate, schoolLocale) : '–'}</Table.Cell>
            <Table.Cell textAlign="end">{money(i.total, i.currency)}</Table.Cell>
            <Table.Cell textAlign="end">{money(i.paid, i.currency)}</Table.Cell>
            <Table.Cell textAlign="end">{money(i.balance, i.currency)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function InvoiceList({ schoolId, basePath }: { schoolId: string; basePath: string }) {
  const { t } = useLingui();
  const today = useSchoolToday(schoolId);

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const [filters, setFilters] = useState<InvoiceFilters>(NO_INVOICE_FILTERS);
  const [family, setFamily] = useState<{ id: string; label: string } | null>(null);
  const list = useInvoiceList(schoolId, filters, today);
  const exporting = useSubmission(errorMessage(t`The invoices could not be read.`));
  const set = (change: Partial<InvoiceFilters>) => setFilters({ ...filters, ...change });
  const { page, totals } = list;
  const classes = useInvoiceClassNames(
    schoolId,
    page.status === 'success' ? page.rows.map((i) => i.classId ?? 'no-class') : [],
  );
  const nameIn = (names: ReadonlyMap<string, string>, id: string | null) =>
    names.get(id ?? 'no-class') || (id ? t`Class` : t`No class`);
  const className = (id: string | null) => nameIn(classes.names, id);
  // The filter's choices are read when the office reaches for it, not with every opening of the list. A touch screen
  // has no pointer to come near first, and a phone's picker opened empty would not fill in: there they come with the
  // list.
  const chooseClass = () => void classes.everyClass().catch(() => undefined);
  const touchOnly = useMediaQuery(TOUCH_ONLY);
  const chosenAtOnce = touchOnly && classes.every === null;
  useEffect(() => {
    if (chosenAtOnce) chooseClass();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per school on a touch screen
  }, [chosenAtOnce, schoolId]);
  const first = (list.pageNumber - 1) * INVOICES_PER_PAGE;
  return (
    <Panel title={t`Invoices`}>
      <Stack gap="3">
        <Wrap gap="2" align="start">
          <SelectField
            label={t`State`}
            value={filters.state}
            onChange={(v) => set({ state: v as InvoiceFilterState })}
            options={INVOICE_FILTER_STATES.map((s) => ({ value: s, label: t(STATE_LABEL[s]) }))}
            width="auto"
          />
          <SelectField
            label={t`Class`}
            value={filters.classId}
            onChange={(v) => set({ classId: v })}
            onPointerEnter={chooseClass}
            onFocus={chooseClass}
            options={[{ value: '', label: t`Every class` }, ...(classes.every ?? [])]}
            width="auto"
          />
          <HStack gap="2">
            <chakra.label htmlFor="invoices-due-by" whiteSpace="nowrap">
              <Trans>Due by</Trans>
            </chakra.label>
            <DateField id="invoices-due-by" value={filters.dueBy} onChange={(dueBy) => set({ dueBy })} />
          </HStack>
          <SelectField
            label={t`Order`}
            value={sortsByDueOnly(filters) ? 'due' : filters.sort}
            disabled={sortsByDueOnly(filters)}
            onChange={(v) => set({ sort: v as InvoiceSort })}
            options={Object.entries(INVOICE_SORTS).map(([value, label]) => ({ value, label: t(label) }))}
            width="auto"
          />
        </Wrap>
        <FamilyFilter
          schoolId={schoolId}
          chosen={family}
          onChoose={(f) => {
            setFamily(f);
            set({ familyId: f?.id ?? '' });
          }}
        />
        {sortsByDueOnly(filters) ? (
          <Text fontSize="sm" color="gray.700">
            <Trans>With a due date chosen, the list is in due-date order.</Trans>
          </Text>
        ) : null}
        <Text data-testid="invoice-totals" aria-live="polite">
          {totals === null ? (
            <Trans>Adding up…</Trans>
          ) : totals.count === 0 ? (
            <Trans>No invoice matches.</Trans>
          ) : (
            <MatchTotals
              count={totals.count}
              total={money(totals.total, currency)}
              paid={money(totals.paid, currency)}
              balance={money(totals.balance, currency)}
            />
          )}
        </Text>
        {page.status === 'loading' ? (
          <Text color="gray.700">
            <Trans>Loading invoices…</Trans>
          </Text>
        ) : null}
        {page.status === 'error' ? (
          <Text color="red.700">
            <Trans>The invoices could not be read: reload the page to try again.</Trans>
          </Text>
        ) : null}
        {page.status === 'success' && page.rows.length > 0 ? (
          <>
            <InvoiceRows schoolId={schoolId} rows={page.rows} basePath={basePath} today={today} className={className} />
            <HStack justify="space-between" wrap="wrap">
              <Text color="gray.700">
                <PageRange from={first + 1} to={first + page.rows.length} of={totals ? totals.count : null} />
              </Text>
              <HStack>
                <Button variant="outline" size="sm" disabled={list.pageNumber === 1} onClick={list.previous}>
                  <Trans>Previous 25</Trans>
                </Button>
                <Button variant="outline" size="sm" disabled={!page.more} onClick={() => void list.next()}>
                  <Trans>Next 25</Trans>
                </Button>
              </HStack>
            </HStack>
          </>
        ) : null}
        <Button
          alignSelf="start"
          variant="outline"
          disabled={!totals || totals.count === 0}
          loading={exporting.busy}
          onClick={() =>
            void exporting.submit(async () => {
              const [rows, names] = await Promise.all([list.all(), classes.everyClass()]);
              const digits = currencyDigits(currency);
              downloadCsv('invoices.csv', [
                [
                  t`Invoice`,
                  t`Student`,
                  t`Class`,
                  t`Schedule`,
                  t`State`,
                  t`Next due`,
                  t`Currency`,
                  t`Total`,
                  t`Paid`,
                  t`Still to pay`,
                ],
                ...rows.map((i) => [
                  i.id,
                  i.studentName,
                  nameIn(names, i.classId),
                  i.scheduleName,
                  i.status,
                  i.nextDueDate ?? '',
                  i.currency,
                  csvAmount(i.total, digits),
                  csvAmount(i.paid, digits),
                  csvAmount(i.balance, digits),
                ]),
              ]);
              const count = rows.length;
              return t`${count} invoices downloaded.`;
            })
          }
        >
          <Trans>Download these invoices (CSV)</Trans>
        </Button>
        <FormStatus outcome={exporting.outcome} />
      </Stack>
    </Panel>
  );
}
