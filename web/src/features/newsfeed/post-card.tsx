import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { type Audience, childrenConcerned, type ReachChild } from '@academy/shared/audience';
import type { Post } from '@academy/shared/newsfeed';
import type { I18n } from '@lingui/core';
import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeAudienceIn } from '@/components/audience/audience-words';
import { SOURCE_LANGUAGE } from '@/lib/i18n';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { FileList } from '@/components/files/file-list';
import { useMyAcknowledgement, useWaitingAcknowledgements } from './use-feed';

/**
 * Who a post is for, in the reader's language. The server wrote it in English when the post was saved, with the class
 * names of the time ("Parents of Grade 7, 7A"): an English reader reads it as written; another reader reads the same
 * groups in their words, the class names taken from it.
 */
function audienceWords(i18n: I18n, post: Post): string {
  if (i18n.locale === SOURCE_LANGUAGE || !post.audienceLabel) return post.audienceLabel;
  const audience = post.audience as Pick<Audience, 'wholeSchool' | 'roles' | 'grades' | 'classIds' | 'members'>;
  // The groups are the label's last part: grades first, then the classes, in the audience's order.
  const groups = (post.audienceLabel.split('; ').at(-1) ?? '').replace(/^(Parents|Students) of /, '').split(', ');
  if (audience.classIds.length && groups.length !== audience.grades.length + audience.classIds.length)
    return post.audienceLabel;
  const names = new Map(audience.classIds.map((id, at) => [id, groups[audience.grades.length + at] ?? '']));
  return describeAudienceIn(i18n, audience, names);
}

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
  const { t, i18n } = useLingui();
  const withdraw = useSubmission(errorMessage(t`The post could not be withdrawn.`));
  const audience = audienceWords(i18n, post);
  const sentTo = post.sentTo ?? 0;
  const names = concerned.map((c) => c.name).join(', ');
  const published = formatDateTime(post.publishedAt ?? post.publishAt, schoolLocale);
  return (
    <Card.Root
      as="article"
      aria-labelledby={`post-${post.id}`}
      data-testid="post"
      borderColor={post.pinned ? 'blue.300' : undefined}
    >
      <Card.Header pb="1">
        <HStack wrap="wrap" gap="2">
          {post.pinned && (
            <Badge colorPalette="blue">
              <Trans>Pinned</Trans>
            </Badge>
          )}
          {post.status !== 'published' && (
            <Badge colorPalette="orange">{post.status === 'scheduled' ? t`Scheduled` : t`Withdrawn`}</Badge>
          )}
          {post.needsAcknowledgement && (
            <Badge colorPalette="purple" whiteSpace="normal">
              <Trans>Please confirm you have read it</Trans>
            </Badge>
          )}
        </HStack>
        <Heading as="h3" size="md" id={`post-${post.id}`} dir="auto">
          {post.title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          <bdi>{post.authorName}</bdi> · <bdi>{published}</bdi>
          {post.editedAt ? ` · ${t`Edited`}` : ''}
        </Text>
        {audience ? (
          <Text fontSize="sm" color="gray.700" data-testid="post-audience">
            {manages && post.sentTo !== null
              ? t`To: ${audience} · sent to ${plural(sentTo, { one: '# person', other: '# people' })}`
              : t`To: ${audience}`}
          </Text>
        ) : null}
        {concerned.length > 0 && (
          <Text fontSize="sm" color="gray.700" data-testid="post-children">
            <Trans>
              About: <bdi>{names}</bdi>
            </Trans>
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        <Box dir="auto">
          <MarkdownBody body={post.body} />
        </Box>
        {post.link && (
          <Link
            href={post.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="blue.700"
            textDecoration="underline"
          >
            <Trans>Open the link</Trans>
          </Link>
        )}
        {(post.attachments?.length ?? 0) > 0 && (
          <Box mt="3">
            <FileList files={post.attachments ?? []} label={t`Attached files`} where={schoolLocale} />
          </Box>
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
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={withdraw.busy}
            onClick={() => void withdraw.submit(async () => (await callApi('withdrawPost', { id: post.id })).message)}
          >
            <Trans>Withdraw</Trans>
          </Button>
          <FormStatus outcome={withdraw.outcome} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function AcknowledgeButton({ user, post, schoolLocale }: { user: UserRecord; post: Post; schoolLocale: SchoolLocale }) {
  const mine = useMyAcknowledgement(user.school_id, post.id, user.uid);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`It could not be recorded.`));
  if (!mine) return null;
  if (mine.acknowledged) {
    const who = mine.acknowledgedBy ?? '';
    const date = mine.acknowledgedAt ? formatDateTime(mine.acknowledgedAt, schoolLocale) : '';
    const family = user.role === 'Parent';
    // Each case one whole sentence: who confirmed (another guardian, or you), when if known, for the family or not.
    const said = who
      ? date
        ? family
          ? t`${who} confirmed they have read this on ${date}, for your family.`
          : t`${who} confirmed they have read this on ${date}.`
        : family
          ? t`${who} confirmed they have read this, for your family.`
          : t`${who} confirmed they have read this.`
      : date
        ? family
          ? t`You confirmed you have read this on ${date}, for your family.`
          : t`You confirmed you have read this on ${date}.`
        : family
          ? t`You confirmed you have read this, for your family.`
          : t`You confirmed you have read this.`;
    return (
      <Text color="green.700" role="status">
        {said}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Button
        colorPalette="blue"
        alignSelf="start"
        loading={busy}
        onClick={() => void submit(async () => (await callApi('acknowledge', { postId: post.id })).message)}
      >
        <Trans>I have read this</Trans>
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

function AcknowledgementCount({ user, post }: { user: UserRecord; post: Post }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const remind = useSubmission(errorMessage(t`The reminder could not be sent.`));
  const { acknowledgedCount, audienceSize } = post;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" data-testid="ack-count" aria-live="polite">
        <Trans>
          {acknowledgedCount} of {audienceSize} have confirmed they have read it.
        </Trans>
      </Text>
      <HStack wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t`Hide who has not` : t`Who has not`}
        </Button>
        {post.acknowledgedCount < post.audienceSize && (
          <Button
            size="sm"
            loading={remind.busy}
            onClick={() =>
              void remind.submit(async () => (await callApi('remindAcknowledgements', { postId: post.id })).message)
            }
          >
            <Trans>Send a reminder</Trans>
          </Button>
        )}
      </HStack>
      <FormStatus outcome={remind.outcome} />
      {open && <Waiting user={user} postId={post.id} />}
    </Stack>
  );
}

function Waiting({ user, postId }: { user: UserRecord; postId: string }) {
  const { t, i18n } = useLingui();
  const waiting = useWaitingAcknowledgements(user.school_id, postId, user.uid, user.role === 'Admin');
  if (!waiting.length)
    return (
      <Text color="gray.600">
        <Trans>Everyone has confirmed.</Trans>
      </Text>
    );
  const either = new Intl.ListFormat(i18n.locale, { type: 'disjunction' });
  // A family confirmed once is listed once, by its guardians' names together.
  const byFamily = new Map<string, typeof waiting>();
  for (const a of waiting) {
    const key = [a.uid, ...a.familyUids].sort()[0]!;
    byFamily.set(key, [...(byFamily.get(key) ?? []), a]);
  }
  return (
    <Stack as="ul" gap="1" ps="4" data-testid="ack-waiting">
      {[...byFamily].map(([key, people]) => {
        const names = either.format(people.map((a) => a.name || t`A member`));
        const role = people[0]!.role;
        return (
          <li key={key}>
            {t`${names} (${select(role, { Parent: 'family', Teacher: 'teacher', Student: 'student', Admin: 'admin', other: 'member' })})`}
          </li>
        );
      })}
    </Stack>
  );
}
