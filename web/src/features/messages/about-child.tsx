import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The child a conversation is about, under its people's names (nothing when it is about no child). */
export function AboutChild({ child }: { child: string | null | undefined }) {
  if (!child) return null;
  return (
    <Text fontSize="sm" color="gray.700">
      <Trans>
        About <bdi>{child}</bdi>
      </Trans>
    </Text>
  );
}
