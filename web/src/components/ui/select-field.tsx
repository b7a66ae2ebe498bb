import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

type Shared = Omit<NativeSelect.RootProps, 'children' | 'onChange'> & {
  options: readonly SelectOption[];
  /** The accessible name when no visible label is tied to the field. */
  'aria-label'?: string;
  /** A visible label, beside the field on its left (the height of a filter bar stays one field's). */
  label?: string;
};

/** A native drop-down of options; `placeholder` adds a first, empty choice (value ""). */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  label,
  'aria-label': ariaLabel,
  ...root
}: Shared & { value: string; onChange: (value: string) => void; placeholder?: string }) {
  const id = useId();
  const select = (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field
        // Inside a Field.Root the field takes the Field's id (tied to its Field.Label); its own only with `label`.
        {...(label ? { id } : { 'aria-label': ariaLabel })}
        bg="white"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!label) return select;
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} whiteSpace="nowrap" fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {select}
    </HStack>
  );
}

/** A native list box where several options may be chosen (Ctrl/Cmd-click), every option in view. */
export function MultiSelectField({
  value,
  onChange,
  options,
  'aria-label': ariaLabel,
  ...root
}: Shared & { value: readonly string[]; onChange: (value: string[]) => void }) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field
        multiple
        height="auto"
        py="1"
        bg="white"
        aria-label={ariaLabel}
        value={value as string[]}
        onChange={(e) => {
          const select = e.target as unknown as HTMLSelectElement;
          onChange([...select.selectedOptions].map((o) => o.value));
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}
