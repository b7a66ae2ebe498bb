import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A dashboard panel's frame: its heading, then a loading skeleton, a message when a read was refused or failed, or its
 * body. Each panel stands on its own: one failing never hides the others.
 */
export function PanelCard({
  testId,
  title,
  loading,
  failed,
  children,
}: {
  testId: string;
  title: string;
  loading: boolean;
  failed?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const panel = title.toLocaleLowerCase(i18n.locale);
  return (
    <Card.Root data-testid={`panel-${testId}`} aria-busy={loading} minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {failed ? (
          <Text color="red.700">
            <Trans>This could not be loaded. Reload the page to try again.</Trans>
          </Text>
        ) : loading ? (
          <PanelSkeleton label={t`Loading ${panel}`} />
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A panel's place while its code loads: the same frame, heading height and skeleton as a loading panel, so nothing
 * moves when the panel takes its place.
 */
export function PanelPlaceholder() {
  const { t } = useLingui();
  return (
    <Card.Root minW="0" aria-busy>
      <Card.Header>
        <Skeleton height="6" width="40%" />
      </Card.Header>
      <Card.Body pt="2">
        <PanelSkeleton label={t`Loading a panel`} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The three lines a panel shows while it loads; the placeholder and the loading panel share them, so their heights
 * match. Also for a part of a panel that loads after the rest.
 */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="2" role="status" aria-label={label} aria-busy>
      <Skeleton height="5" />
      <Skeleton height="5" />
      <Skeleton height="5" width="60%" />
    </Stack>
  );
}
