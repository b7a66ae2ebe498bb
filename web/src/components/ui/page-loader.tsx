import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A page or panel still loading: a status named by `label` (a spinner may carry no label of its own: it has no role). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center minH="50vh" role="status" aria-live="polite" aria-label={label ?? t`Loading`} aria-busy>
      <Spinner size="lg" color="blue.700" aria-hidden />
    </Center>
  );
}
