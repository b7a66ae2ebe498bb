import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// The Markdown renderer loads only with the pages that show formatted text.
const Markdown = lazy(() => import('./markdown'));

export function FormattedText({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Suspense fallback={<Text whiteSpace="pre-wrap">{text}</Text>}>
      <Markdown text={text} />
    </Suspense>
  );
}
