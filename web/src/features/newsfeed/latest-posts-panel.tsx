import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { childrenConcerned } from '@academy/shared/audience';
import { Trans, useLingui } from '@lingui/react/macro';
import { PanelSkeleton } from '@/components/ui/panel-card';
import type { Reach } from '@/components/audience/use-reach';
import { ReachedCard } from '@/components/audience/with-reach';
import { useSchoolLocale } from '@/lib/use-school';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { useFeed } from './use-feed';

const SHOWN = 3;

/** The dashboards' panel: the latest posts that reach this member, pinned first. */
export function LatestPostsPanel({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  return (
    <ReachedCard user={user} testId="panel-latest-posts" title={t`Latest news`} loadingText={t`Loading the news…`}>
      {(reach) => <LatestPosts user={user} reach={reach} />}
    </ReachedCard>
  );
}

function LatestPosts({ user, reach }: { user: UserRecord; reach: Reach }) {
  const schoolLocale = useSchoolLocale(user.school_id);
  // The dashboard reads only the posts it shows.
  const { status, posts } = useFeed(user.school_id, reach.keys, SHOWN);
  const { t } = useLingui();
  return (
    <>
      {status === 'loading' && <PanelSkeleton label={t`Loading the news…`} />}
      {status !== 'loading' && posts.length === 0 && (
        <Text color="gray.600">
          <Trans>No news yet.</Trans>
        </Text>
      )}
      <Stack gap="4">
        {posts.slice(0, SHOWN).map((p) => {
          const about = user.role === 'Parent' ? childrenConcerned(p.audienceKeys, reach.children) : [];
          const { title } = p;
          const names = about.map((c) => c.name).join(', ');
          return (
            <article key={p.id} aria-labelledby={`latest-${p.id}`}>
              <Heading as="h3" size="sm" id={`latest-${p.id}`}>
                {p.pinned ? (
                  <Trans>
                    Pinned: <bdi>{title}</bdi>
                  </Trans>
                ) : (
                  <bdi>{title}</bdi>
                )}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                <bdi>{p.authorName}</bdi> · <bdi>{formatDate(p.publishedAt ?? p.publishAt, schoolLocale)}</bdi>
                {about.length ? ` · ${t`About ${names}`}` : ''}
              </Text>
              <Text fontSize="sm" lineClamp={3} asChild>
                <div dir="auto">
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
