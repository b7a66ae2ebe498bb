/**
 * A report round's form: its name and term, the classes and subjects that report, the scales, the comment's length,
 * what else the report shows, the teachers' date and whether the student gets it too.
 */
import { Button, chakra, Checkbox, Field, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import {
  MAX_COMMENT_CHARS,
  MIN_COMMENT_CHARS,
  PUBLISH_TIME,
  type ReportRound,
  saveRoundInput,
  type SaveRoundInput,
} from '@academy/shared/reports';
import { formatTimeOfDay } from '@academy/shared/date-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { type SelectOption, SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { ApiError, callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { useGradeScales, useNames } from './use-reports';

type Draft = Omit<SaveRoundInput, 'commentMaxChars'> & { commentMaxChars: string };

const blank = (): Draft => ({
  name: '',
  termId: null,
  classIds: [],
  subjectIds: [],
  attainmentScaleId: '',
  effortScaleId: null,
  commentMaxChars: '600',
  showGradebookAverage: true,
  showAttendance: true,
  tutorComment: true,
  headComment: false,
  teachersDueDate: '',
  publishOn: null,
  sendToStudent: false,
});

/** The round as its form and `saveRound` take it (the number of characters as typed). */
export function draftOf(round: ReportRound): Draft {
  return {
    id: round.id,
    name: round.name,
    termId: round.termId,
    classIds: round.classIds,
    subjectIds: round.subjectIds,
    attainmentScaleId: round.attainmentScaleId,
    effortScaleId: round.effortScaleId,
    commentMaxChars: String(round.commentMaxChars),
    showGradebookAverage: round.showGradebookAverage,
    showAttendance: round.showAttendance,
    tutorComment: round.tutorComment,
    headComment: round.headComment,
    teachersDueDate: round.teachersDueDate,
    publishOn: round.publishOn,
    sendToStudent: round.sendToStudent,
  };
}

/** A group of checkboxes, one per option, its problem below it. */
function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={value.includes(o.value)}
            onCheckedChange={(e) =>
              onChange(e.checked === true ? [...value, o.value] : value.filter((v) => v !== o.value))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function RoundForm({
  user,
  round,
  onSaved,
  onCancel,
}: {
  user: UserRecord;
  round: ReportRound | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const names = useNames(user);
  const { scales } = useGradeScales(user.school_id);
  const publishTime = formatTimeOfDay(PUBLISH_TIME, useSchoolLocale(user.school_id));
  const [draft, setDraft] = useState<Draft>(() => (round ? draftOf(round) : blank()));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    saveRoundInput,
    t`The report round could not be saved. Try again.`,
  );
  const scaleOptions = (kind: 'attainment' | 'effort') =>
    scales.filter((s) => s.kind === kind).map((s) => ({ value: s.id, label: s.name }));
  const flag = (key: keyof Draft, label: string) => (
    <Stack gap="1" data-testid={`round-field-${key}`}>
      <Checkbox.Root
        checked={draft[key] === true}
        invalid={!!errors[key]}
        onCheckedChange={(e) => set({ [key]: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {errors[key] && (
        <Text color="fg.error" fontSize="sm">
          {errors[key]}
        </Text>
      )}
    </Stack>
  );
  const min = MIN_COMMENT_CHARS;
  const max = MAX_COMMENT_CHARS;
  return (
    <chakra.form
      // The route's own checks name each problem beside its field, in the reader's words; the browser's would not.
      noValidate
      display="flex"
      flexDirection="column"
      gap="5"
      maxW="3xl"
      onSubmit={(e) => {
        e.preventDefault();
        const chars = Number(draft.commentMaxChars);
        const body: SaveRoundInput = {
          ...draft,
          commentMaxChars: draft.commentMaxChars.trim() && Number.isFinite(chars) ? chars : Number.NaN,
        };
        let savedId = '';
        void send(body, async (checked) => {
          try {
            const saved = await callApi('saveRound', checked);
            savedId = saved.id;
            return saved.message;
          } catch (error) {
            // The server names the field it refuses: its message, in the reader's language, goes beside it.
            const field = error instanceof ApiError ? error.data?.field : undefined;
            if (field) setErrors({ [field]: (error as ApiError).message });
            throw error;
          }
        }).then((ok) => ok && onSaved(savedId));
      }}
    >
      <FormField
        label={t`Name of the round`}
        helper={t`What families read at the top, e.g. Autumn report 2026.`}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
        required
      />
      <Field.Root invalid={!!errors.termId}>
        <Field.Label>
          <Trans>Term of the attendance and gradebook shown</Trans>
        </Field.Label>
        <SelectField
          value={draft.termId ?? ''}
          onChange={(v) => set({ termId: v || null })}
          placeholder={t`Each class’s own term`}
          options={names.terms}
        />
        {errors.termId && <Field.ErrorText>{errors.termId}</Field.ErrorText>}
      </Field.Root>
      <ChoiceGroup
        legend={t`Classes`}
        options={names.classes}
        value={draft.classIds}
        onChange={(classIds) => set({ classIds })}
        error={errors.classIds}
      />
      <ChoiceGroup
        legend={t`Subjects`}
        options={names.subjects}
        value={draft.subjectIds}
        onChange={(subjectIds) => set({ subjectIds })}
        error={errors.subjectIds}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={!!errors.attainmentScaleId} required>
          <Field.Label>
            <Trans>Attainment scale</Trans>
          </Field.Label>
          <SelectField
            value={draft.attainmentScaleId}
            onChange={(v) => set({ attainmentScaleId: v })}
            placeholder={t`Choose a scale`}
            options={scaleOptions('attainment')}
          />
          {errors.attainmentScaleId && <Field.ErrorText>{errors.attainmentScaleId}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.effortScaleId}>
          <Field.Label>
            <Trans>Effort scale</Trans>
          </Field.Label>
          <SelectField
            value={draft.effortScaleId ?? ''}
            onChange={(v) => set({ effortScaleId: v || null })}
            placeholder={t`No effort grade`}
            options={scaleOptions('effort')}
          />
          {errors.effortScaleId && <Field.ErrorText>{errors.effortScaleId}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <FormField
        label={t`Longest comment, in characters`}
        helper={t`From ${min} to ${max}.`}
        inputMode="numeric"
        value={draft.commentMaxChars}
        onChange={(e) => set({ commentMaxChars: e.target.value })}
        error={errors.commentMaxChars}
        required
        maxW="12rem"
      />
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
          <Trans>The report also shows</Trans>
        </Text>
        {flag('showGradebookAverage', t`Each subject’s gradebook average for the term`)}
        {flag('showAttendance', t`The term’s attendance`)}
        {flag('tutorComment', t`A comment from the form tutor`)}
        {flag('headComment', t`A comment from the head`)}
        {flag('sendToStudent', t`Send it to the student too, not only to the family`)}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateFormField
          label={t`Teachers finish by`}
          value={draft.teachersDueDate}
          onChange={(teachersDueDate) => set({ teachersDueDate })}
          error={errors.teachersDueDate}
          required
        />
        <DateFormField
          label={t`Publish on`}
          helper={t`Optional: on this day, from ${publishTime}, the approved reports go home by themselves.`}
          value={draft.publishOn ?? ''}
          onChange={(v) => set({ publishOn: v || null })}
          error={errors.publishOn}
        />
      </SimpleGrid>
      <FormStatus outcome={outcome} />
      <HStack gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          {round ? <Trans>Save the round</Trans> : <Trans>Open the round</Trans>}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}
