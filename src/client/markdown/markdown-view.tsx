import type { Definition } from 'mdast';
import { useEffect, useMemo, useState } from 'react';
import { createBlockStream } from './block-stream';
import { keepReply, keptReply } from './kept-replies';
import { MarkdownBlock } from './markdown-block';
import './highlight-theme.css';

const NO_DEFINITIONS: Definition[] = [];

/**
 * The reply as GitHub-flavoured markdown with hard line breaks off. Raw HTML is not parsed: it
 * shows as text, so model output cannot run code. While the reply streams (`streaming`), only its
 * open last block is parsed again; finished blocks keep their DOM nodes.
 */
export function MarkdownView({ markdown, streaming = false }: { markdown: string; streaming?: boolean }) {
  // What streams arrives here at most once a frame: the reply path batches it (lib/frame-batcher.ts).
  const shown = markdown;
  const [update] = useState(createBlockStream);
  // Counts the frames spent parsing finished blocks again after a definition arrived.
  const [catchUp, setCatchUp] = useState(0);
  const reply = useMemo(() => {
    const kept = streaming ? undefined : keptReply(shown);
    if (kept) return kept;
    const parsed = update(shown, streaming, catchUp);
    if (!streaming && parsed.settled) keepReply(shown, parsed);
    return parsed;
  }, [update, shown, streaming, catchUp]);

  useEffect(() => {
    if (reply.settled) return;
    const frame = requestAnimationFrame(() => setCatchUp((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [reply]);

  return reply.blocks.map((block) => (
    <MarkdownBlock key={block.key} nodes={block.nodes} definitions={block.hasReferences ? reply.definitions : NO_DEFINITIONS} offset={block.offset} />
  ));
}
