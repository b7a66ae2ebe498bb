import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDateTime } from '@academy/shared/date-format';
import type { Conversation } from '@academy/shared/messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useSchoolLocale } from '@/lib/use-school';
import { messagesPath } from './messages-paths';
import { useInbox } from './use-messages';
import { useWhenSeen } from './use-when-seen';
import { AboutChild } from './about-child';

/** Everyone in a conversation but the reader, by name. */
export const othersIn = (conversation: Conversation, uid: string) =>
  conversation.participants
    .filter((p) => p.uid !== uid)
    .map((p) => p.name)
    .join(', ');

/** The reader's conversations, live, newest first: whom with, about which child, the last message, unread. */
export function Inbox({ user, openId }: { user: UserRecord; openId: string | undefined }) {
  const { t } = useLingui();
  const { status, conversations, more, loadingOlder, loadOlder } = useInbox(user.school_id, user.uid);
  const where = useSchoolLocale(user.school_id);
  const older = useWhenSeen(() => void loadOlder());
  const base = messagesPath(user);
  return (
    <Box as="section" aria-label={t`Conversations`} bg="white" borderWidth="1px" borderRadius="md" minW="0">
      {status === 'loading' && (
        <Text p="4" color="gray.600" role="status" aria-label={t`Loading conversations`}>
          <Trans>Loading…</Trans>
        </Text>
      )}
      {status === 'error' && (
        <Text p="4" color="red.700">
          <Trans>Your conversations could not be loaded. Reload the page to try again.</Trans>
        </Text>
      )}
      {status === 'success' && conversations.length === 0 && (
        <Text p="4" color="gray.600">
          <Trans>No conversations yet. Write a new message to start one.</Trans>
        </Text>
      )}
      <Stack as="ul" gap="0" listStyleType="none" data-testid="inbox">
        {conversations.map((c) => {
          const unread = c.unread[user.uid] ?? 0;
          const names = othersIn(c, user.uid);
          const last = c.lastMessage;
          const child = c.aboutStudentName;
          return (
            <Box
              as="li"
              key={c.id}
              borderBottomWidth="1px"
              bg={c.id === openId ? 'blue.50' : undefined}
              data-testid="conversation-row"
            >
              <RouterLink
                to={`${base}/${c.id}`}
                aria-current={c.id === openId ? 'page' : undefined}
                style={{ display: 'block', padding: '0.75rem 1rem' }}
              >
                <HStack justify="space-between" align="start" gap="2">
                  <Text fontWeight={unread ? 'bold' : 'semibold'} lineClamp={1} dir="auto">
                    {names}
                  </Text>
                  {unread > 0 && (
                    <Badge colorPalette="red" variant="solid" borderRadius="full" flexShrink={0}>
                      <span aria-hidden>{unread}</span>
                      <Box as="span" srOnly>
                        {t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`}
                      </Box>
                    </Badge>
                  )}
                </HStack>
                <AboutChild child={child} />
                {last && (
                  <>
                    <Text fontSize="sm" color="gray.700" lineClamp={1} dir="auto">
                      {last.withdrawn ? t`Withdrawn` : last.text}
                    </Text>
                    <Text fontSize="xs" color="gray.600">
                      {formatDateTime(last.at, where)}
                    </Text>
                  </>
                )}
              </RouterLink>
            </Box>
          );
        })}
      </Stack>
      {more && (
        <Box p="2" textAlign="center">
          <Button ref={older} size="sm" variant="ghost" loading={loadingOlder} onClick={() => void loadOlder()}>
            <Trans>Show older conversations</Trans>
          </Button>
        </Box>
      )}
    </Box>
  );
}
