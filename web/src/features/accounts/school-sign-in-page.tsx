import { Box, Button, chakra, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { describeValidationError } from '@academy/shared/api';
import { type Role, ROLES } from '@academy/shared/roles';
import {
  SIGN_IN_METHODS,
  type SignInMethod,
  type SignInSettings,
  signInSettingsOf,
  updateSignInMethodsInput,
} from '@academy/shared/sign-in-methods';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useSchoolRecord } from '@/lib/use-school';

const METHOD_NAMES: Record<SignInMethod, MessageDescriptor> = {
  password: msg`E-mail and password`,
  emailLink: msg`E-mailed sign-in link`,
  google: msg`Google`,
  microsoft: msg`Microsoft`,
  phone: msg`Phone number (SMS code)`,
};

/** Each role's part of the form, by its people. */
const ROLE_LEGEND: Record<Role, MessageDescriptor> = {
  Admin: msg`Admins (school office)`,
  Teacher: msg`Teachers`,
  Student: msg`Students`,
  Parent: msg`Parents`,
};

/** /app/admin/sign-in: which ways each role of the school may sign in, and the Admins' second step. */
export function SchoolSignInPage() {
  const session = useSession();
  const schoolId = session.status === 'signed-in' ? session.user?.school_id : undefined;
  if (!schoolId || session.status !== 'signed-in' || session.user?.role !== 'Admin')
    return (
      <Text>
        <Trans>Only the school office (Admins) chooses how people sign in.</Trans>
      </Text>
    );
  return <SchoolSignIn schoolId={schoolId} />;
}

function SchoolSignIn({ schoolId }: { schoolId: string }) {
  const { status, data } = useSchoolRecord(schoolId);
  const { t } = useLingui();
  return (
    <Box maxW="3xl">
      <Heading as="h1" size="2xl" mb="2">
        <Trans>Ways to sign in</Trans>
      </Heading>
      <Text color="gray.600" mb="6">
        <Trans>
          Choose how each role signs in to your school. People already signed in a way you turn off are signed out at
          their next step.
        </Trans>
      </Text>
      {status === 'loading' && <PageLoader label={t`Loading the school's settings`} />}
      {status === 'error' && (
        <Text color="red.700" role="alert">
          <Trans>The school&apos;s settings could not be read. Reload the page to try again.</Trans>
        </Text>
      )}
      {status === 'success' && <SignInSettingsForm settings={signInSettingsOf(data?.settings?.signIn)} />}
    </Box>
  );
}

type Draft = Record<Role, { methods: SignInMethod[]; domains: string }>;

function SignInSettingsForm({ settings }: { settings: SignInSettings }) {
  const [draft, setDraft] = useState<Draft>(
    () =>
      Object.fromEntries(
        ROLES.map((r) => [r, { methods: settings.roles[r].methods, domains: settings.roles[r].domains.join('\n') }]),
      ) as Draft,
  );
  const [secondStep, setSecondStep] = useState(settings.adminsNeedSecondStep);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The sign-in settings could not be saved.`));
  const body = {
    roles: Object.fromEntries(
      ROLES.map((r) => [
        r,
        {
          methods: SIGN_IN_METHODS.filter((m) => draft[r].methods.includes(m)),
          domains: draft[r].domains
            .split(/[\s,]+/)
            .map((d) => d.trim())
            .filter(Boolean),
        },
      ]),
    ),
    adminsNeedSecondStep: secondStep,
  };
  const parsed = updateSignInMethodsInput.safeParse(body);
  const problem = parsed.success ? null : describeValidationError(parsed.error);
  const change = (role: Role, patch: Partial<Draft[Role]>) =>
    setDraft({ ...draft, [role]: { ...draft[role], ...patch } });

  return (
    <Stack
      as="form"
      gap="6"
      aria-label={t`Ways to sign in`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!parsed.success) return;
        void submit(async () => (await callApi('updateSignInMethods', parsed.data)).message);
      }}
    >
      {ROLES.map((role) => (
        <Box as="fieldset" key={role} borderWidth="1px" rounded="md" p="4" bg="white">
          <Text as="legend" fontSize="lg" fontWeight="semibold" px="1">
            {t(ROLE_LEGEND[role])}
          </Text>
          <Flex columnGap="5" rowGap="1" wrap="wrap">
            {SIGN_IN_METHODS.map((m) => (
              <chakra.label key={m} display="flex" alignItems="center" gap="2" minH="8" fontSize="sm">
                <input
                  type="checkbox"
                  name={`${role}-${m}`}
                  checked={draft[role].methods.includes(m)}
                  onChange={(e) =>
                    change(role, {
                      methods: e.target.checked
                        ? [...draft[role].methods, m]
                        : draft[role].methods.filter((x) => x !== m),
                    })
                  }
                />
                <span>{t(METHOD_NAMES[m])}</span>
              </chakra.label>
            ))}
          </Flex>
          <chakra.label display="block" htmlFor={`domains-${role}`} fontSize="sm" fontWeight="medium" mt="3">
            <Trans>Google and Microsoft accounts only from these domains</Trans>
          </chakra.label>
          <Text id={`domains-${role}-help`} fontSize="sm" color="gray.600">
            <Trans>One to a line, such as riverside.sch. Leave empty to accept any domain.</Trans>
          </Text>
          <Textarea
            id={`domains-${role}`}
            aria-describedby={`domains-${role}-help`}
            rows={2}
            mt="1"
            value={draft[role].domains}
            onChange={(e) => change(role, { domains: e.target.value })}
          />
        </Box>
      ))}
      <chakra.label display="flex" alignItems="center" gap="2" minH="8">
        <input type="checkbox" checked={secondStep} onChange={(e) => setSecondStep(e.target.checked)} />
        <span>
          <Trans>Admins must use a second step (a code sent to their phone)</Trans>
        </span>
      </chakra.label>
      {problem && (
        <Text color="red.700" role="alert">
          {problem}
        </Text>
      )}
      <FormStatus outcome={outcome} />
      <Box>
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!!problem}>
          <Trans>Save sign-in settings</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
