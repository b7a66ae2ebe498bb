/** A post's body: the shared safe Markdown renderer, which lectures' content uses too. */
export { MarkdownBody as PostBody, SafeMarkdown as PostMarkdown } from '@/components/ui/safe-markdown';
