/**
 * The safeguarding leads' view inside Messages: the reported conversations (newest report first), every conversation
 * about a child, and one conversation read through the API's `oversee`, which writes each read to the audit log (the
 * rules let nobody but its participants read a conversation directly).
 */
import { Alert, Badge, Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { StudentSearchHit, UserRecord } from '@academy/shared/api';
import { formatDateTime } from '@academy/shared/date-format';
import type { ConversationSummary, ConversationsForInput, Oversight } from '@academy/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { useSchoolLocale } from '@/lib/use-school';
import { messagesPath } from './messages-paths';
import { AboutChild } from './about-child';

export const safeguardingPath = (user: Pick<UserRecord, 'role'>, conversationId?: string) =>
  `${messagesPath(user)}/safeguarding${conversationId ? `?oversee=${encodeURIComponent(conversationId)}` : ''}`;

/** /app/<role>/messages/safeguarding[?oversee=<id>]: the lists, and beside them (or instead, on a phone) the one read. */
export function SafeguardingView({ user }: { user: UserRecord }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [search] = useSearchParams();
  const open = search.get('oversee');
  return (
    <Grid templateColumns={wide ? 'minmax(18rem, 24rem) minmax(0, 1fr)' : 'minmax(0, 1fr)'} gap="4" alignItems="start">
      <Stack gap="4" minW="0" display={wide || !open ? 'flex' : 'none'}>
        <ReportedConversations user={user} openId={open} />
        <ConversationsAboutAChild user={user} openId={open} />
      </Stack>
      {open ? (
        <Stack gap="3" minW="0">
          {!wide && (
            <Button asChild size="sm" variant="ghost" alignSelf="start">
              <RouterLink to={safeguardingPath(user)}>
                <Trans>Back to safeguarding</Trans>
              </RouterLink>
            </Button>
          )}
          <OversightPane key={open} user={user} conversationId={open} />
        </Stack>
      ) : wide ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8" textAlign="center" bg="white">
          <Text color="gray.600">
            <Trans>Choose a conversation to read it. Each read is recorded in the audit log.</Trans>
          </Text>
        </Box>
      ) : null}
    </Grid>
  );
}

/** One page after another of the lead's list; `before` is the last row's time. */
function useOversightList(input: ConversationsForInput, failure: string) {
  const [rows, setRows] = useState<ConversationSummary[]>([]);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  // Settles a page: the first replaces the rows, a later one adds to them.
  const page = (before?: number) =>
    callApi('conversationsFor', { ...input, ...(before === undefined ? {} : { before }) }).then(
      (answer) => {
        setRows((r) => (before === undefined ? answer.conversations : [...r, ...answer.conversations]));
        setMore(answer.more);
        setLoaded(true);
        setFailed(null);
      },
      (e: unknown) => setFailed(errorMessage(failure)(e)),
    );
  useEffect(() => {
    void page().finally(() => setBusy(false));
    // Loads once: the list is keyed by what it asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const last = rows.at(-1);
  const next = last ? (input.reported ? last.reportedAt : last.updatedAt) : null;
  function loadMore() {
    if (next === null) return;
    setBusy(true);
    void page(next).finally(() => setBusy(false));
  }
  return { rows, more, busy, failed, loaded, loadMore };
}

function ReportedConversations({ user, openId }: { user: UserRecord; openId: string | null }) {
  const { t } = useLingui();
  const list = useOversightList({ reported: true }, t`The reported conversations could not be loaded.`);
  return (
    <Box as="section" aria-labelledby="reported-heading" bg="white" borderWidth="1px" borderRadius="md" minW="0">
      <Heading as="h2" size="md" id="reported-heading" p="4" pb="2">
        <Trans>Reported conversations</Trans>
      </Heading>
      <SummaryList user={user} list={list} openId={openId} kind="reported" empty={t`Nothing has been reported.`} />
    </Box>
  );
}

function ConversationsAboutAChild({ user, openId }: { user: UserRecord; openId: string | null }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [children, setChildren] = useState<StudentSearchHit[] | null>(null);
  const [searchFailed, setSearchFailed] = useState<string | null>(null);
  const [child, setChild] = useState<StudentSearchHit | null>(null);
  async function find(e: FormEvent) {
    e.preventDefault();
    setSearchFailed(null);
    try {
      const answer = await callApi('getStudent', { params: text, school_id: user.school_id });
      setChildren(answer.type === 'Student' ? answer.data : []);
    } catch (error) {
      setChildren(null);
      setSearchFailed(errorMessage(t`The search could not be done.`)(error));
    }
  }
  const childName = child ? `${child.firstName} ${child.lastName}` : '';
  return (
    <Box as="section" aria-labelledby="about-child-heading" bg="white" borderWidth="1px" borderRadius="md" minW="0">
      <Heading as="h2" size="md" id="about-child-heading" p="4" pb="2">
        <Trans>Conversations about a child</Trans>
      </Heading>
      <form role="search" onSubmit={(e) => void find(e)} noValidate>
        <Stack gap="2" px="4" pb="3">
          <Field.Root invalid={!!searchFailed}>
            <Field.Label>
              <Trans>Child’s name</Trans>
            </Field.Label>
            <HStack gap="2" w="full">
              <Input type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
              <Button type="submit" size="sm" variant="outline">
                <Trans>Find</Trans>
              </Button>
            </HStack>
            {searchFailed && <Field.ErrorText>{searchFailed}</Field.ErrorText>}
          </Field.Root>
          {children && children.length === 0 && (
            <Text fontSize="sm" color="gray.600">
              <Trans>No child of the school has that name.</Trans>
            </Text>
          )}
          {children && children.length > 0 && (
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={t`Children found`}>
              {children.map((s) => (
                <li key={s.id}>
                  <Button
                    size="xs"
                    variant={child?.id === s.id ? 'solid' : 'outline'}
                    colorPalette="blue"
                    aria-pressed={child?.id === s.id}
                    onClick={() => setChild(s)}
                  >
                    <bdi>
                      {s.firstName} {s.lastName}
                    </bdi>
                  </Button>
                </li>
              ))}
            </HStack>
          )}
        </Stack>
      </form>
      {child && <AboutChildList key={child.id} user={user} childId={child.id} childName={childName} openId={openId} />}
    </Box>
  );
}

function AboutChildList({
  user,
  childId,
  childName,
  openId,
}: {
  user: UserRecord;
  childId: string;
  childName: string;
  openId: string | null;
}) {
  const { t } = useLingui();
  const list = useOversightList(
    { aboutStudentId: childId },
    t`The conversations about this child could not be loaded.`,
  );
  return (
    <SummaryList
      user={user}
      list={list}
      openId={openId}
      kind="about"
      empty={t`No conversation is about ${childName}.`}
    />
  );
}

function SummaryList({
  user,
  list,
  openId,
  kind,
  empty,
}: {
  user: UserRecord;
  list: ReturnType<typeof useOversightList>;
  openId: string | null;
  kind: 'reported' | 'about';
  empty: string;
}) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  return (
    <>
      {list.failed && (
        <Text px="4" pb="3" color="red.700" role="alert">
          {list.failed}
        </Text>
      )}
      {!list.loaded && list.busy && (
        <Text px="4" pb="3" color="gray.600" role="status">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {list.loaded && list.rows.length === 0 && (
        <Text px="4" pb="3" color="gray.600">
          {empty}
        </Text>
      )}
      <Stack as="ul" gap="0" listStyleType="none" data-testid={`oversight-${kind}`}>
        {list.rows.map((c) => {
          const names = c.participants.map((p) => p.name).join(', ');
          const reported = c.reportedAt ? formatDateTime(c.reportedAt, where) : null;
          const active = formatDateTime(c.updatedAt, where);
          const child = c.aboutStudentName;
          return (
            <Box
              as="li"
              key={c.id}
              borderTopWidth="1px"
              bg={c.id === openId ? 'blue.50' : undefined}
              data-testid="oversight-row"
            >
              <RouterLink
                to={safeguardingPath(user, c.id)}
                aria-current={c.id === openId ? 'page' : undefined}
                style={{ display: 'block', padding: '0.75rem 1rem' }}
              >
                <Text fontWeight="semibold" lineClamp={2} dir="auto">
                  {names}
                </Text>
                <AboutChild child={child} />
                <HStack gap="2" wrap="wrap" mt="1">
                  {reported && (
                    <Badge colorPalette="red" variant="subtle">
                      {t`Reported ${reported}`}
                    </Badge>
                  )}
                  {c.withStudent && <Badge variant="subtle">{t`With a student`}</Badge>}
                </HStack>
                <Text fontSize="xs" color="gray.600">
                  {t`Last activity ${active}`}
                </Text>
              </RouterLink>
            </Box>
          );
        })}
      </Stack>
      {list.more && (
        <Box p="2" textAlign="center">
          <Button size="sm" variant="ghost" loading={list.busy} onClick={list.loadMore}>
            <Trans>Show more</Trans>
          </Button>
        </Box>
      )}
    </>
  );
}

type OverseenMessage = Oversight['messages'][number];

/**
 * One conversation as a lead reads it: every message, withdrawn ones with what they said, marked. Each page read is an
 * entry in the audit log, so the pane reads once per opening (a re-render or React's double effect reads nothing more).
 */
function OversightPane({ user, conversationId }: { user: UserRecord; conversationId: string }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const [read, setRead] = useState<{ conversation: Oversight['conversation']; messages: OverseenMessage[] } | null>(
    null,
  );
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);
  const failure = t`The conversation could not be read.`;

  // Each page read is one audit entry.
  const page = (before?: number) =>
    callApi('overseeConversation', { conversationId, ...(before === undefined ? {} : { before }) })
      .then(
        (answer) => {
          setRead((r) => ({
            conversation: answer.conversation,
            messages: before === undefined || !r ? answer.messages : [...r.messages, ...answer.messages],
          }));
          setMore(answer.more);
        },
        (e: unknown) => setFailed(errorMessage(failure)(e)),
      )
      .finally(() => setBusy(false));
  function loadOlder(before: number) {
    setBusy(true);
    void page(before);
  }
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void page();
    // Read once per opening: the pane is keyed by the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const notice = (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        <Trans>
          You are reading this conversation as a safeguarding lead. This read is recorded in the audit log, with your
          name and the time.
        </Trans>
      </Alert.Description>
    </Alert.Root>
  );
  if (failed)
    return (
      <Stack gap="3">
        {notice}
        <FormStatus outcome={{ ok: false, message: failed }} />
      </Stack>
    );
  if (!read) return <PageLoader label={t`Loading the conversation`} />;
  const { conversation } = read;
  const names = conversation.participants.map((p) => p.name).join(', ');
  const child = conversation.aboutStudentName;
  const shown = [...read.messages].reverse();
  const oldest = read.messages.at(-1);
  const reportedWhen = conversation.reportedAt ? formatDateTime(conversation.reportedAt, where) : '';
  return (
    <Box as="section" aria-labelledby="oversight-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        {notice}
        <Box>
          <Heading as="h2" size="md" id="oversight-heading" dir="auto">
            {names}
          </Heading>
          <AboutChild child={child} />
          {conversation.reportedAt && (
            <Text fontSize="sm" color="red.700">
              {t`Reported ${reportedWhen}`}
            </Text>
          )}
        </Box>
        <Box role="log" aria-label={t`Messages with ${names}`} tabIndex={0} data-testid="oversight-messages">
          {more && oldest && (
            <Box textAlign="center" mb="2">
              <Button size="xs" variant="ghost" loading={busy} onClick={() => loadOlder(oldest.at)}>
                <Trans>Show older messages</Trans>
              </Button>
            </Box>
          )}
          <Stack as="ol" gap="3" listStyleType="none">
            {shown.map((m) => (
              <OverseenItem key={m.id} message={m} when={formatDateTime(m.at, where)} where={where} />
            ))}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}

function OverseenItem({
  message,
  when,
  where,
}: {
  message: OverseenMessage;
  when: string;
  where: ReturnType<typeof useSchoolLocale>;
}) {
  const withdrawnAt = message.withdrawnAt;
  const withdrawnWhen = withdrawnAt ? formatDateTime(withdrawnAt, where) : '';
  return (
    <Box
      as="li"
      data-testid="overseen-message"
      bg={withdrawnAt ? 'orange.50' : 'gray.50'}
      borderWidth="1px"
      borderColor={withdrawnAt ? 'orange.200' : 'gray.200'}
      borderRadius="lg"
      px="3"
      py="2"
    >
      <Text fontSize="xs" color="gray.700">
        <bdi>{message.senderName}</bdi> · <bdi>{when}</bdi>
      </Text>
      {withdrawnAt ? (
        <>
          <Text fontSize="sm" fontWeight="semibold" color="orange.800" my="1">
            <Trans>Withdrawn {withdrawnWhen}: what it said</Trans>
          </Text>
          <Box dir="auto">
            <MarkdownBody body={message.withdrawnText ?? ''} />
          </Box>
        </>
      ) : (
        <Box dir="auto">
          <MarkdownBody body={message.text} />
        </Box>
      )}
    </Box>
  );
}
