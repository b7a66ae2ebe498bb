import { Button } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { roleSegment } from '@academy/shared/roles';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A class roster's Message button: a new message to every family of the class, each its own private conversation.
 * Nothing for someone whose Messages is switched off.
 */
export function MessageClassButton({
  user,
  classId,
  className,
}: {
  user: Pick<UserRecord, 'role' | 'modules'>;
  classId: string;
  className: string;
}) {
  if (user.modules.Messages !== true) return null;
  return (
    <Button asChild size="sm" variant="outline" bg="white">
      <RouterLink to={`/app/${roleSegment(user.role)}/messages/new?class=${encodeURIComponent(classId)}`}>
        <Trans>Message the families of {className}</Trans>
      </RouterLink>
    </Button>
  );
}
