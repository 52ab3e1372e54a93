import { memo, type CSSProperties } from 'react';
import { CHANGES_CHARS_PER_LINE } from '../../../shared/config/app-config';
import type { Decision, Decisions } from './changes-model';
import { ChangeMark } from './change-mark';
import { estimatedLines, sameChunk, type SegmentChunk } from './chunk-segments';

interface ChangesBlockProps {
  chunk: SegmentChunk;
  decisions: Decisions;
  /** The change whose buttons are in the tab order, when it is in this block; else -1. */
  active: number;
  locked: boolean;
  onDecide: (index: number, decision: Decision) => void;
}

/**
 * One block of the comparison (chunk-segments.ts). Off screen it skips layout and paint, holding
 * about the height it will take (changes-view.css). Memoised by what it shows: a tab switch to
 * a comparison that shares blocks with the one on show renders and lays out only the blocks that differ.
 */
export const ChangesBlock = memo(function ChangesBlock({ chunk, decisions, active, locked, onDecide }: ChangesBlockProps) {
  const style = {
    '--lines-wide': estimatedLines(chunk, CHANGES_CHARS_PER_LINE.wide),
    '--lines-narrow': estimatedLines(chunk, CHANGES_CHARS_PER_LINE.narrow),
  } as CSSProperties;
  let change = chunk.firstChange;
  return (
    <div className="changes__chunk" style={style}>
      {chunk.segments.map((segment, s) => {
        if (segment.type === 'same') return <span key={s}>{segment.text}</span>;
        const index = change++;
        return (
          <ChangeMark
            key={s}
            index={index}
            removed={segment.removed}
            added={segment.added}
            decision={decisions[index]}
            active={index === active}
            locked={locked}
            onDecide={onDecide}
          />
        );
      })}
    </div>
  );
}, sameBlock);

function sameBlock(a: ChangesBlockProps, b: ChangesBlockProps): boolean {
  if (a.locked !== b.locked || a.active !== b.active || a.onDecide !== b.onDecide || !sameChunk(a.chunk, b.chunk)) return false;
  const { firstChange, changes } = b.chunk;
  for (let i = firstChange; i < firstChange + changes; i++) if (a.decisions[i] !== b.decisions[i]) return false;
  return true;
}
