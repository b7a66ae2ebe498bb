import { DatePicker, Field, parseDate, useFieldContext } from '@chakra-ui/react';
import { formatDate, parseDateText, type SchoolLocale, schoolLocaleOf } from '@academy/shared/date-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useSession } from '@/lib/session';
import { useSchoolLocale } from '@/lib/use-school';

export interface DateFieldProps {
  /** The chosen date, `yyyy-MM-dd`, or '' for none: what the form sends. */
  value: string;
  onChange: (value: string) => void;
  /** Ties a `<label htmlFor>` to the typed input; inside a Chakra `Field.Root` the field's own id is used. */
  id?: string;
  /** The accessible name when no visible label is tied to the field. */
  'aria-label'?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}

const isIsoDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/u.test(value);
const calendarDate = (value: string | undefined) => (isIsoDate(value) ? parseDate(value) : undefined);

/** The locale's first day of the week for the calendar's columns (Monday in en-GB, Sunday in en-US). */
function firstDayOf(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } };
  return (info.getWeekInfo?.().firstDay ?? 1) % 7;
}

/**
 * The one date input of the app: it shows the date the way every screen does (`formatDate`, in the school's locale),
 * opens a calendar from its button, and reads what is typed in the school's way or as `yyyy-MM-dd`. The browser's own
 * `<input type="date">` would show the browser's locale (mm/dd/yyyy on an American computer) instead.
 */
export function DateField(props: DateFieldProps) {
  const session = useSession();
  const schoolId = session.status === 'signed-in' ? session.claims?.school_id : undefined;
  return schoolId ? (
    <SchoolDateField {...props} schoolId={schoolId} />
  ) : (
    <DatePickerField {...props} schoolLocale={schoolLocaleOf(undefined)} />
  );
}

function SchoolDateField({ schoolId, ...props }: DateFieldProps & { schoolId: string }) {
  return <DatePickerField {...props} schoolLocale={useSchoolLocale(schoolId)} />;
}

/** The letters that stand for a typed date's parts in the hint an empty field shows ("dd/mm/yyyy", "dd.mm.rrrr"). */
const PATTERN_LETTERS: Partial<Record<Intl.DateTimeFormatPartTypes, MessageDescriptor>> = {
  day: msg({ message: 'dd', context: 'the day in a typed date’s pattern' }),
  month: msg({ message: 'mm', context: 'the month in a typed date’s pattern' }),
  year: msg({ message: 'yyyy', context: 'the year in a typed date’s pattern' }),
};

/** How to type a date in the school's order, in the reader's letters: "dd/mm/yyyy" in en-GB, "mm/dd/yyyy" in en-US. */
function typedDatePattern(locale: string, write: (letters: MessageDescriptor) => string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(0)
    .map((part) => {
      const letters = PATTERN_LETTERS[part.type];
      return letters ? write(letters) : part.value;
    })
    .join('');
}

function DatePickerField({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  min,
  max,
  disabled,
  schoolLocale,
}: DateFieldProps & { schoolLocale: SchoolLocale }) {
  const { t } = useLingui();
  const field = useFieldContext();
  const inputId = id ?? field?.ids.control;
  const { locale, timeZone } = schoolLocale;
  const chosen = calendarDate(value);
  return (
    <DatePicker.Root
      locale={locale}
      timeZone={timeZone}
      startOfWeek={firstDayOf(locale)}
      value={chosen ? [chosen] : []}
      onValueChange={(e) => onChange(e.value[0]?.toString() ?? '')}
      format={(date) => formatDate(date.toString(), { locale })}
      parse={(text) => {
        const iso = parseDateText(text, locale);
        return iso ? parseDate(iso) : undefined;
      }}
      min={calendarDate(min)}
      max={calendarDate(max)}
      disabled={disabled ?? field?.disabled}
      invalid={field?.invalid}
      ids={inputId ? { input: () => inputId } : undefined}
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Control>
        <DatePicker.Input
          bg="white"
          aria-label={ariaLabel}
          aria-describedby={field?.ariaDescribedby}
          placeholder={typedDatePattern(locale, (letters) => t(letters))}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={t`Open the calendar`}>
            <CalendarDays aria-hidden />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {/* Not portalled: inside a dialog, the dialog keeps focus within itself, and the calendar must be in it. */}
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

/** A labelled date field with its own error line, as `FormField` is for other inputs. */
export function DateFormField({
  label,
  error,
  helper,
  required,
  ...field
}: { label: string; error?: string | null | undefined; helper?: string; required?: boolean } & DateFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}</Field.Label>
      <DateField {...field} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
