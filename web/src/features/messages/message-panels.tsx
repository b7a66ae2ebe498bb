import { Button, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { useLingui } from '@lingui/react/macro';
import { messagesPath } from './messages-paths';

/** A Message button about one child: to their teacher (a parent), to their family (staff). */
function MessageAbout({ user, student }: { user: UserRecord; student: Student }) {
  const { t } = useLingui();
  const name = student.firstName;
  const to = `${messagesPath(user)}/new?student=${encodeURIComponent(student.id)}`;
  return (
    <PanelCard testId="messages" title={t`Messages`} loading={false}>
      <Text color="gray.700" mb="3">
        {user.role === 'Parent'
          ? t`Ask ${name}’s teacher a question, or tell them something.`
          : t`Write privately to ${name}’s family.`}
      </Text>
      <Button asChild colorPalette="blue" size="sm">
        <RouterLink to={to}>
          <Trans>Message</Trans>
        </RouterLink>
      </Button>
    </PanelCard>
  );
}

/** On a parent's page for one child. */
export function ChildMessagesPanel(props: { user: UserRecord; student: Student }) {
  return <MessageAbout {...props} />;
}

/** On a student's record, for the office and the student's teachers. */
export function StudentMessagesPanel(props: { user: UserRecord; student: Student }) {
  return <MessageAbout {...props} />;
}
