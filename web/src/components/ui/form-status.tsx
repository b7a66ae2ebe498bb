import { Alert } from '@chakra-ui/react';

export type FormOutcome = { ok: boolean; message: string } | null;

/** The result of a form's submission, announced to screen readers. */
export function FormStatus({ outcome }: { outcome: FormOutcome }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title>{outcome.message}</Alert.Title>
    </Alert.Root>
  );
}
