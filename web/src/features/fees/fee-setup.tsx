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
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [name, setName] = useState(item?.name ?? '');
  const itemName = item?.name ?? '';
  const example = asTyped(1250, currency);
  const [category, setCategory] = useState<string>(item?.category ?? 'tuition');
  const [amount, setAmount] = useState(item ? asTyped(item.defaultAmount, currency) : '');
  const [archived, setArchived] = useState(item?.archived ?? false);
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    saveFeeItemInput,
    t`The fee item could not be saved.`,
  );
  return (
    <SetupForm
      label={item ? t`Change ${itemName}` : t`Add a fee item`}
      submitLabel={item ? t`Save the fee item` : t`Add the fee item`}
      busy={busy}
      outcome={outcome}
      onSubmit={() => {
        if (parseMoney(amount, currency) === null) {
          setErrors({ defaultAmount: t`Default amount must be an amount such as ${example}.` });
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
      <FormField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field.Root>
        <Field.Label>
          <Trans>Category</Trans>
        </Field.Label>
        <SelectField
          aria-label={t`Category`}
          value={category}
          onChange={setCategory}
          options={FEE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
      </Field.Root>
      <FormField
        label={t`Default amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.defaultAmount}
      />
      {item ? (
        <Checkbox.Root checked={archived} onCheckedChange={(e) => setArchived(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Archived (no longer offered for new schedules)</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </SetupForm>
  );
}

/** The catalogue: each fee item with its default amount, to add or change. */
export function FeeItemsPanel({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const { rows, loading } = useFeeItems(schoolId);
  const [editing, setEditing] = useState<WithId<FeeItemDoc> | 'new' | null>(null);
  return (
    <Panel title={t`Fee items`}>
      <Stack gap="3">
        {loading ? (
          <Text color="gray.700">
            <Trans>Loading fee items…</Trans>
          </Text>
        ) : null}
        {!loading && rows.length === 0 ? (
          <Text color="gray.700">
            <Trans>No fee items yet.</Trans>
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Fee items`}>
            {rows.map((item) => {
              const itemName = item.name;
              const amount = money(item.defaultAmount, currency);
              return (
                <Stack as="li" key={item.id} gap="1" borderBottomWidth="1px" pb="2" aria-label={item.name}>
                  <Text>
                    {item.archived ? (
                      <Trans>
                        {itemName} (archived): {amount}
                      </Trans>
                    ) : (
                      <Trans>
                        {itemName}: {amount}
                      </Trans>
                    )}
                    <Text as="span" color="gray.700">
                      {' '}
                      · {item.category}
                    </Text>
                  </Text>
                  <Button size="xs" variant="outline" alignSelf="start" onClick={() => setEditing(item)}>
                    <Trans>Change {itemName}</Trans>
                  </Button>
                </Stack>
              );
            })}
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
            <Trans>Add a fee item</Trans>
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
  const { t } = useLingui();

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
    t`The schedule could not be saved.`,
  );
  const scheduleName = schedule?.name ?? '';
  const example = asTyped(1250, currency);
  const named = target.kind === 'students' ? target.studentIds.length : 0;
  const offered = items.filter((i) => !i.archived || lines.some((l) => l.feeItemId === i.id));

  return (
    <SetupForm
      label={schedule ? t`Change ${scheduleName}` : t`Add a schedule`}
      submitLabel={schedule ? t`Save the schedule` : t`Add the schedule`}
      busy={busy}
      outcome={outcome}
      onSubmit={() => {
        const badLine = lines.findIndex((l) => l.amount.trim() !== '' && parseMoney(l.amount, currency) === null);
        if (badLine >= 0) {
          const line = badLine + 1;
          setErrors({ lines: t`Line ${line}: the amount must be an amount such as ${example}.` });
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
      <FormField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field.Root invalid={!!errors.termId}>
        <Field.Label>
          <Trans>Term</Trans>
        </Field.Label>
        <SelectField
          aria-label={t`Term`}
          placeholder={t`Choose a term`}
          value={termId}
          onChange={setTermId}
          options={terms.map((term) => ({ value: term.id, label: `${term.name} (${term.schoolYear})` }))}
        />
        {errors.termId ? <Field.ErrorText>{errors.termId}</Field.ErrorText> : null}
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root>
          <Field.Label>
            <Trans>Who it is for</Trans>
          </Field.Label>
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
              { value: 'grade', label: t`A whole grade` },
              { value: 'class', label: t`One class` },
              ...(schedule?.target.kind === 'students' ? [{ value: 'students', label: t`The students named` }] : []),
            ]}
          />
        </Field.Root>
        {target.kind === 'grade' ? (
          <FormField
            label={t`Grade`}
            inputMode="numeric"
            value={String(target.grade)}
            onChange={(e) => setTarget({ kind: 'grade', grade: Number(e.target.value) })}
            error={errors.target}
          />
        ) : target.kind === 'class' ? (
          <Field.Root>
            <Field.Label>
              <Trans>Class</Trans>
            </Field.Label>
            <SelectField
              value={target.classId}
              onChange={(classId) => setTarget({ kind: 'class', classId })}
              options={classes.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field.Root>
        ) : (
          <Text>
            <Trans>{named} students named (kept as they are)</Trans>
          </Text>
        )}
      </Stack>
      <RepeatedRows
        legend={t`What it charges`}
        rows={lines}
        onChange={setLines}
        blank={() => ({ feeItemId: '', amount: '' })}
        min={1}
        max={20}
        error={errors.lines}
        removeLabel={(at) => {
          const n = at + 1;
          return t`Remove line ${n}`;
        }}
        addLabel={t`Add a line`}
        row={(line, at, change) => {
          const n = at + 1;
          return (
            <>
              <SelectField
                aria-label={t`Line ${n}: fee item`}
                placeholder={t`Choose a fee item`}
                value={line.feeItemId}
                onChange={(feeItemId) => change({ feeItemId })}
                options={offered.map((item) => ({
                  value: item.id,
                  label: `${item.name} (${money(item.defaultAmount, currency)})`,
                }))}
              />
              <FormField
                label={t`Line ${n}: amount (empty: the item's default)`}
                inputMode="decimal"
                value={line.amount}
                onChange={(e) => change({ amount: e.target.value })}
              />
            </>
          );
        }}
      />
      <RepeatedRows
        legend={t`Due dates (more than one: the total is split into instalments)`}
        rows={dueDates.map((date) => ({ date }))}
        onChange={(rows) => setDueDates(rows.map((r) => r.date))}
        blank={() => ({ date: '' })}
        min={1}
        max={12}
        error={errors.dueDates}
        removeLabel={(at) => {
          const n = at + 1;
          return t`Remove instalment ${n}`;
        }}
        addLabel={t`Add an instalment`}
        row={({ date }, at, change) => {
          const n = at + 1;
          return <DateFormField label={t`Instalment ${n} due on`} value={date} onChange={(v) => change({ date: v })} />;
        }}
      />
      <FormField
        label={t`Sibling discount (% off the second and later children)`}
        inputMode="decimal"
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        error={errors.siblingDiscountPercent}
      />
    </SetupForm>
  );
}

/** Who a schedule is for, in words. */
function TargetWords({ target, className }: { target: ScheduleTarget; className: (id: string) => string }) {
  if (target.kind === 'class') return className(target.classId);
  if (target.kind === 'grade') {
    const grade = target.grade;
    return <Trans>Grade {grade}</Trans>;
  }
  const count = target.studentIds.length;
  return <Trans>{count} students named</Trans>;
}

/** Each schedule: who it is for, what it charges and when, to add or change. */
export function SchedulesPanel({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const schedules = useSchedules(schoolId);
  const items = useFeeItems(schoolId);
  const classes = useChoices(schoolId, 'classes', 'name');
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? id;
  const schoolLocale = useSchoolLocale(schoolId);
  const [editing, setEditing] = useState<WithId<FeeScheduleDoc> | 'new' | null>(null);
  const rows = [...schedules.rows].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Panel title={t`Fee schedules`}>
      <Stack gap="3">
        {schedules.loading ? (
          <Text color="gray.700">
            <Trans>Loading schedules…</Trans>
          </Text>
        ) : null}
        {!schedules.loading && rows.length === 0 ? (
          <Text color="gray.700">
            <Trans>No schedules yet.</Trans>
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Fee schedules`}>
            {rows.map((s) => {
              const scheduleName = s.name;
              const amount = money(
                s.lines.reduce((n, l) => n + l.amount, 0),
                s.currency,
              );
              const dates = s.dueDates.map((d) => formatDate(d, schoolLocale)).join('; ');
              return (
                <Stack as="li" key={s.id} gap="1" borderBottomWidth="1px" pb="2" aria-label={s.name}>
                  <Text>
                    <Trans>
                      {scheduleName}: {amount} per student
                    </Trans>
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    <Trans>
                      For <TargetWords target={s.target} className={className} /> · due {dates}
                    </Trans>
                  </Text>
                  <Button size="xs" variant="outline" alignSelf="start" onClick={() => setEditing(s)}>
                    <Trans>Change {scheduleName}</Trans>
                  </Button>
                </Stack>
              );
            })}
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
            <Trans>Add a schedule</Trans>
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
