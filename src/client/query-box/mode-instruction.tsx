import { QUERY_BOX_LABELS } from './query-box-labels';

/**
 * The active mode's instruction, folded under a summary. A tab shows it in a hover tooltip, which a
 * touch screen never shows; here a tap opens it (DESIGN.md, The second minute).
 */
export function ModeInstruction({ instruction }: { instruction: string }) {
  if (instruction.trim() === '') return null;
  return (
    <details className="mode-instruction">
      <summary className="mode-instruction__summary">{QUERY_BOX_LABELS.modeInstruction}</summary>
      <p className="mode-instruction__text">{instruction}</p>
    </details>
  );
}
