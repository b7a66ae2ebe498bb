import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import { NewPasswordFields } from './new-password-fields';
import { describeAuthOrApiError, newPasswordErrors } from './password-form-checks';
import { usePasswordActions, useSchoolPasswordPolicy } from './use-password-actions';

const EMPTY = { oldSecret: '', secret: '', confirmSecret: '' };

/** /app/passwordReset: a signed-in user changes their own password, proving the current one. */
export function ChangePasswordPage() {
  const { changePassword } = usePasswordActions();
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(describeAuthOrApiError);
  const [form, setForm] = useState(EMPTY);
  const policy = useSchoolPasswordPolicy();
  const [errors, setErrors] = useState<{ oldSecret?: string; secret?: string; confirmSecret?: string }>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(form.oldSecret ? {} : { oldSecret: t`Enter your current password.` }),
      ...newPasswordErrors(form.secret, form.confirmSecret, policy),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await submit(() => changePassword(form))) setForm(EMPTY);
  }

  return (
    <Box maxW="md">
      <Heading as="h1" size="2xl" mb="2">
        <Trans>Change your password</Trans>
      </Heading>
      <Text color="gray.600" mb="6">
        <Trans>You stay signed in on this device.</Trans>
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t`Change your password`}>
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <FormField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            value={form.oldSecret}
            onChange={(e) => setForm({ ...form, oldSecret: e.target.value })}
            error={errors.oldSecret}
            required
          />
          <NewPasswordFields
            value={form}
            errors={errors}
            policy={policy}
            onChange={(next) => setForm({ ...form, ...next })}
          />
          <Button type="submit" colorPalette="blue" loading={busy} loadingText={t`Saving…`} alignSelf="start">
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
