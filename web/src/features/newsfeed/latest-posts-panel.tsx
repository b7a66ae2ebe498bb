import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { childrenConcerned } from '@academy/shared/audience';
import { formatSchoolInstant } from '@academy/shared/school-time';
import { useReach } from '@/components/audience/use-reach';
import { useSchoolTimeZone } from '@/lib/use-school';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { useFeed } from './use-feed';

const SHOWN = 3;

/** The dashboards' panel: the latest posts that reach this member, pinned first. */
export function LatestPostsPanel({ user }: { user: UserRecord }) {
  const reach = useReach(user);
  const timeZone = useSchoolTimeZone(user.school_id);
  const { status, posts } = useFeed(user.school_id, reach.keys);
  return (
    <Card.Root data-testid="panel-latest-posts">
      <Card.Header>
        <Heading as="h2" size="md">
          Latest news
        </Heading>
      </Card.Header>
      <Card.Body>
        {status === 'loading' && <Text color="gray.600">Loading the news…</Text>}
        {status !== 'loading' && posts.length === 0 && <Text color="gray.600">No news yet.</Text>}
        <Stack gap="4">
          {posts.slice(0, SHOWN).map((p) => {
            const about = user.role === 'Parent' ? childrenConcerned(p.audienceKeys, reach.children) : [];
            return (
              <article key={p.id} aria-labelledby={`latest-${p.id}`}>
                <Heading as="h3" size="sm" id={`latest-${p.id}`}>
                  {p.pinned ? 'Pinned: ' : ''}
                  {p.title}
                </Heading>
                <Text fontSize="sm" color="gray.600">
                  {p.authorName} · {formatSchoolInstant(p.publishedAt ?? p.publishAt, timeZone, 'd MMM yyyy')}
                  {about.length ? ` · About ${about.map((c) => c.name).join(', ')}` : ''}
                </Text>
                <Text fontSize="sm" lineClamp={3} asChild>
                  <div>
                    <MarkdownBody body={p.body} />
                  </div>
                </Text>
              </article>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
