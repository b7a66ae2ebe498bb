/** A grade scale's form: its name, whether it grades attainment or effort, and its grades, best first. */
import { Button, chakra, Field, HStack, Input } from '@chakra-ui/react';
import { type GradeScale, MAX_GRADES, saveScaleInput, type ScaleKind } from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { RepeatedRows } from '@/components/ui/repeated-rows';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { ApiError, callApi } from '@/lib/api';

interface GradeRow {
  code: string;
  label: string;
}

export function ScaleForm({ scale, onDone }: { scale?: GradeScale; onDone: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(scale?.name ?? '');
  const [kind, setKind] = useState<ScaleKind>(scale?.kind ?? 'attainment');
  const [grades, setGrades] = useState<GradeRow[]>(scale?.grades ?? [{ code: '', label: '' }]);
  const { errors, setErrors, outcome, busy, send } = useCheckedSubmission(
    saveScaleInput,
    t`The grade scale could not be saved. Try again.`,
  );
  const move = (at: number, by: number) => {
    const next = [...grades];
    const [row] = next.splice(at, 1);
    if (row) next.splice(at + by, 0, row);
    setGrades(next);
  };
  return (
    <chakra.form
      // The route's own checks name each problem beside its field, in the reader's words; the browser's would not.
      noValidate
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ ...(scale ? { id: scale.id } : {}), name, kind, grades }, async (body) => {
          try {
            return (await callApi('saveScale', body)).message;
          } catch (error) {
            // The server names the field it refuses: its message, in the reader's language, goes beside it.
            const field = error instanceof ApiError ? error.data?.field : undefined;
            if (field) setErrors({ [field]: (error as ApiError).message });
            throw error;
          }
        }).then((ok) => ok && onDone());
      }}
    >
      <FormField
        label={t`Name of the scale`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        required
      />
      <Field.Root invalid={!!errors.kind}>
        <Field.Label>
          <Trans>What it grades</Trans>
        </Field.Label>
        <SelectField
          value={kind}
          onChange={(v) => setKind(v as ScaleKind)}
          options={[
            { value: 'attainment', label: t`Attainment: how well the student does` },
            { value: 'effort', label: t`Effort: how hard the student works` },
          ]}
        />
        {errors.kind && <Field.ErrorText>{errors.kind}</Field.ErrorText>}
      </Field.Root>
      <RepeatedRows
        legend={t`Grades, best first`}
        rows={grades}
        onChange={setGrades}
        blank={() => ({ code: '', label: '' })}
        min={1}
        max={MAX_GRADES}
        error={errors.grades}
        addLabel={t`Add a grade`}
        removeLabel={(at) => {
          const n = at + 1;
          return t`Remove grade ${n}`;
        }}
        testId="scale-grade"
        row={(g, at, change) => {
          const n = at + 1;
          return (
            <>
              <Input
                aria-label={t`Code of grade ${n}`}
                placeholder={t`Code, e.g. A*`}
                value={g.code}
                onChange={(e) => change({ code: e.target.value })}
                maxW={{ md: '8rem' }}
                bg="white"
              />
              <Input
                aria-label={t`Meaning of grade ${n}`}
                placeholder={t`Meaning, e.g. Exceptional`}
                value={g.label}
                onChange={(e) => change({ label: e.target.value })}
                bg="white"
              />
              <HStack gap="1">
                <Button size="sm" variant="ghost" disabled={at === 0} onClick={() => move(at, -1)}>
                  {t`Move grade ${n} up`}
                </Button>
                <Button size="sm" variant="ghost" disabled={at === grades.length - 1} onClick={() => move(at, 1)}>
                  {t`Move grade ${n} down`}
                </Button>
              </HStack>
            </>
          );
        }}
      />
      <FormStatus outcome={outcome} />
      <HStack gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          {scale ? <Trans>Save the scale</Trans> : <Trans>Create the scale</Trans>}
        </Button>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}
