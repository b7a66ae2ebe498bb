import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.700" aria-label={label} />
    </Center>
  );
}
