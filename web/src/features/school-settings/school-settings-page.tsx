/**
 * The Admin's school settings: the locale every date and time in the school reads in (screens, messages, receipts).
 * Reads the school's record (one document, shared with the shell); writes through the API, which audits it.
 */
import { Button, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { DEFAULT_LOCALE, formatDate } from '@academy/shared/date-format';
import { SCHOOL_LOCALES, type SchoolLocaleTag, updateSchoolLocaleInput } from '@academy/shared/school-api';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api';
import { useSchoolLocale, useSchoolRecord, useSchoolToday } from '@/lib/use-school';

const LOCALE_CHOICES = SCHOOL_LOCALES.map((l) => ({ value: l.locale, label: `${l.label} — ${l.locale}` }));

function LocaleForm({ user, saved }: { user: UserRecord; saved: string }) {
  const [locale, setLocale] = useState(saved);
  const today = useSchoolToday(user.school_id);
  const current = useSchoolLocale(user.school_id);
  const { errors, outcome, busy, send } = useCheckedSubmission(
    updateSchoolLocaleInput,
    'The locale could not be saved.',
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send(
          { locale: locale as SchoolLocaleTag },
          async (checked) => (await callApi('updateSchoolLocale', checked)).message,
        );
      }}
      noValidate
    >
      <Stack gap="4" maxW="xl">
        <Field.Root invalid={!!errors.locale}>
          <Field.Label>Locale</Field.Label>
          <SelectField value={locale} onChange={setLocale} options={LOCALE_CHOICES} />
          <Field.HelperText>
            How every date and time in the school reads: on screens, in messages and on receipts.
          </Field.HelperText>
          {errors.locale && <Field.ErrorText>{errors.locale}</Field.ErrorText>}
        </Field.Root>
        <Text data-testid="school-today">
          Today reads: <strong>{formatDate(today, current)}</strong>
        </Text>
        <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
          Save the locale
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </form>
  );
}

/** The settings of the Admin's own school (the shell reads the same record, so this adds no read). */
function SchoolSettings({ user }: { user: UserRecord }) {
  const record = useSchoolRecord(user.school_id);
  if (record.status === 'loading') return <PageLoader label="Loading the school's settings" />;
  const saved = typeof record.data?.locale === 'string' ? record.data.locale : DEFAULT_LOCALE;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        School settings
      </Heading>
      <Text color="gray.600">How {String(record.data?.name ?? 'the school')} shows dates and times to everyone.</Text>
      <LocaleForm key={saved} user={user} saved={saved} />
      <Heading as="h2" size="lg" mt="4">
        Signing in
      </Heading>
      <Text color="gray.600">
        Which ways each role may sign in, and the e-mail domains Google and Microsoft accept.
      </Text>
      <Link asChild color="blue.700" alignSelf="start">
        <RouterLink to={paths.schoolSignIn}>Choose the ways to sign in</RouterLink>
      </Link>
    </Stack>
  );
}

/** /app/admin/settings: the Admin's; anyone else goes home. */
export function SchoolSettingsRoute() {
  const { user, refusal } = useModuleRoute('Dashboard', ['Admin']);
  if (!user) return null;
  return refusal ?? <SchoolSettings user={user} />;
}
