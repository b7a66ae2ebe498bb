import { Alert, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { FileRef } from '@academy/shared/files';
import { canWithdraw, type Conversation, type Message } from '@academy/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormStatus } from '@/components/ui/form-status';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { PageLoader } from '@/components/ui/page-loader';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { othersIn } from './inbox';
import { ComposeFiles, MessageFiles } from './message-files';
import { isStaff } from './messages-paths';
import { readersOf } from './seen-by';
import { StaffNotices } from './staff-notices';
import { useConversation, useConversationMessages } from './use-messages';
import { useNow } from './use-now';
import { useWhenSeen } from './use-when-seen';
import { AboutChild } from './about-child';

/** One conversation: its messages live, older ones on scroll, who has seen each, and the box to answer in. */
export function ConversationPane({ user, conversationId }: { user: UserRecord; conversationId: string }) {
  const { t } = useLingui();
  const { status, conversation } = useConversation(user.school_id, conversationId);
  const list = useConversationMessages(user.school_id, conversationId);
  const where = useSchoolLocale(user.school_id);
  const box = useRef<HTMLDivElement>(null);
  const older = useWhenSeen(() => void list.loadOlder(), box);
  const now = useNow();
  const [reporting, setReporting] = useState<Message | null>(null);
  const newest = list.messages[0];

  // Opening the conversation, and each message arriving while it is open, reads it: once its messages are there, and
  // once per newest message. Asked before, the count's arrival and then the messages' would each ask, two
  // transactions at once on the same records.
  const unread = conversation?.unread[user.uid] ?? 0;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (unread === 0 || list.status === 'loading') return;
    const upTo = `${conversationId}/${newest?.id ?? ''}`;
    if (marked.current === upTo) return;
    marked.current = upTo;
    void callApi('markConversationRead', { conversationId }).catch(() => (marked.current = null));
  }, [unread, conversationId, newest?.id, list.status]);

  // The newest message in view: on opening, and when one arrives (not when older ones are added above).
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest?.id, list.status]);

  if (status === 'loading' || list.status === 'loading') return <PageLoader label={t`Loading the conversation`} />;
  if (!conversation) {
    return (
      <Text color="gray.600">
        <Trans>This conversation could not be found.</Trans>
      </Text>
    );
  }
  const names = othersIn(conversation, user.uid);
  const child = conversation.aboutStudentName;
  const shown = [...list.messages].reverse();
  return (
    <Box as="section" aria-labelledby="conversation-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="conversation-heading" dir="auto">
        {names}
      </Heading>
      <AboutChild child={child} />
      <Box
        ref={box}
        role="log"
        aria-label={t`Messages with ${names}`}
        tabIndex={0}
        maxH={{ base: '60vh', lg: '32rem' }}
        overflowY="auto"
        mt="3"
        py="2"
        data-testid="conversation-messages"
      >
        {list.more && (
          <Box textAlign="center" mb="2">
            <Button
              ref={older}
              size="xs"
              variant="ghost"
              loading={list.loadingOlder}
              onClick={() => void list.loadOlder()}
            >
              <Trans>Show older messages</Trans>
            </Button>
          </Box>
        )}
        <Stack as="ol" gap="3" listStyleType="none">
          {shown.map((m) => (
            <MessageItem
              key={m.id}
              user={user}
              conversation={conversation}
              message={m}
              when={formatDateTime(m.at, where)}
              where={where}
              now={now}
              onReport={() => setReporting(m)}
            />
          ))}
        </Stack>
      </Box>
      {!isStaff(user) && <StaffNotices schoolId={user.school_id} people={conversation.participants} />}
      <Compose conversationId={conversationId} where={where} />
      {reporting && (
        <ReportDialog conversationId={conversationId} message={reporting} onClose={() => setReporting(null)} />
      )}
    </Box>
  );
}

function MessageItem({
  user,
  conversation,
  message,
  when,
  where,
  now,
  onReport,
}: {
  user: UserRecord;
  conversation: Conversation;
  message: Message;
  when: string;
  where: SchoolLocale;
  now: number;
  onReport: () => void;
}) {
  const { t, i18n } = useLingui();
  const mine = message.senderUid === user.uid;
  const withdrawn = message.withdrawnAt !== null;
  const withdraw = useSubmission(errorMessage(t`The message could not be withdrawn.`));
  // The reader knows they have read what is in front of them: the others who have.
  const readers = readersOf(message, conversation).filter((p) => p.uid !== user.uid);
  const seen = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(readers.map((p) => p.name));
  const sender = mine ? t`You` : message.senderName;
  return (
    <Box
      as="li"
      data-testid="message"
      alignSelf={mine ? 'end' : 'start'}
      maxW={{ base: '95%', md: '80%' }}
      bg={mine ? 'blue.50' : 'gray.50'}
      borderWidth="1px"
      borderColor={mine ? 'blue.100' : 'gray.200'}
      borderRadius="lg"
      px="3"
      py="2"
    >
      <Text fontSize="xs" color="gray.700">
        <bdi>{sender}</bdi> · <bdi>{when}</bdi>
      </Text>
      {withdrawn ? (
        <Text fontStyle="italic" color="gray.700">
          <Trans>Withdrawn</Trans>
        </Text>
      ) : (
        <>
          <Box dir="auto">
            <MarkdownBody body={message.text} />
          </Box>
          <MessageFiles files={message.attachments ?? []} where={where} />
        </>
      )}
      <Text fontSize="xs" color="gray.700" data-testid="seen-by">
        {readers.length ? t`Seen by ${seen}` : mine ? t`Not seen yet` : ''}
      </Text>
      {!withdrawn && (
        <HStack gap="1" mt="1" wrap="wrap">
          {mine && canWithdraw(message.at, now) && (
            <Button
              size="xs"
              variant="ghost"
              loading={withdraw.busy}
              onClick={() =>
                void withdraw.submit(
                  async () =>
                    (await callApi('withdrawMessage', { conversationId: conversation.id, messageId: message.id }))
                      .message,
                )
              }
            >
              <Trans>Withdraw</Trans>
            </Button>
          )}
          {!mine && (
            <Button size="xs" variant="ghost" onClick={onReport}>
              <Trans>Report</Trans>
            </Button>
          )}
        </HStack>
      )}
      {withdraw.outcome && !withdraw.outcome.ok && <FormStatus outcome={withdraw.outcome} />}
    </Box>
  );
}

function Compose({ conversationId, where }: { conversationId: string; where: SchoolLocale }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const { outcome, busy, submit, clear } = useSubmission(errorMessage(t`The message could not be sent.`));
  async function send(e: React.FormEvent) {
    e.preventDefault();
    const attachments = files.map((f) => f.fileId);
    if (await submit(async () => (await callApi('sendMessage', { conversationId, text, attachments })).message)) {
      setText('');
      setFiles([]);
      clear();
    }
  }
  return (
    <Stack as="form" onSubmit={(e) => void send(e)} gap="2" mt="3">
      <Field.Root required={!files.length}>
        <Field.Label>
          <Trans>Your message</Trans>
        </Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} dir="auto" />
      </Field.Root>
      <ComposeFiles conversationId={conversationId} files={files} onChange={setFiles} where={where} />
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="xs" color="gray.600">
          <Trans>You can use Markdown: **bold**, lists and links.</Trans>
        </Text>
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!text.trim() && !files.length}>
          <Trans>Send</Trans>
        </Button>
      </HStack>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

function ReportDialog({
  conversationId,
  message,
  onClose,
}: {
  conversationId: string;
  message: Message;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The message could not be reported.`));
  return (
    <FormDialog title={t`Report a message`} onClose={onClose}>
      <Stack
        as="form"
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(
            async () => (await callApi('reportMessage', { conversationId, messageId: message.id, reason })).message,
          );
        }}
      >
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>The school’s safeguarding leads will read this message and its conversation.</Trans>
          </Alert.Description>
        </Alert.Root>
        <Field.Root>
          <Field.Label>
            <Trans>What worries you (optional)</Trans>
          </Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} dir="auto" />
        </Field.Root>
        <Button type="submit" colorPalette="red" loading={busy} disabled={outcome?.ok} alignSelf="start">
          <Trans>Report</Trans>
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </FormDialog>
  );
}
