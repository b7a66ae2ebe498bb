import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { RefusedRead } from '@/components/ui/refused-read';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { useSession } from '@/lib/session';
import { ConversationPane } from './conversation-pane';
import { HoursForm } from './hours-form';
import { Inbox } from './inbox';
import { isStaff, messagesPath } from './messages-paths';
import { NewConversation } from './new-conversation';
import { SafeguardingView, safeguardingPath } from './safeguarding';
import { useMessageSettings, useSafeguardingLead } from './use-messages';

/**
 * /app/:role/messages[/new | /hours | /safeguarding | /<conversation>]: the inbox, and beside it on a wide screen
 * (instead of it on a phone) what is open; a safeguarding lead's view has its own lists instead of the inbox. Teachers,
 * parents and the office have the module; a student only where the school turns it on.
 */
export function MessagesRoute() {
  const route = useModuleRoute('Messages');
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return null;
  if (user.role === 'Student') return <StudentGate user={user} />;
  if (route.refusal) return route.refusal;
  return <MessagesPage user={user} />;
}

function StudentGate({ user }: { user: UserRecord }) {
  const { loaded, settings } = useMessageSettings(user.school_id);
  const params = useParams();
  if (!loaded) return <PageLoader />;
  if (params.role !== 'student' || !settings.studentsEnabled) return <Navigate to="/app/student" replace />;
  return <MessagesPage user={user} />;
}

function MessagesPage({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const { conversationId: open } = useParams();
  const [search] = useSearchParams();
  const lead = useSafeguardingLead(user.uid);
  const base = messagesPath(user);
  // A notification's link names the conversation as ?c=<id>: open it at its own address.
  const linked = search.get('c');
  if (linked && !open) return <Navigate to={`${base}/${encodeURIComponent(linked)}`} replace />;
  // A report's notification names it as ?oversee=<id>: the lead reads it in the safeguarding view.
  const reported = search.get('oversee');
  if (reported && !open) return <Navigate to={safeguardingPath(user, reported)} replace />;
  if (open === 'safeguarding' && !lead) return <NotFound homePath={base} />;
  const pane =
    open === 'new' ? (
      <NewConversation user={user} />
    ) : open === 'hours' ? (
      isStaff(user) ? (
        <HoursForm user={user} />
      ) : (
        <NotFound homePath={base} />
      )
    ) : open ? (
      <RefusedRead key={open} fallback={<NotFound homePath={base} />}>
        <ConversationPane user={user} conversationId={open} />
      </RefusedRead>
    ) : null;
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h1" size="2xl">
          <Trans>Messages</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          {lead && (
            <Button asChild size="sm" variant="outline" bg="white">
              <RouterLink to={safeguardingPath(user)} aria-current={open === 'safeguarding' ? 'page' : undefined}>
                <Trans>Safeguarding</Trans>
              </RouterLink>
            </Button>
          )}
          {isStaff(user) && (
            <Button asChild size="sm" variant="outline" bg="white">
              <RouterLink to={`${base}/hours`}>
                <Trans>Working hours</Trans>
              </RouterLink>
            </Button>
          )}
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={`${base}/new`}>
              <Trans>New message</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Text color="gray.600" mb="4">
        {open === 'safeguarding'
          ? t`As a safeguarding lead you read any conversation of the school. Every read is recorded in the audit log.`
          : isStaff(user)
            ? t`Private conversations with families and colleagues.`
            : t`Private conversations with your school.`}
      </Text>
      {open === 'safeguarding' ? (
        <SafeguardingView user={user} />
      ) : (
        <InboxAndPane user={user} open={open} pane={pane} />
      )}
    </>
  );
}

function InboxAndPane({ user, open, pane }: { user: UserRecord; open: string | undefined; pane: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const base = messagesPath(user);
  return (
    <>
      {/*
        One tree at every width (the inbox beside what is open, or instead of it on a phone), so turning a tablet or
        widening the window keeps a half-written message.
      */}
      <Grid
        templateColumns={wide ? 'minmax(18rem, 24rem) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
        gap="4"
        alignItems="start"
      >
        {wide || !pane ? <Inbox user={user} openId={open} /> : null}
        <Stack gap="3" minW="0" display={wide || pane ? 'flex' : 'none'}>
          {!wide && pane ? (
            <Button asChild size="sm" variant="ghost" alignSelf="start">
              <RouterLink to={base}>
                <Trans>Back to all conversations</Trans>
              </RouterLink>
            </Button>
          ) : null}
          {pane ?? (wide ? <NothingOpen /> : null)}
        </Stack>
      </Grid>
    </>
  );
}

function NothingOpen() {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8" textAlign="center" bg="white">
      <Text color="gray.600">
        <Trans>Choose a conversation, or write a new message.</Trans>
      </Text>
    </Box>
  );
}
