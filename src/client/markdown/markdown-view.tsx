import type { Definition } from 'mdast';
import { useEffect, useMemo, useState } from 'react';
import { createBlockStream, type ParsedReply } from './block-stream';
import { MarkdownBlock } from './markdown-block';
import './highlight-theme.css';

const NO_DEFINITIONS: Definition[] = [];

// Complete replies parsed lately, by text: switching back to a cached reply (another tab, another
// model) shows it without parsing it again. A few are enough for going back and forth.
const KEPT_REPLIES = 8;
const keptReplies = new Map<string, ParsedReply>();

function keep(markdown: string, reply: ParsedReply): void {
  keptReplies.delete(markdown);
  keptReplies.set(markdown, reply);
  const oldest = keptReplies.keys().next();
  if (keptReplies.size > KEPT_REPLIES && !oldest.done) keptReplies.delete(oldest.value);
}

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
    const kept = streaming ? undefined : keptReplies.get(shown);
    if (kept) return kept;
    const parsed = update(shown, streaming, catchUp);
    if (!streaming && parsed.settled) keep(shown, parsed);
    return parsed;
  }, [update, shown, streaming, catchUp]);

  useEffect(() => {
    if (reply.settled) return;
    const frame = requestAnimationFrame(() => setCatchUp((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [reply]);

  return reply.blocks.map((block) => (
    <MarkdownBlock key={block.key} nodes={block.nodes} definitions={block.hasReferences ? reply.definitions : NO_DEFINITIONS} />
  ));
}
