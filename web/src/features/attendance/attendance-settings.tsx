import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { describeValidationError } from '@academy/shared/api';
import { type AttendanceCode, updateAttendanceSettingsInput } from '@academy/shared/attendance';
import { WEEKDAYS } from '@academy/shared/lesson';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import type { AttendanceSettings } from './use-attendance';

const FLAGS: {
  key: keyof AttendanceCode & ('countsAsPresent' | 'minutesLate' | 'explained' | 'alertsGuardians');
  label: MessageDescriptor;
}[] = [
  { key: 'countsAsPresent', label: msg`Counts as present` },
  { key: 'minutesLate', label: msg`Minutes late` },
  { key: 'explained', label: msg`Explained absence` },
  { key: 'alertsGuardians', label: msg`Tell guardians` },
];

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" htmlFor={id} gap="1" fontSize="sm" minH="8">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </chakra.label>
  );
}

/** The school's register codes, teaching weekdays and the time untaken registers turn overdue. */
export function AttendanceSettingsForm({ settings }: { settings: AttendanceSettings }) {
  const [codes, setCodes] = useState<AttendanceCode[]>(settings.codes);
  const [weekdays, setWeekdays] = useState<number[]>(settings.teachingWeekdays);
  const [dueBy, setDueBy] = useState(settings.registersDueBy);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The settings could not be saved.`));
  const body = { codes, teachingWeekdays: weekdays, registersDueBy: dueBy };
  const parsed = updateAttendanceSettingsInput.safeParse(body);
  const problem = parsed.success ? null : describeValidationError(parsed.error);
  const change = (i: number, patch: Partial<AttendanceCode>) =>
    setCodes(codes.map((c, j) => (j === i ? { ...c, ...patch } : c)));

  return (
    <Stack
      as="form"
      gap="5"
      mt="4"
      maxW="3xl"
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return;
        void submit(async () => (await callApi('updateAttendanceSettings', body)).message);
      }}
    >
      <Box>
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          <Trans>Register codes</Trans>
        </Text>
        <Stack gap="3" mt="2">
          {codes.map((c, i) => {
            const letter = c.letter;
            return (
              <Box key={i} p="3" bg="white" borderWidth="1px" borderRadius="md" data-testid={`code-${i}`}>
                <Flex gap="2" wrap="wrap" align="end">
                  <Box>
                    <chakra.label display="block" htmlFor={`code-letter-${i}`} fontSize="sm">
                      <Trans>Letter</Trans>
                    </chakra.label>
                    <Input
                      id={`code-letter-${i}`}
                      w="20"
                      bg="white"
                      value={c.letter}
                      maxLength={3}
                      onChange={(e) => change(i, { letter: e.target.value.toUpperCase() })}
                    />
                  </Box>
                  <Box flex="1" minW="40">
                    <chakra.label display="block" htmlFor={`code-label-${i}`} fontSize="sm">
                      <Trans>Label</Trans>
                    </chakra.label>
                    <Input
                      id={`code-label-${i}`}
                      bg="white"
                      value={c.label}
                      maxLength={40}
                      onChange={(e) => change(i, { label: e.target.value })}
                    />
                  </Box>
                  <Button
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setCodes(codes.filter((_, j) => j !== i))}
                  >
                    <Trans>
                      Remove
                      <Box as="span" srOnly>
                        {' '}
                        code {letter}
                      </Box>
                    </Trans>
                  </Button>
                </Flex>
                <Flex gap="4" mt="2" wrap="wrap">
                  {FLAGS.map((f) => (
                    <Check
                      key={f.key}
                      id={`code-${f.key}-${i}`}
                      label={t(f.label)}
                      checked={c[f.key]}
                      onChange={(v) => change(i, { [f.key]: v })}
                    />
                  ))}
                </Flex>
              </Box>
            );
          })}
        </Stack>
        <Button
          mt="3"
          variant="outline"
          disabled={codes.length >= 12}
          onClick={() =>
            setCodes([
              ...codes,
              {
                letter: '',
                label: '',
                countsAsPresent: false,
                minutesLate: false,
                explained: false,
                alertsGuardians: false,
              },
            ])
          }
        >
          <Trans>Add a code</Trans>
        </Button>
      </Box>

      <Box as="fieldset">
        <Text as="legend" fontSize="lg" fontWeight="semibold">
          <Trans>Teaching weekdays</Trans>
        </Text>
        <Flex gap="4" wrap="wrap" mt="2">
          {WEEKDAYS.map((name, i) => (
            <Check
              key={name}
              id={`weekday-${i + 1}`}
              label={name}
              checked={weekdays.includes(i + 1)}
              onChange={(v) =>
                setWeekdays(v ? [...weekdays, i + 1].sort((a, b) => a - b) : weekdays.filter((d) => d !== i + 1))
              }
            />
          ))}
        </Flex>
      </Box>

      <Box>
        <chakra.label display="block" htmlFor="registers-due-by" fontSize="lg" fontWeight="semibold">
          <Trans>Registers overdue after</Trans>
        </chakra.label>
        <Input
          id="registers-due-by"
          type="time"
          w="40"
          bg="white"
          value={dueBy}
          onChange={(e) => setDueBy(e.target.value)}
        />
      </Box>

      {problem && (
        <Text color="red.700" role="alert">
          {problem}
        </Text>
      )}
      <FormStatus outcome={outcome} />
      <Box>
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!!problem}>
          <Trans>Save attendance settings</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
