import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

type Attempt = (way: string, run: () => Promise<string | void>) => Promise<void>;

/**
 * A phone number, then the code texted to it: for signing in with it, adding it to the account, or a second step.
 * `send` answers what `confirm` needs (Firebase's confirmation, or a verification id). reCAPTCHA runs invisibly on the
 * empty element below the form (the emulators skip it). With `fixedNumber`, the number is not asked: the code goes to
 * the number already enrolled.
 */
export function PhoneCodeForm<Sent>({
  busy,
  attempt,
  send,
  confirm,
  confirmLabel,
  formLabel,
  fixedNumber,
}: {
  busy: string | null;
  attempt: Attempt;
  send: (phoneNumber: string, recaptchaElementId: string) => Promise<Sent>;
  confirm: (confirmation: Sent, code: string, phoneNumber: string) => Promise<string | void>;
  confirmLabel: string;
  formLabel: string;
  fixedNumber?: string;
}) {
  const recaptchaId = `recaptcha-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState<{ sent: Sent } | null>(null);

  function onSend(event: FormEvent) {
    event.preventDefault();

    void attempt('phoneCode', async () => {
      setConfirmation({ sent: await send(phone, recaptchaId) });
      const number = fixedNumber ?? phone.trim();
      return t`We sent a code by text message to ${number}.`;
    });
  }
  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (confirmation) void attempt('phone', () => confirm(confirmation.sent, code, phone.trim()));
  }

  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="white">
      {confirmation ? (
        <form onSubmit={onConfirm} noValidate aria-label={t`Enter the code`}>
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>
                <Trans>Code from the text message</Trans>
              </Field.Label>
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
            {fixedNumber ? (
              <Text>
                <Trans>We will text a code to {fixedNumber}.</Trans>
              </Text>
            ) : (
              <Field.Root required>
                <Field.Label>
                  <Trans>Phone number</Trans>
                </Field.Label>
                <Input
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+44 7700 900123"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                />
                <Field.HelperText>
                  <Trans>With the country code, such as +44.</Trans>
                </Field.HelperText>
              </Field.Root>
            )}
            <Button type="submit" variant="outline" loading={busy === 'phoneCode'} disabled={!!busy}>
              <Trans>Text me a code</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <div id={recaptchaId} />
    </Box>
  );
}
