import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { useResultToast } from '@/components/ui/result-toast';
import { ApiError } from '@/lib/api-error';
import { resultFromError } from '@/lib/api-result';
import { authErrorMessage } from './auth-errors';
import { messageOf, newPasswordErrors } from './password-form-checks';
import { usePasswordActions } from './use-password-actions';

/** /app/passwordReset: a signed-in user changes their own password, proving the current one. */
export function ChangePasswordPage() {
  const { changePassword } = usePasswordActions();
  const [form, setForm] = useState({ oldSecret: '', secret: '', confirmSecret: '' });
  const [errors, setErrors] = useState<{ oldSecret?: string; secret?: string; confirmSecret?: string }>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { report } = useResultToast();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = {
      ...(form.oldSecret ? {} : { oldSecret: 'Enter your current password.' }),
      ...newPasswordErrors(form.secret, form.confirmSecret),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await changePassword(form);
      setOutcome({ ok: true, message });
      report({ status: 200, message });
      setForm({ oldSecret: '', secret: '', confirmSecret: '' });
    } catch (error) {
      if (error instanceof ApiError) report(resultFromError(error));
      setOutcome({
        ok: false,
        message: (error as { code?: string }).code ? authErrorMessage(error) : messageOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box maxW="md">
      <Heading as="h1" size="2xl" mb="2">
        Change your password
      </Heading>
      <Text color="gray.600" mb="6">
        You stay signed in on this device.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change your password">
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={form.oldSecret}
            onChange={set('oldSecret')}
            error={errors.oldSecret}
            required
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.secret}
            onChange={set('secret')}
            error={errors.secret}
            required
          />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.confirmSecret}
            onChange={set('confirmSecret')}
            error={errors.confirmSecret}
            required
          />
          <Button type="submit" colorPalette="blue" loading={busy} loadingText="Saving…" alignSelf="start">
            Change password
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
