/**
 * The office sets up what it charges: the catalogue of fee items (tuition, meals, trips…) and the schedules that apply
 * them to a term for a grade or a class, in one payment or instalments. Invoices already made keep what they were made
 * with; a change applies to the invoices made after it.
 */
import { Button, Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { FEE_CATEGORIES, type FeeItemDoc, type FeeScheduleDoc, type ScheduleTarget } from '@academy/shared/fees';
import { saveFeeItemInput, saveScheduleInput } from '@academy/shared/fees-api';
import { currencyDigits, parseMoney } from '@academy/shared/money';
import { type ReactNode, useState } from 'react';
import { useChoices } from '@/components/records/use-record-list';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { RepeatedRows } from '@/components/ui/repeated-rows';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { callApi } from '@/lib/api';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import { Panel } from './fees-panel';
import { money } from './fees-parts';
import { useFeeItems, useSchedules, type WithId } from './use-fees';

/** An amount in minor units as the office types it: "12.50" for 1250 pence. */
const asTyped = (minor: number, currency: string) =>
  (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));
/** What the office typed, in minor units (the form has checked it is an amount). */
const typedMinor = (text: string, currency: string) => parseMoney(text, currency) ?? Number.NaN;

/** The shell both setup forms share: a framed form named for what it does, its outcome, and its one button. */
function SetupForm({
  label,
  submitLabel,
  busy,
  outcome,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  outcome: FormOutcome;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={label}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormStatus outcome={outcome} />
      <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
        {submitLabel}
      </Button>
    </Stack>
  );
}

function FeeItemForm({
  item,
  currency,
  onDone,
}: {
  item: WithId<FeeItemDoc> | null;
  currency: string;
  onDone: () => void;
}) {
  const [name, setName] = useState(item?.name ?? '');
  const [category, setCategory] = useState<string>(item?.category ?? 'tuition');
  const [amount, setAmount] = useState(item ? asTyped(item.defaultAmount, currency) : '');
  const [archived, setArchived] = useState(item?.archived ?? false);
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    saveFeeItemInput,
    'The fee item could not be saved.',
  );
  return (
    <SetupForm
      label={item ? `Change ${item.name}` : 'Add a fee item'}
      submitLabel={item ? 'Save the fee item' : 'Add the fee item'}
      busy={busy}
      outcome={outcome}
      onSubmit={() => {
        if (parseMoney(amount, currency) === null) {
          setErrors({ defaultAmount: `Default amount must be an amount such as ${asTyped(1250, currency)}.` });
          return;
        }
        const body = {
          ...(item ? { id: item.id } : {}),
          name,
          category: category as FeeItemDoc['category'],
          defaultAmount: typedMinor(amount, currency),
          archived,
        };
        void send(body, async (checked) => {
          const res = await callApi('saveFeeItem', checked);
          onDone();
          return res.message;
        });
      }}
    >
      <FormField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field.Root>
        <Field.Label>Category</Field.Label>
        <SelectField
          aria-label="Category"
          value={category}
          onChange={setCategory}
          options={FEE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
      </Field.Root>
      <FormField
        label={`Default amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.defaultAmount}
      />
      {item ? (
        <Checkbox.Root checked={archived} onCheckedChange={(e) => setArchived(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Archived (no longer offered for new schedules)</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </SetupForm>
  );
}

/** The catalogue: each fee item with its default amount, to add or change. */
export function FeeItemsPanel({ schoolId }: { schoolId: string }) {
  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const { rows, loading } = useFeeItems(schoolId);
  const [editing, setEditing] = useState<WithId<FeeItemDoc> | 'new' | null>(null);
  return (
    <Panel title="Fee items">
      <Stack gap="3">
        {loading ? <Text color="gray.700">Loading fee items…</Text> : null}
        {!loading && rows.length === 0 ? <Text color="gray.700">No fee items yet.</Text> : null}
        {rows.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Fee items">
            {rows.map((item) => (
              <Stack as="li" key={item.id} gap="1" borderBottomWidth="1px" pb="2" aria-label={item.name}>
                <Text>
                  {item.name}
                  {item.archived ? ' (archived)' : ''}: {money(item.defaultAmount, currency)}
                  <Text as="span" color="gray.700">
                    {' '}
                    · {item.category}
                  </Text>
                </Text>
                <Button size="xs" variant="outline" alignSelf="start" onClick={() => setEditing(item)}>
                  Change {item.name}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : null}
        {editing ? (
          <FeeItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            currency={currency}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline" alignSelf="start" onClick={() => setEditing('new')}>
            Add a fee item
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

interface LineDraft {
  feeItemId: string;
  /** Empty: the item's default amount. */
  amount: string;
}

function ScheduleForm({
  schoolId,
  schedule,
  currency,
  items,
  onDone,
}: {
  schoolId: string;
  schedule: WithId<FeeScheduleDoc> | null;
  currency: string;
  items: WithId<FeeItemDoc>[];
  onDone: () => void;
}) {
  const terms = useChoices(schoolId, 'terms', 'startDate');
  const classes = useChoices(schoolId, 'classes', 'name');
  const [name, setName] = useState(schedule?.name ?? '');
  const [termId, setTermId] = useState(schedule?.termId ?? '');
  const [target, setTarget] = useState<ScheduleTarget>(schedule?.target ?? { kind: 'grade', grade: 7 });
  const [lines, setLines] = useState<LineDraft[]>(
    schedule?.lines.map((l) => ({ feeItemId: l.feeItemId, amount: asTyped(l.amount, currency) })) ?? [
      { feeItemId: '', amount: '' },
    ],
  );
  const [dueDates, setDueDates] = useState<string[]>(schedule?.dueDates ?? ['']);
  const [discount, setDiscount] = useState(String(schedule?.siblingDiscountPercent ?? 0));
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    saveScheduleInput,
    'The schedule could not be saved.',
  );
  const offered = items.filter((i) => !i.archived || lines.some((l) => l.feeItemId === i.id));

  return (
    <SetupForm
      label={schedule ? `Change ${schedule.name}` : 'Add a schedule'}
      submitLabel={schedule ? 'Save the schedule' : 'Add the schedule'}
      busy={busy}
      outcome={outcome}
      onSubmit={() => {
        const badLine = lines.findIndex((l) => l.amount.trim() !== '' && parseMoney(l.amount, currency) === null);
        if (badLine >= 0) {
          setErrors({ lines: `Line ${badLine + 1}: the amount must be an amount such as ${asTyped(1250, currency)}.` });
          return;
        }
        const body = {
          ...(schedule ? { id: schedule.id } : {}),
          name,
          termId,
          target,
          lines: lines.map((l) => ({
            feeItemId: l.feeItemId,
            ...(l.amount.trim() ? { amount: typedMinor(l.amount, currency) } : {}),
          })),
          dueDates,
          siblingDiscountPercent: Number(discount),
          scholarships: schedule?.scholarships ?? [],
        };
        void send(body, async (checked) => {
          const res = await callApi('saveSchedule', checked);
          onDone();
          return res.message;
        });
      }}
    >
      <FormField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field.Root invalid={!!errors.termId}>
        <Field.Label>Term</Field.Label>
        <SelectField
          aria-label="Term"
          placeholder="Choose a term"
          value={termId}
          onChange={setTermId}
          options={terms.map((t) => ({ value: t.id, label: `${t.name} (${t.schoolYear})` }))}
        />
        {errors.termId ? <Field.ErrorText>{errors.termId}</Field.ErrorText> : null}
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root>
          <Field.Label>Who it is for</Field.Label>
          <SelectField
            value={target.kind}
            onChange={(kind) =>
              setTarget(
                kind === 'class'
                  ? { kind: 'class', classId: classes[0]?.id ?? '' }
                  : kind === 'grade'
                    ? { kind: 'grade', grade: 7 }
                    : (schedule?.target ?? { kind: 'grade', grade: 7 }),
              )
            }
            options={[
              { value: 'grade', label: 'A whole grade' },
              { value: 'class', label: 'One class' },
              ...(schedule?.target.kind === 'students' ? [{ value: 'students', label: 'The students named' }] : []),
            ]}
          />
        </Field.Root>
        {target.kind === 'grade' ? (
          <FormField
            label="Grade"
            inputMode="numeric"
            value={String(target.grade)}
            onChange={(e) => setTarget({ kind: 'grade', grade: Number(e.target.value) })}
            error={errors.target}
          />
        ) : target.kind === 'class' ? (
          <Field.Root>
            <Field.Label>Class</Field.Label>
            <SelectField
              value={target.classId}
              onChange={(classId) => setTarget({ kind: 'class', classId })}
              options={classes.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field.Root>
        ) : (
          <Text>{target.studentIds.length} students named (kept as they are)</Text>
        )}
      </Stack>
      <RepeatedRows
        legend="What it charges"
        rows={lines}
        onChange={setLines}
        blank={() => ({ feeItemId: '', amount: '' })}
        min={1}
        max={20}
        error={errors.lines}
        removeLabel={(at) => `Remove line ${at + 1}`}
        addLabel="Add a line"
        row={(line, at, change) => (
          <>
            <SelectField
              aria-label={`Line ${at + 1}: fee item`}
              placeholder="Choose a fee item"
              value={line.feeItemId}
              onChange={(feeItemId) => change({ feeItemId })}
              options={offered.map((item) => ({
                value: item.id,
                label: `${item.name} (${money(item.defaultAmount, currency)})`,
              }))}
            />
            <FormField
              label={`Line ${at + 1}: amount (empty: the item's default)`}
              inputMode="decimal"
              value={line.amount}
              onChange={(e) => change({ amount: e.target.value })}
            />
          </>
        )}
      />
      <RepeatedRows
        legend="Due dates (more than one: the total is split into instalments)"
        rows={dueDates.map((date) => ({ date }))}
        onChange={(rows) => setDueDates(rows.map((r) => r.date))}
        blank={() => ({ date: '' })}
        min={1}
        max={12}
        error={errors.dueDates}
        removeLabel={(at) => `Remove instalment ${at + 1}`}
        addLabel="Add an instalment"
        row={({ date }, at, change) => (
          <DateFormField label={`Instalment ${at + 1} due on`} value={date} onChange={(v) => change({ date: v })} />
        )}
      />
      <FormField
        label="Sibling discount (% off the second and later children)"
        inputMode="decimal"
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        error={errors.siblingDiscountPercent}
      />
    </SetupForm>
  );
}

const targetWords = (t: ScheduleTarget, className: (id: string) => string) =>
  t.kind === 'grade'
    ? `Grade ${t.grade}`
    : t.kind === 'class'
      ? className(t.classId)
      : `${t.studentIds.length} students named`;

/** Each schedule: who it is for, what it charges and when, to add or change. */
export function SchedulesPanel({ schoolId }: { schoolId: string }) {
  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const schedules = useSchedules(schoolId);
  const items = useFeeItems(schoolId);
  const classes = useChoices(schoolId, 'classes', 'name');
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? id;
  const schoolLocale = useSchoolLocale(schoolId);
  const [editing, setEditing] = useState<WithId<FeeScheduleDoc> | 'new' | null>(null);
  const rows = [...schedules.rows].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Panel title="Fee schedules">
      <Stack gap="3">
        {schedules.loading ? <Text color="gray.700">Loading schedules…</Text> : null}
        {!schedules.loading && rows.length === 0 ? <Text color="gray.700">No schedules yet.</Text> : null}
        {rows.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Fee schedules">
            {rows.map((s) => (
              <Stack as="li" key={s.id} gap="1" borderBottomWidth="1px" pb="2" aria-label={s.name}>
                <Text>
                  {s.name}:{' '}
                  {money(
                    s.lines.reduce((n, l) => n + l.amount, 0),
                    s.currency,
                  )}{' '}
                  per student
                </Text>
                <Text fontSize="sm" color="gray.700">
                  For {targetWords(s.target, className)} · due{' '}
                  {s.dueDates.map((d) => formatDate(d, schoolLocale)).join('; ')}
                </Text>
                <Button size="xs" variant="outline" alignSelf="start" onClick={() => setEditing(s)}>
                  Change {s.name}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : null}
        {editing ? (
          <ScheduleForm
            key={editing === 'new' ? 'new' : editing.id}
            schoolId={schoolId}
            schedule={editing === 'new' ? null : editing}
            currency={currency}
            items={items.rows}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline" alignSelf="start" onClick={() => setEditing('new')}>
            Add a schedule
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
