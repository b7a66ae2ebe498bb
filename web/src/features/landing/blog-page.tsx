import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE, formatDate } from '@academy/shared/date-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { LandingLayout } from './landing-layout';
import { useBlogCategories, useBlogPosts } from './use-landing-content';

/** /blog: posts and their categories from Firestore; ?category=<id> narrows the list. */
export function BlogPage() {
  const posts = useBlogPosts();
  const categories = useBlogCategories();
  const [params, setParams] = useSearchParams();
  const selected = params.get('category');
  const { t } = useLingui();
  const title = t`Blog · Academy`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const nameOf = (id: string) => categories.items.find((c) => c.id === id)?.name ?? '';
  const shown = posts.items.filter((p) => !selected || p.categoryId === selected);

  return (
    <LandingLayout>
      <Container as="main" maxW="4xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="blue.900" mb="4">
          <Trans>Blog</Trans>
        </Heading>
        <Text fontSize="lg" color="gray.700" mb="8">
          <Trans>News from the Academy team and stories from the schools that use it.</Trans>
        </Text>
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
      </Container>
    </LandingLayout>
  );
}
