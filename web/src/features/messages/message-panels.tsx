import { Button, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useRecord } from '@/components/records/use-record';
import { PanelCard } from '@/components/ui/panel-card';
import { RefusedRead } from '@/components/ui/refused-read';
import { messagesPath } from './messages-paths';

/** A Message button about one child, to the people given (`to`: kind:id), or those the form chooses by default. */
function MessageAbout({ user, student, to }: { user: UserRecord; student: Student; to?: string }) {
  const { t } = useLingui();
  const name = student.firstName;
  const query = new URLSearchParams({ student: student.id, ...(to ? { to } : {}) });
  return (
    <PanelCard testId="messages" title={t`Messages`} loading={false}>
      <Text color="gray.700" mb="3">
        {user.role === 'Parent'
          ? t`Ask ${name}’s teacher a question, or tell them something.`
          : t`Write privately to ${name}’s family.`}
      </Text>
      <Button asChild colorPalette="blue" size="sm">
        <RouterLink to={`${messagesPath(user)}/new?${query.toString()}`}>
          <Trans>Message</Trans>
        </RouterLink>
      </Button>
    </PanelCard>
  );
}

/** The child's form tutor, from their class's record, is whom a parent's message goes to first. */
function ToFormTutor({ user, student, classId }: { user: UserRecord; student: Student; classId: string }) {
  const { record } = useRecord(user.school_id, 'classes', classId);
  const tutor = typeof record?.homeroomTeacherId === 'string' ? record.homeroomTeacherId : undefined;
  return <MessageAbout user={user} student={student} to={tutor ? `teachers:${tutor}` : undefined} />;
}

/** On a parent's page for one child: a message to the child's form tutor. */
export function ChildMessagesPanel({ user, student }: { user: UserRecord; student: Student }) {
  if (!student.classId) return <MessageAbout user={user} student={student} />;
  return (
    // A class the school has not shared with the family still leaves the button, choosing nobody first.
    <RefusedRead fallback={<MessageAbout user={user} student={student} />}>
      <ToFormTutor user={user} student={student} classId={student.classId} />
    </RefusedRead>
  );
}

/** On a student's record, for the office and the student's teachers: a message to the child's family. */
export function StudentMessagesPanel(props: { user: UserRecord; student: Student }) {
  return <MessageAbout {...props} />;
}
