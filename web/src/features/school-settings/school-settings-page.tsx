/**
 * The Admin's school settings: how every date and time in the school reads (screens, messages, receipts) — the
 * locale, the clock, the first day of the week — and the language of the school's own documents. Reads the school's
 * record (one document, shared with the shell); writes through the API, which audits it.
 */
import { Button, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatNumericDate,
  formatTime,
  readerLocale,
  schoolLocaleOf,
} from '@academy/shared/date-format';
import { fileRefSchema } from '@academy/shared/files';
import { SCHOOL_LOCALES, type SchoolLocaleTag, updateSchoolLocaleInput } from '@academy/shared/school-api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api';
import { LANGUAGES, languageName } from '@/lib/i18n';
import { useSchoolRecord, useSchoolToday } from '@/lib/use-school';
import { SchoolData } from './school-data';
import { SchoolLogoSettings } from './school-logo-settings';
import { messageSettingsOf, SchoolMessages } from './school-messages';
import { SchoolStorage } from './school-storage';
import { SchoolRetention } from './school-retention';

const retentionOf = (school: Record<string, unknown> | undefined) => {
  const months = (school?.settings as { eraseLeaversAfterMonths?: unknown } | undefined)?.eraseLeaversAfterMonths;
  return typeof months === 'number' ? months : null;
};

const LOCALE_CHOICES = SCHOOL_LOCALES.map((l) => ({ value: l.locale, label: `${l.label} — ${l.locale}` }));
const CLOCKS = [
  { value: '', label: msg`The locale’s own` },
  { value: 'h12', label: msg`12 hours (2:30 PM)` },
  { value: 'h23', label: msg`24 hours (14:30)` },
];
const WEEK_STARTS = [
  { value: '', label: msg`The locale’s own` },
  { value: '1', label: msg`Monday` },
  { value: '6', label: msg`Saturday` },
  { value: '7', label: msg`Sunday` },
];

/** 14:30 on the day the preview shows. */
const AFTERNOON = Date.UTC(2026, 10, 26, 14, 30);

function LocaleForm({ user, saved }: { user: UserRecord; saved: Record<string, unknown> | undefined }) {
  const { t, i18n } = useLingui();
  const [locale, setLocale] = useState<string>(typeof saved?.locale === 'string' ? saved.locale : DEFAULT_LOCALE);
  const [hourCycle, setHourCycle] = useState<string>(typeof saved?.hourCycle === 'string' ? saved.hourCycle : '');
  const [weekStart, setWeekStart] = useState<string>(saved?.weekStart ? String(saved.weekStart) : '');
  const [language, setLanguage] = useState<string>(typeof saved?.language === 'string' ? saved.language : 'en');
  const today = useSchoolToday(user.school_id);
  // The preview reads as the Admin will: the choices as they stand in the form, in the Admin's language.
  const chosen = readerLocale(
    schoolLocaleOf({ locale, hourCycle, weekStart: Number(weekStart) || undefined, timezone: 'UTC' }),
    i18n.locale,
  );
  const todayReads = formatDate(today, chosen);
  const todayFigures = formatNumericDate(today, chosen);
  const timeReads = formatTime(AFTERNOON, chosen);
  const { errors, outcome, busy, send } = useCheckedSubmission(
    updateSchoolLocaleInput,
    t`The locale could not be saved.`,
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send(
          {
            locale: locale as SchoolLocaleTag,
            hourCycle: hourCycle === 'h12' || hourCycle === 'h23' ? hourCycle : null,
            weekStart: weekStart ? Number(weekStart) : null,
            language,
          },
          async (checked) => (await callApi('updateSchoolLocale', checked)).message,
        );
      }}
      noValidate
    >
      <Stack gap="4" maxW="xl">
        <Field.Root invalid={!!errors.locale}>
          <Field.Label>
            <Trans>Locale</Trans>
          </Field.Label>
          <SelectField value={locale} onChange={setLocale} options={LOCALE_CHOICES} />
          <Field.HelperText>
            <Trans>How every date, time and amount in the school reads: on screens, in messages and on receipts.</Trans>
          </Field.HelperText>
          {errors.locale && <Field.ErrorText>{errors.locale}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.hourCycle}>
          <Field.Label>
            <Trans>Clock</Trans>
          </Field.Label>
          <SelectField
            value={hourCycle}
            onChange={setHourCycle}
            options={CLOCKS.map((c) => ({ value: c.value, label: t(c.label) }))}
          />
          {errors.hourCycle && <Field.ErrorText>{errors.hourCycle}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.weekStart}>
          <Field.Label>
            <Trans>Weeks begin on</Trans>
          </Field.Label>
          <SelectField
            value={weekStart}
            onChange={setWeekStart}
            options={WEEK_STARTS.map((d) => ({ value: d.value, label: t(d.label) }))}
          />
          <Field.HelperText>
            <Trans>The first column of the calendar and of every week&apos;s view.</Trans>
          </Field.HelperText>
          {errors.weekStart && <Field.ErrorText>{errors.weekStart}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.language}>
          <Field.Label>
            <Trans>Language of the school’s documents</Trans>
          </Field.Label>
          <SelectField
            value={language}
            onChange={setLanguage}
            options={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
          />
          <Field.HelperText>
            <Trans>
              Letters and messages to someone who has not chosen a language are written in it. Everyone else reads
              Academy in the language they choose.
            </Trans>
          </Field.HelperText>
          {errors.language && <Field.ErrorText>{errors.language}</Field.ErrorText>}
        </Field.Root>
        <Text data-testid="school-today">
          <Trans>
            Today reads: <strong>{todayReads}</strong> ({todayFigures}); half past two in the afternoon reads{' '}
            <strong>{timeReads}</strong>.
          </Trans>
        </Text>
        <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
          <Trans>Save the locale</Trans>
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </form>
  );
}

/** The settings of the Admin's own school (the shell reads the same record, so this adds no read). */
function SchoolSettings({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const record = useSchoolRecord(user.school_id);
  if (record.status === 'loading') return <PageLoader label={t`Loading the school's settings`} />;
  const schoolName = String(record.data?.name ?? '');
  const logo = fileRefSchema.safeParse(record.data?.logo);
  const savedKey = ['locale', 'hourCycle', 'weekStart', 'language'].map((f) => String(record.data?.[f])).join(' ');
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>School settings</Trans>
      </Heading>
      <Text color="gray.600">
        <Trans>How {schoolName} shows dates and times to everyone, and the language of its documents.</Trans>
      </Text>
      <LocaleForm key={savedKey} user={user} saved={record.data} />
      <Heading as="h2" size="lg" mt="4">
        <Trans>School logo</Trans>
      </Heading>
      <SchoolLogoSettings schoolId={user.school_id} schoolName={schoolName} logo={logo.success ? logo.data : null} />
      <Heading as="h2" size="lg" mt="4">
        <Trans>Signing in</Trans>
      </Heading>
      <Text color="gray.600">
        <Trans>Which ways each role may sign in, and the e-mail domains Google and Microsoft accept.</Trans>
      </Text>
      <Link asChild color="blue.700" alignSelf="start">
        <RouterLink to={paths.schoolSignIn}>
          <Trans>Choose the ways to sign in</Trans>
        </RouterLink>
      </Link>
      <Heading as="h2" size="lg" mt="4">
        <Trans>Storage</Trans>
      </Heading>
      <Text color="gray.600">
        <Trans>What the school's files take of its storage, and the largest of them.</Trans>
      </Text>
      <SchoolStorage schoolId={user.school_id} />
      <Heading as="h2" size="lg" mt="4">
        <Trans>The school&apos;s data</Trans>
      </Heading>
      <SchoolData schoolId={user.school_id} uid={user.uid} />
      <Heading as="h2" size="lg" mt="4">
        <Trans>Keeping records</Trans>
      </Heading>
      <SchoolRetention saved={retentionOf(record.data)} />
      <Heading as="h2" size="lg" mt="4">
        <Trans>Messages</Trans>
      </Heading>
      <SchoolMessages user={user} saved={messageSettingsOf(record.data)} />
    </Stack>
  );
}

/** /app/admin/settings: the Admin's; anyone else goes home. */
export function SchoolSettingsRoute() {
  const { user, refusal } = useModuleRoute('Dashboard', ['Admin']);
  if (!user) return null;
  return refusal ?? <SchoolSettings user={user} />;
}
