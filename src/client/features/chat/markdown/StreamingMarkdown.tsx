import { memo, useMemo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownComponents } from './markdownComponents';
import { MarkdownBody } from './MarkdownBody';
import { renderableOpenBlock, splitMarkdownBlocks } from './markdownBlocks';
import { safeUrl } from './safeUrl';

const remarkPlugins = [remarkGfm];

/** One top-level block; memoised on its text, so a finished block is never parsed or rendered again. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} skipHtml urlTransform={safeUrl} components={markdownComponents}>
      {text}
    </Markdown>
  );
});

interface StreamingMarkdownProps {
  text: string;
  /** True while the reply still grows: the last block is then rendered as an open block. */
  streaming?: boolean;
}

/**
 * Renders a reply as it streams in, keeping every frame's work short (scripts/bench/stream-render.mjs measures it):
 * per frame only the last, still-open block is parsed;
 * raw HTML is skipped and unsafe URLs removed.
 */
export function StreamingMarkdown({ text, streaming = false }: StreamingMarkdownProps) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  return (
    <MarkdownBody>
      {blocks.map((block, index) => {
        const open = streaming && index === blocks.length - 1;
        return <MarkdownBlock key={index} text={open ? renderableOpenBlock(block) : block} />;
      })}
    </MarkdownBody>
  );
}
