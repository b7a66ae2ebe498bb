import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label (and a helper line) for a field that is not a plain text input: a drop-down. */
export function Labelled({ label, helper, children }: { label: string; helper?: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
