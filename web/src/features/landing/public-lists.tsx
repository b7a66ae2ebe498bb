/**
 * The public site's lists from Firestore (readable by anyone, see firestore.rules), with the Firebase providers they
 * need: loaded after the page's first paint, with the whole catalogue, so the landing's first load carries neither.
 */
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE, formatDate } from '@academy/shared/date-format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { PageLoader } from '@/components/ui/page-loader';
import { firebaseApp, firestore } from '@/lib/firebase';
import { useBlogCategories, useBlogPosts, usePartners } from './use-landing-content';

function PublicFirestore({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}

const REL = 'noopener noreferrer';

function PartnerLink({ name, website }: { name: string; website: string }) {
  return (
    <Link href={website} color="blue.700" textDecoration="underline" rel={REL}>
      <Trans>Visit {name}</Trans>
    </Link>
  );
}

function Partners() {
  const { status, items } = usePartners();
  const { t } = useLingui();
  if (status === 'loading') return <PageLoader label={t`Loading partners`} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {items.map((p) => (
        <Box as="article" key={p.id} p="6" borderWidth="1px" borderRadius="lg">
          <Text fontSize="sm" color="blue.700" fontWeight="semibold">
            {p.kind}
          </Text>
          <Heading as="h2" size="md" my="2">
            {p.name}
          </Heading>
          <Text color="gray.700" mb="3">
            {p.description}
          </Text>
          <PartnerLink name={p.name} website={p.website} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function PartnersList() {
  return (
    <PublicFirestore>
      <Partners />
    </PublicFirestore>
  );
}

/** The posts and their categories; ?category=<id> narrows the list. */
function Posts() {
  const posts = useBlogPosts();
  const categories = useBlogCategories();
  const [params, setParams] = useSearchParams();
  const selected = params.get('category');
  const { t } = useLingui();
  const nameOf = (id: string) => categories.items.find((c) => c.id === id)?.name ?? '';
  const shown = posts.items.filter((p) => !selected || p.categoryId === selected);
  return (
    <>
      <HStack as="nav" aria-label={t`Blog categories`} wrap="wrap" gap="2" mb="10">
        <Button
          size="sm"
          variant={selected ? 'outline' : 'solid'}
          colorPalette="blue"
          aria-pressed={!selected}
          onClick={() => setParams({})}
        >
          <Trans>All posts</Trans>
        </Button>
        {categories.items.map((c) => (
          <Button
            key={c.id}
            size="sm"
            variant={selected === c.id ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={selected === c.id}
            onClick={() => setParams({ category: c.id })}
          >
            {c.name}
          </Button>
        ))}
      </HStack>
      {posts.status === 'loading' ? (
        <PageLoader label={t`Loading posts`} />
      ) : (
        <Stack gap="12">
          {shown.map((post) => (
            <Box as="article" key={post.id} aria-labelledby={`post-${post.id}`}>
              <Text fontSize="sm" color="gray.600">
                {nameOf(post.categoryId)} · {formatDate(post.publishedAt, { locale: DEFAULT_LOCALE })} · {post.author}
              </Text>
              <Heading as="h2" id={`post-${post.id}`} size="xl" my="2">
                {post.title}
              </Heading>
              <Text fontWeight="medium" color="gray.800" mb="3">
                {post.summary}
              </Text>
              <Stack gap="3">
                {post.body.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} color="gray.700">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

export function BlogPosts() {
  return (
    <PublicFirestore>
      <Posts />
    </PublicFirestore>
  );
}
