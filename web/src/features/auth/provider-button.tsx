import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type FederatedWay, providerStandIn } from './use-sign-in-ways';

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
      <form onSubmit={submit} noValidate aria-label={`${name} stand-in`}>
        <Stack gap="3">
          <Text fontSize="sm" color="gray.700">
            Local emulators: this stands in for {name}&apos;s own sign-in window.
          </Text>
          <Field.Root required>
            <Field.Label>{name} account e-mail</Field.Label>
            <Input type="email" name={`${way}-email`} value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={busy === way} disabled={!!busy || !email.includes('@')}>
            Sign in as this {name} account
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
