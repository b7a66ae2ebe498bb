import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ResourceLink } from '@academy/shared/assignment';
import { lazy, Suspense } from 'react';

// The Markdown renderer loads only with the pages that show formatted text: the one the newsfeed uses, so work and
// answers are as inert as a post (no HTML, no script, no remote image fetched).
const MarkdownBody = lazy(() => import('@/components/ui/safe-markdown').then((m) => ({ default: m.MarkdownBody })));

export function FormattedText({ text }: { text: string }) {
  if (!text.trim()) return null;
  // Typed text keeps its own direction: an English answer reads left to right on an Arabic page, and the reverse.
  return (
    <Box dir="auto">
      <Suspense
        fallback={
          <Text whiteSpace="pre-wrap" dir="auto">
            {text}
          </Text>
        }
      >
        <MarkdownBody body={text} />
      </Suspense>
    </Box>
  );
}

/** Links given with work or with an answer, each opening in a new tab under its title. */
export function ResourceLinks({ links }: { links: readonly ResourceLink[] }) {
  if (links.length === 0) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" ms="0">
      {links.map((l, i) => (
        <li key={i}>
          <ChakraLink href={l.url} target="_blank" rel="noreferrer" color="blue.700" dir="auto">
            {l.title}
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
