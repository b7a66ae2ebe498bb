/** Formatted text (Markdown) rendered safely: no raw HTML, and rehype-sanitize strips anything a link could run. */
import { Box } from '@chakra-ui/react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

export default function Markdown({ text }: { text: string }) {
  return (
    <Box
      className="markdown"
      css={{
        '& p': { marginBottom: '2' },
        '& ul, & ol': { paddingLeft: '5', marginBottom: '2' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
      }}
    >
      <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{text}</ReactMarkdown>
    </Box>
  );
}
