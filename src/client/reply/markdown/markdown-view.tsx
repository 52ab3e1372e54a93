import { memo } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import { rehypeLowlight } from './rehype-lowlight';
import { splitBlocks } from './split-blocks';
import './highlight-theme.css';

// Only these schemes become links; defaultUrlTransform already empties javascript:, data: and the like.
const SAFE_LINK = /^(https?:|mailto:|#|\/(?!\/))/i;

const components: Components = {
  pre: CodeBlock,
  // A remote <img> would be fetched at once, and prompt-injected text can put the person's words
  // in its address: an image shows as a link to it (a click away) or, unsafe, as its alt text.
  img: ({ src, alt }) =>
    typeof src === 'string' && SAFE_LINK.test(src) ? (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  a: ({ node: _node, href, children, ...rest }) =>
    href && SAFE_LINK.test(href) ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeLowlight];

// One block's markdown; a block whose text did not change is not parsed or rendered again.
const MarkdownBlock = memo(function MarkdownBlock({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} urlTransform={defaultUrlTransform} components={components}>
      {markdown}
    </Markdown>
  );
});

/**
 * The reply as GitHub-flavoured markdown with hard line breaks off. Raw HTML is not parsed:
 * without rehype-raw, react-markdown turns it into visible text, so model output cannot run code.
 * It renders block by block so that a streaming reply re-parses only its growing last block.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  return splitBlocks(markdown).map((block, index) => <MarkdownBlock key={index} markdown={block} />);
}
