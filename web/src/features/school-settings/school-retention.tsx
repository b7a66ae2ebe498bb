/**
 * Keeping records: how long a student's records are kept after they leave before the daily job erases their
 * personal data (marks, attendance and money stay as anonymous figures), or until an Admin erases them by hand.
 */
import { Button, Card, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { MAX_RETENTION_MONTHS } from '@academy/shared/erasure';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

export function SchoolRetention({ saved }: { saved: number | null }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<'hand' | 'months'>(saved ? 'months' : 'hand');
  const [months, setMonths] = useState(saved ? String(saved) : '');
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The setting could not be saved.`));
  return (
    <Card.Root>
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const value = choice === 'hand' ? null : months.trim() === '' ? Number.NaN : Number(months);
            void submit(async () => (await callApi('updateRetention', { eraseLeaversAfterMonths: value })).message);
          }}
        >
          <Stack gap="4" maxW="xl">
            <Text>
              <Trans>
                When a student leaves, their records are kept for as long as the school chooses. Then their personal
                data is erased: marks, attendance and money stay as anonymous figures.
              </Trans>
            </Text>
            <RadioGroup.Root
              value={choice}
              onValueChange={(e) => setChoice(e.value === 'months' ? 'months' : 'hand')}
              aria-label={t`Keeping records`}
            >
              <Stack gap="2">
                <RadioGroup.Item value="hand">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>Keep until erased by hand</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="months">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Trans>Erase some months after leaving</Trans>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            {choice === 'months' && (
              <Field.Root>
                <Field.Label>
                  <Trans>Months after leaving</Trans>
                </Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_RETENTION_MONTHS}
                  maxW="32"
                  value={months}
                  onChange={(e) => setMonths(e.target.value)}
                />
                <Field.HelperText>
                  <Trans>From 1 to 120. Checked every night.</Trans>
                </Field.HelperText>
              </Field.Root>
            )}
            <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
              <Trans>Save keeping records</Trans>
            </Button>
            <FormStatus outcome={outcome} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
