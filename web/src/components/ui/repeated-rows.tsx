import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A form's list of like rows (links, lines, dates): each row's fields with its own *Remove* button, a problem with the
 * list as a whole below them, and *Add* while there is room. Rows stack on a phone and sit in a line on wider screens.
 */
export function RepeatedRows<T>({
  legend,
  rows,
  onChange,
  blank,
  row,
  removeLabel,
  addLabel,
  min = 0,
  max,
  error,
  testId,
}: {
  legend: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** What *Add* appends. */
  blank: () => T;
  /** The fields of one row, given a way to change it. */
  row: (value: T, at: number, change: (patch: Partial<T>) => void) => ReactNode;
  removeLabel: (at: number) => string;
  addLabel: string;
  min?: number;
  max: number;
  error?: string | undefined;
  testId?: string;
}) {
  const change = (at: number) => (patch: Partial<T>) =>
    onChange(rows.map((r, i) => (i === at ? ({ ...r, ...patch } as T) : r)));
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Text>
      {rows.map((value, at) => (
        <Stack key={at} direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'end' }} data-testid={testId}>
          {row(value, at, change(at))}
          <Button
            variant="outline"
            size="sm"
            alignSelf={{ base: 'start', md: 'end' }}
            disabled={rows.length <= min}
            onClick={() => onChange(rows.filter((_, i) => i !== at))}
          >
            {removeLabel(at)}
          </Button>
        </Stack>
      ))}
      {error ? (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        alignSelf="start"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, blank()])}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
