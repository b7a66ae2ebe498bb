import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { fieldErrors } from '@academy/shared/structure-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-field';
import { MultiSelectField, SelectField } from '@/components/ui/select-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';

export type FormFieldDef = { name: string; label: string; helper?: string } & (
  | { kind: 'text' | 'date' | 'time' | 'number' | 'numberList' | 'checkbox' }
  /**
   * emptyLabel: an empty choice that sends null (e.g. "No homeroom teacher"); numeric: the values are numbers
   * (e.g. a weekday).
   */
  | { kind: 'select'; options: { value: string; label: string }[]; emptyLabel?: string; numeric?: boolean }
  /** Several choices (e.g. a student's guardians); sent as a list of values. */
  | { kind: 'multiselect'; options: { value: string; label: string }[] }
  | { kind: 'textarea' }
);

type InputValue = string | boolean | string[];

export type FormValues = Record<string, unknown>;

/** What the inputs hold (text), from a record's values. */
function toInputs(fields: FormFieldDef[], values: FormValues): Record<string, InputValue> {
  const out: Record<string, InputValue> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'checkbox') out[f.name] = v === true;
    else if (f.kind === 'multiselect') out[f.name] = Array.isArray(v) ? v.map(String) : [];
    else if (f.kind === 'numberList') out[f.name] = Array.isArray(v) ? v.join(', ') : '';
    else out[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return out;
}

/** What the schema checks, from the inputs: numbers as numbers, lists as lists, an empty choice as null. */
function fromInputs(fields: FormFieldDef[], inputs: Record<string, InputValue>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = inputs[f.name];
    if (f.kind === 'checkbox' || f.kind === 'multiselect') out[f.name] = v;
    else if (f.kind === 'number') out[f.name] = String(v).trim() === '' ? undefined : Number(v);
    else if (f.kind === 'numberList')
      out[f.name] = String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
    else if (f.kind === 'select' && v === '' && f.emptyLabel !== undefined) out[f.name] = null;
    else if (f.kind === 'select' && f.numeric) out[f.name] = v === '' ? undefined : Number(v);
    else out[f.name] = v;
  }
  return out;
}

/**
 * A create or edit form checked by the same zod schema as the API: each field shows its own problem, and the
 * server's refusal (a clash, a duplicate) shows above the buttons.
 */
export function RecordForm({
  fields,
  schema,
  initial,
  extra = {},
  submitLabel,
  onSubmit,
  onCancel,
  once = false,
}: {
  fields: FormFieldDef[];
  schema: z.ZodType;
  initial: FormValues;
  /** Values sent but not edited here, e.g. the record's id. */
  extra?: FormValues;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<string>;
  onCancel?: () => void;
  /** A create form: once saved, it offers only Close, so a second click cannot make a duplicate. */
  once?: boolean;
}) {
  const [inputs, setInputs] = useState(() => toInputs(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t } = useLingui();
  const { outcome, busy, submit: send, clear } = useSubmission(errorMessage(t`This could not be saved.`));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ ...extra, ...fromInputs(fields, inputs) });
    if (!parsed.success) {
      clear();
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    await send(() => onSubmit(parsed.data as FormValues));
  }

  // A default that arrives after the form opened (the current term, once the terms have loaded) fills the fields
  // the user has not touched yet, so a quick click on "New class" still gets it.
  const touched = useRef(new Set<string>());
  const set = (name: string, value: InputValue) => {
    touched.current.add(name);
    setInputs((current) => ({ ...current, [name]: value }));
  };
  const initialInputs = JSON.stringify(toInputs(fields, initial));
  useEffect(() => {
    const next = JSON.parse(initialInputs) as Record<string, InputValue>;
    setInputs((current) => {
      const filled = Object.entries(next).filter(
        ([name, value]) => !touched.current.has(name) && current[name] === '' && value !== '',
      );
      return filled.length ? { ...current, ...Object.fromEntries(filled) } : current;
    });
  }, [initialInputs]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((f) => {
            const error = errors[f.name];
            if (f.kind === 'checkbox') {
              return (
                <Field.Root key={f.name} invalid={!!error} justifyContent="end">
                  <Checkbox.Root
                    checked={inputs[f.name] === true}
                    onCheckedChange={(e) => set(f.name, e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{f.label}</Checkbox.Label>
                  </Checkbox.Root>
                  {f.helper && !error && <Field.HelperText>{f.helper}</Field.HelperText>}
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              );
            }
            return (
              <Field.Root key={f.name} invalid={!!error}>
                <Field.Label>{f.label}</Field.Label>
                {f.kind === 'multiselect' ? (
                  <MultiSelectField
                    value={inputs[f.name] as string[]}
                    onChange={(v) => set(f.name, v)}
                    options={f.options}
                  />
                ) : f.kind === 'textarea' ? (
                  <Textarea bg="white" value={String(inputs[f.name])} onChange={(e) => set(f.name, e.target.value)} />
                ) : f.kind === 'select' ? (
                  <SelectField
                    value={String(inputs[f.name])}
                    onChange={(v) => set(f.name, v)}
                    options={f.options}
                    placeholder={f.emptyLabel ?? t`Choose…`}
                  />
                ) : f.kind === 'date' ? (
                  <DateField value={String(inputs[f.name])} onChange={(v) => set(f.name, v)} />
                ) : (
                  <Input
                    bg="white"
                    type={f.kind === 'time' ? f.kind : 'text'}
                    inputMode={f.kind === 'number' ? 'numeric' : undefined}
                    value={String(inputs[f.name])}
                    onChange={(e) => set(f.name, e.target.value)}
                  />
                )}
                {f.helper && !error && <Field.HelperText>{f.helper}</Field.HelperText>}
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <FormStatus outcome={outcome} />
        <HStack>
          {!(once && outcome?.ok) && (
            <Button type="submit" colorPalette="blue" loading={busy}>
              {submitLabel}
            </Button>
          )}
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {outcome?.ok ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
