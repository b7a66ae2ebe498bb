import { Field, Input, type InputProps } from '@chakra-ui/react';

/** A labelled input with its own error line: every form shows problems next to the field they are about. */
export function FormField({
  label,
  error,
  helper,
  ...input
}: { label: string; error?: string | null | undefined; helper?: string } & InputProps) {
  return (
    <Field.Root invalid={!!error} required={input.required}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
