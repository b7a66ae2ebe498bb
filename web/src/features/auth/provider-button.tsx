import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type FederatedWay, providerStandIn } from './use-sign-in-ways';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the providers' own names, the same in every language
const NAMES: Record<FederatedWay, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * A Google or Microsoft button. It opens the provider's window; in the emulators it opens a stand-in form asking which
 * account to be instead (see providerStandIn).
 */
export function ProviderButton({
  way,
  label,
  busy,
  run,
}: {
  way: FederatedWay;
  label: string;
  busy: string | null;
  run: (standInEmail?: string) => void;
}) {
  const [standIn, setStandIn] = useState(false);
  const [email, setEmail] = useState('');
  const { t } = useLingui();
  const name = NAMES[way];

  if (!standIn)
    return (
      <Button
        variant="outline"
        loading={busy === way}
        disabled={!!busy}
        onClick={() => (providerStandIn ? setStandIn(true) : run())}
      >
        {label}
      </Button>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.includes('@')) run(email);
  }
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="3" bg="white">
      <form onSubmit={submit} noValidate aria-label={t`${name} stand-in`}>
        <Stack gap="3">
          <Text fontSize="sm" color="gray.700">
            <Trans>Local emulators: this stands in for {name}&apos;s own sign-in window.</Trans>
          </Text>
          <Field.Root required>
            <Field.Label>
              <Trans>{name} account e-mail</Trans>
            </Field.Label>
            <Input type="email" name={`${way}-email`} value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={busy === way} disabled={!!busy || !email.includes('@')}>
            <Trans>Sign in as this {name} account</Trans>
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
