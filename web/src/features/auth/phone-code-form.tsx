import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import type { ConfirmationResult } from './use-sign-in-ways';

type Attempt = (way: string, run: () => Promise<string | void>) => Promise<void>;

/**
 * A phone number, then the code texted to it: for signing in with it, or adding it to the account. reCAPTCHA runs
 * invisibly on the empty element below the form (the emulators skip it).
 */
export function PhoneCodeForm({
  busy,
  attempt,
  send,
  confirm,
  confirmLabel,
  formLabel,
}: {
  busy: string | null;
  attempt: Attempt;
  send: (phoneNumber: string, recaptchaElementId: string) => Promise<ConfirmationResult>;
  confirm: (confirmation: ConfirmationResult, code: string, phoneNumber: string) => Promise<string | void>;
  confirmLabel: string;
  formLabel: string;
}) {
  const recaptchaId = `recaptcha-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);

  function onSend(event: FormEvent) {
    event.preventDefault();
    void attempt('phoneCode', async () => {
      setConfirmation(await send(phone, recaptchaId));
      return `We sent a code by text message to ${phone.trim()}.`;
    });
  }
  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (confirmation) void attempt('phone', () => confirm(confirmation, code, phone.trim()));
  }

  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="white">
      {confirmation ? (
        <form onSubmit={onConfirm} noValidate aria-label="Enter the code">
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>Code from the text message</Field.Label>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={busy === 'phone'} disabled={!!busy}>
              {confirmLabel}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onSend} noValidate aria-label={formLabel}>
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>Phone number</Field.Label>
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder="+44 7700 900123"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
              <Field.HelperText>With the country code, such as +44.</Field.HelperText>
            </Field.Root>
            <Button type="submit" variant="outline" loading={busy === 'phoneCode'} disabled={!!busy}>
              Text me a code
            </Button>
          </Stack>
        </form>
      )}
      <div id={recaptchaId} />
    </Box>
  );
}
