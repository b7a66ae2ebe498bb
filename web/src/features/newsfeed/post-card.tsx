import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { childrenConcerned, type ReachChild } from '@academy/shared/audience';
import type { Post } from '@academy/shared/newsfeed';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { useMyAcknowledgement, useWaitingAcknowledgements } from './use-feed';

/** One post in the feed: who it concerns (a parent's children), its body, its link and its acknowledgement. */
export function PostCard({
  user,
  post,
  family,
  onEdit,
}: {
  user: UserRecord;
  post: Post;
  family: readonly ReachChild[];
  onEdit: (post: Post) => void;
}) {
  const schoolLocale = useSchoolLocale(user.school_id);
  const manages = user.role === 'Admin' || post.authorUid === user.uid;
  const concerned = user.role === 'Parent' ? childrenConcerned(post.audienceKeys, family) : [];
  const withdraw = useSubmission(errorMessage('The post could not be withdrawn.'));
  return (
    <Card.Root
      as="article"
      aria-labelledby={`post-${post.id}`}
      data-testid="post"
      borderColor={post.pinned ? 'blue.300' : undefined}
    >
      <Card.Header pb="1">
        <HStack wrap="wrap" gap="2">
          {post.pinned && <Badge colorPalette="blue">Pinned</Badge>}
          {post.status !== 'published' && (
            <Badge colorPalette="orange">{post.status === 'scheduled' ? 'Scheduled' : 'Withdrawn'}</Badge>
          )}
          {post.needsAcknowledgement && <Badge colorPalette="purple">Please confirm you have read it</Badge>}
        </HStack>
        <Heading as="h3" size="md" id={`post-${post.id}`}>
          {post.title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {post.authorName} · {formatDateTime(post.publishedAt ?? post.publishAt, schoolLocale)}
          {post.editedAt ? ' · Edited' : ''}
        </Text>
        {post.audienceLabel ? (
          <Text fontSize="sm" color="gray.700" data-testid="post-audience">
            To: {post.audienceLabel}
            {manages && post.sentTo !== null
              ? ` · sent to ${post.sentTo} ${post.sentTo === 1 ? 'person' : 'people'}`
              : ''}
          </Text>
        ) : null}
        {concerned.length > 0 && (
          <Text fontSize="sm" color="gray.700" data-testid="post-children">
            About: {concerned.map((c) => c.name).join(', ')}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        <MarkdownBody body={post.body} />
        {post.link && (
          <Link
            href={post.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="blue.700"
            textDecoration="underline"
          >
            Open the link
          </Link>
        )}
        {post.needsAcknowledgement && post.status === 'published' && (
          <Box mt="3">
            {manages ? (
              <AcknowledgementCount user={user} post={post} />
            ) : (
              <AcknowledgeButton user={user} post={post} schoolLocale={schoolLocale} />
            )}
          </Box>
        )}
      </Card.Body>
      {manages && post.status !== 'withdrawn' && (
        <Card.Footer gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onEdit(post)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={withdraw.busy}
            onClick={() => void withdraw.submit(async () => (await callApi('withdrawPost', { id: post.id })).message)}
          >
            Withdraw
          </Button>
          <FormStatus outcome={withdraw.outcome} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function AcknowledgeButton({ user, post, schoolLocale }: { user: UserRecord; post: Post; schoolLocale: SchoolLocale }) {
  const mine = useMyAcknowledgement(user.school_id, post.id, user.uid);
  const { outcome, busy, submit } = useSubmission(errorMessage('It could not be recorded.'));
  if (!mine) return null;
  if (mine.acknowledged)
    return (
      <Text color="green.700" role="status">
        {mine.acknowledgedBy
          ? `${mine.acknowledgedBy} confirmed they have read this`
          : 'You confirmed you have read this'}
        {mine.acknowledgedAt ? ` on ${formatDateTime(mine.acknowledgedAt, schoolLocale)}` : ''}
        {user.role === 'Parent' ? ', for your family.' : '.'}
      </Text>
    );
  return (
    <Stack gap="2">
      <Button
        colorPalette="blue"
        alignSelf="start"
        loading={busy}
        onClick={() => void submit(async () => (await callApi('acknowledge', { postId: post.id })).message)}
      >
        I have read this
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

function AcknowledgementCount({ user, post }: { user: UserRecord; post: Post }) {
  const [open, setOpen] = useState(false);
  const remind = useSubmission(errorMessage('The reminder could not be sent.'));
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" data-testid="ack-count" aria-live="polite">
        {post.acknowledgedCount} of {post.audienceSize} have confirmed they have read it.
      </Text>
      <HStack wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Hide who has not' : 'Who has not'}
        </Button>
        {post.acknowledgedCount < post.audienceSize && (
          <Button
            size="sm"
            loading={remind.busy}
            onClick={() =>
              void remind.submit(async () => (await callApi('remindAcknowledgements', { postId: post.id })).message)
            }
          >
            Send a reminder
          </Button>
        )}
      </HStack>
      <FormStatus outcome={remind.outcome} />
      {open && <Waiting user={user} postId={post.id} />}
    </Stack>
  );
}

function Waiting({ user, postId }: { user: UserRecord; postId: string }) {
  const waiting = useWaitingAcknowledgements(user.school_id, postId, user.uid, user.role === 'Admin');
  if (!waiting.length) return <Text color="gray.600">Everyone has confirmed.</Text>;
  // A family confirmed once is listed once, by its guardians' names together.
  const byFamily = new Map<string, typeof waiting>();
  for (const a of waiting) {
    const key = [a.uid, ...a.familyUids].sort()[0]!;
    byFamily.set(key, [...(byFamily.get(key) ?? []), a]);
  }
  return (
    <Stack as="ul" gap="1" pl="4" data-testid="ack-waiting">
      {[...byFamily].map(([key, people]) => (
        <li key={key}>
          {people.map((a) => a.name || 'A member').join(' or ')} (
          {people[0]!.role === 'Parent' ? 'family' : people[0]!.role.toLowerCase()})
        </li>
      ))}
    </Stack>
  );
}
