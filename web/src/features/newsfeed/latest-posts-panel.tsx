import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { childrenConcerned } from '@academy/shared/audience';
import type { Reach } from '@/components/audience/use-reach';
import { ReachedCard } from '@/components/audience/with-reach';
import { useSchoolLocale } from '@/lib/use-school';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { useFeed } from './use-feed';

const SHOWN = 3;

/** The dashboards' panel: the latest posts that reach this member, pinned first. */
export function LatestPostsPanel({ user }: { user: UserRecord }) {
  return (
    <ReachedCard user={user} testId="panel-latest-posts" title="Latest news" loadingText={LOADING}>
      {(reach) => <LatestPosts user={user} reach={reach} />}
    </ReachedCard>
  );
}

const LOADING = 'Loading the news…';

function LatestPosts({ user, reach }: { user: UserRecord; reach: Reach }) {
  const schoolLocale = useSchoolLocale(user.school_id);
  // The dashboard reads only the posts it shows.
  const { status, posts } = useFeed(user.school_id, reach.keys, SHOWN);
  return (
    <>
      {status === 'loading' && <Text color="gray.600">{LOADING}</Text>}
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
                {p.authorName} · {formatDate(p.publishedAt ?? p.publishAt, schoolLocale)}
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
    </>
  );
}
