import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** Links leave the app in a new tab, telling the page opened nothing about this one. */
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // An image is never fetched (a remote one would tell its owner who read the text, and when): its address is shown as
  // a link the reader may choose to open.
  img: ({ alt, src }) => {
    const image = alt || src;
    return typeof src === 'string' && /^https?:\/\//i.test(src) ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow">
        <Trans>Image: {image}</Trans>
      </a>
    ) : (
      <span>{alt ? <Trans>[image: {alt}]</Trans> : ''}</span>
    );
  },
};

/**
 * Text as Markdown only: Markdown (bold, lists, headings, links) and nothing else. HTML the author typed is dropped (skipHtml),
 * what remains is sanitised (rehype-sanitize), links other than http(s) and mailto lose their address, and images are
 * not loaded. No author's markup or script reaches a reader's page.
 */
export function SafeMarkdown({ body }: { body: string }) {
  return (
    <Markdown skipHtml rehypePlugins={[rehypeSanitize]} components={components}>
      {body}
    </Markdown>
  );
}

/** Written text (a post's body, a lecture's content) as safe Markdown, styled. */
export function MarkdownBody({ body }: { body: string }) {
  return (
    <Box
      className="post-body"
      css={{
        '& p': { marginBottom: '2' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
        '& h1, & h2, & h3': { fontWeight: 'semibold', marginBottom: '1' },
      }}
    >
      <SafeMarkdown body={body} />
    </Box>
  );
}
