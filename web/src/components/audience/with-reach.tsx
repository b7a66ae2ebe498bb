import { Card, Heading } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { ReactNode } from 'react';
import { PanelSkeleton } from '@/components/ui/panel-card';
import { type Reach, useReach } from './use-reach';

/** Everything reaches an Admin: nothing to read or wait for. */
const ADMIN_REACH: Reach = { status: 'success', keys: null, children: [] };

/**
 * A dashboard card that lists by the member's reach. What it lists is asked for once the reach is known (an Admin's
 * at once): asking with the fallback words while the reach loads would read the list twice.
 */
export function ReachedCard({
  user,
  testId,
  title,
  loadingText,
  children,
}: {
  user: UserRecord;
  testId: string;
  title: string;
  loadingText: string;
  children: (reach: Reach) => ReactNode;
}) {
  const body =
    user.role === 'Admin' ? (
      children(ADMIN_REACH)
    ) : (
      <MemberReach user={user} loadingText={loadingText}>
        {children}
      </MemberReach>
    );
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

function MemberReach({
  user,
  loadingText,
  children,
}: {
  user: UserRecord;
  loadingText: string;
  children: (reach: Reach) => ReactNode;
}) {
  const reach = useReach(user);
  return reach.status === 'loading' ? <PanelSkeleton label={loadingText} /> : children(reach);
}
