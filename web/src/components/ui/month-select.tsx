/**
 * Choosing a month (`yyyy-MM`) for a report, from this month back, each named in the school's locale ("November
 * 2026"): the browser's own month input would show the browser's language and pattern, and Chakra has no month picker.
 */
import { Field } from '@chakra-ui/react';
import { formatMonth, type SchoolLocale } from '@academy/shared/date-format';
import { recentMonths } from '@academy/shared/school-time';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from './select-field';

/** How many months back a report may look, this month first. */
export const MONTHS_OFFERED = 24;

export function MonthSelect({
  value,
  onChange,
  thisMonth,
  schoolLocale,
  label,
}: {
  value: string;
  onChange: (month: string) => void;
  /** The school's month today (`yyyy-MM`): the newest offered. */
  thisMonth: string;
  schoolLocale: Pick<SchoolLocale, 'locale'>;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <Field.Root maxW="16rem">
      <Field.Label>{label ?? t`Month`}</Field.Label>
      <SelectField
        value={value}
        onChange={onChange}
        options={recentMonths(thisMonth, MONTHS_OFFERED).map((m) => ({
          value: m,
          label: formatMonth(m, schoolLocale),
        }))}
      />
    </Field.Root>
  );
}
