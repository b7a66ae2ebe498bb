/**
 * The public site's lists, /partners and /blog: partners, and the newest posts with their categories, from the API
 * (`GET /api/landing/partners`, `/api/landing/posts`), never from Firestore.
 *
 * On a prerendered page the list is filled by the page's first script (public-list-fill.ts), before the app and
 * without it: the page carries each card once, rendered by these components with a `{field}` in place of every value
 * (`ListTemplate`, hidden), and the script fills copies of it as text, never as HTML. The space the list takes is held
 * from the start, so nothing moves. React then hydrates the page and leaves the list as the script wrote it (an element
 * whose inner HTML React was given, empty: React never looks inside it). Opened inside the app, or in another language,
 * the same components render the list from the same route.
 */
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE, formatDate } from '@academy/shared/date-format';
import type { PublicCategory, PublicPartner, PublicPost } from '@academy/shared/public-lists';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { i18n, SOURCE_LANGUAGE } from '@/lib/i18n';
import { fetchPublicList, type PublicListAnswer } from './public-list-fill';

export type PublicListKind = 'partners' | 'posts';

/** Space held for a list until it arrives: a screen, so the footer is below the fold and does not move. */
const HELD = '100vh';
const REL = 'noopener noreferrer';

function PartnerCard({ partner, website }: { partner: Omit<PublicPartner, 'id'>; website?: string }) {
  const name = partner.name;
  return (
    <Box as="article" p="6" borderWidth="1px" borderRadius="lg" data-template="item">
      <Text fontSize="sm" color="blue.700" fontWeight="semibold">
        {partner.kind}
      </Text>
      <Heading as="h2" size="md" my="2">
        {partner.name}
      </Heading>
      <Text color="gray.700" mb="3">
        {partner.description}
      </Text>
      <Link href={website ?? partner.website} color="blue.700" textDecoration="underline" rel={REL}>
        <Trans>Visit {name}</Trans>
      </Link>
    </Box>
  );
}

function PartnerGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-template="list">
      {children}
    </SimpleGrid>
  );
}

/** A post's line of category, date and author, title, summary and paragraphs (plain text, each its own paragraph). */
function PostArticle({
  post,
  category,
  date,
}: {
  post: Omit<PublicPost, 'categoryId'>;
  category: string;
  date: string;
}) {
  return (
    <Box as="article" aria-labelledby={`post-${post.id}`} data-template="item">
      <Text fontSize="sm" color="gray.600">
        {category} · {date} · {post.author}
      </Text>
      <Heading as="h2" id={`post-${post.id}`} size="xl" my="2">
        {post.title}
      </Heading>
      <Text fontWeight="medium" color="gray.800" mb="3">
        {post.summary}
      </Text>
      <Stack gap="3">
        {post.body.map((paragraph, i) => (
          // The paragraphs never move within a post: their place is their key.
          <Text key={i} color="gray.700" data-template="paragraph">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

function PostStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="12" data-template="list">
      {children}
    </Stack>
  );
}

/** A category of the blog as a link (`/blog?category=<id>`), so it works before the app and without it. */
function CategoryLink({
  href,
  current,
  children,
  inApp,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
  inApp?: boolean;
}) {
  const page = current ? ('page' as const) : undefined;
  return (
    <Button
      asChild
      size="sm"
      variant={current ? 'solid' : 'outline'}
      colorPalette="blue"
      data-template={current ? 'category-on' : 'category-off'}
    >
      {inApp ? (
        <RouterLink to={href} aria-current={page}>
          {children}
        </RouterLink>
      ) : (
        <a href={href} aria-current={page}>
          {children}
        </a>
      )}
    </Button>
  );
}

function CategoryNav({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <HStack as="nav" aria-label={t`Blog categories`} wrap="wrap" gap="2" mb="10" data-template="nav">
      {children}
    </HStack>
  );
}

const categoryHref = (id: string | null) => (id ? `/blog?category=${encodeURIComponent(id)}` : '/blog');

function EmptyList({ kind }: { kind: PublicListKind }) {
  return (
    <Text color="gray.700" data-template="empty">
      {kind === 'partners' ? <Trans>No partners yet.</Trans> : <Trans>No posts yet.</Trans>}
    </Text>
  );
}

function FailedList({ kind }: { kind: PublicListKind }) {
  return (
    <Text color="gray.700" data-template="failed">
      {kind === 'partners' ? (
        <Trans>The partners could not be loaded just now.</Trans>
      ) : (
        <Trans>The posts could not be loaded just now.</Trans>
      )}
    </Text>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- a `{field}` is where the first script puts a value, not text */
/** Every piece the first script copies, with `{field}` for each value; hidden, so no reader meets it. */
function ListTemplate({ kind }: { kind: PublicListKind }) {
  return (
    <Box hidden data-public-template={kind}>
      {kind === 'partners' ? (
        <PartnerGrid>
          <PartnerCard
            partner={{ name: '{name}', kind: '{kind}', description: '{description}', website: '{website}' }}
          />
        </PartnerGrid>
      ) : (
        <>
          <CategoryNav>
            <CategoryLink href="{href}" current>
              {'{name}'}
            </CategoryLink>
            <CategoryLink href="{href}" current={false}>
              {'{name}'}
            </CategoryLink>
            <span data-template="all-posts">
              <Trans>All posts</Trans>
            </span>
          </CategoryNav>
          <PostStack>
            <PostArticle
              post={{
                id: '{id}',
                title: '{title}',
                author: '{author}',
                publishedAt: '',
                summary: '{summary}',
                body: ['{paragraph}'],
              }}
              category="{category}"
              date="{date}"
            />
          </PostStack>
        </>
      )}
      <EmptyList kind={kind} />
      <FailedList kind={kind} />
    </Box>
  );
}
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether the list is the prerendered page's, which its first script fills: when rendering it, and when hydrating it. */
function filledByPage(kind: PublicListKind): boolean {
  if (typeof document === 'undefined') return true;
  return (
    i18n.locale === SOURCE_LANGUAGE && !!document.querySelector(`#root[data-prerendered] [data-public-list="${kind}"]`)
  );
}

export function PublicList({ kind }: { kind: PublicListKind }) {
  const [fromPage] = useState(() => filledByPage(kind));
  if (!fromPage) return <ListFromApi kind={kind} />;
  return (
    <>
      <ListTemplate kind={kind} />
      <Box minH={HELD} aria-busy="true" data-public-list={kind} dangerouslySetInnerHTML={{ __html: '' }} />
      <noscript>
        <Trans>This list needs JavaScript: turn it on to see it.</Trans>
      </noscript>
    </>
  );
}

/** The list rendered by the app: opened from another page, or in another language; from the route the page uses. */
function ListFromApi({ kind }: { kind: PublicListKind }) {
  const [params] = useSearchParams();
  const category = params.get('category');
  // The answer is kept with the list it answers, so another category shows the held space until its own arrives.
  const asked = `${kind}?${category ?? ''}`;
  const [answered, setAnswered] = useState<{ asked: string; list: PublicListAnswer | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    fetchPublicList(kind, category)
      .then((list) => current && setAnswered({ asked, list }))
      .catch(() => current && setAnswered({ asked, list: 'failed' }));
    return () => {
      current = false;
    };
  }, [asked, kind, category]);
  const loaded = answered?.asked === asked ? answered.list : null;
  if (!loaded) return <Box minH={HELD} aria-busy="true" />;
  return (
    <Box minH={HELD}>
      {loaded === 'failed' ? (
        <FailedList kind={kind} />
      ) : loaded.kind === 'partners' ? (
        loaded.partners.length ? (
          <PartnerGrid>
            {loaded.partners.map((p) => (
              <PartnerCard key={p.id} partner={p} />
            ))}
          </PartnerGrid>
        ) : (
          <EmptyList kind={kind} />
        )
      ) : (
        <Posts posts={loaded.posts} categories={loaded.categories} selected={category} />
      )}
    </Box>
  );
}

function Posts({
  posts,
  categories,
  selected,
}: {
  posts: PublicPost[];
  categories: PublicCategory[];
  selected: string | null;
}) {
  const nameOf = (id: string) => categories.find((c) => c.id === id)?.name ?? '';
  return (
    <>
      <CategoryNav>
        <CategoryLink href={categoryHref(null)} current={!selected} inApp>
          <Trans>All posts</Trans>
        </CategoryLink>
        {categories.map((c) => (
          <CategoryLink key={c.id} href={categoryHref(c.id)} current={selected === c.id} inApp>
            {c.name}
          </CategoryLink>
        ))}
      </CategoryNav>
      {posts.length ? (
        <PostStack>
          {posts.map((post) => (
            <PostArticle
              key={post.id}
              post={post}
              category={nameOf(post.categoryId)}
              date={formatDate(post.publishedAt, { locale: DEFAULT_LOCALE })}
            />
          ))}
        </PostStack>
      ) : (
        <EmptyList kind="posts" />
      )}
    </>
  );
}
