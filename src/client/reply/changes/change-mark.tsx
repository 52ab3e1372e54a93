import { memo } from 'react';
import type { Decision } from './changes-model';
import { CHANGES_LABELS } from './changes-labels';

const DECISIONS: readonly Decision[] = ['accepted', 'rejected'];
const BUTTON_NAMES: Record<Decision, (n: number) => string> = { accepted: CHANGES_LABELS.acceptChange, rejected: CHANGES_LABELS.rejectChange };

export interface ChangeMarkProps {
  index: number;
  removed: string;
  added: string;
  decision: Decision | undefined;
  /** The change whose buttons are in the tab order (roving focus). */
  active: boolean;
  /** While the reply streams: shown, so nothing moves when it ends, but not yet decidable. */
  locked: boolean;
  onDecide: (index: number, decision: Decision) => void;
}

/**
 * One change: the person's words in <del>, the reply's in <ins>, then its two toggle buttons.
 * Its state shows without colour: the side that loses is struck through, the pressed button is
 * filled, and the buttons' group is named with the state. The buttons' marks are drawn by CSS, so
 * the view's text is the two texts' words alone (and a long comparison has fewer nodes).
 */
export const ChangeMark = memo(function ChangeMark({ index, removed, added, decision, active, locked, onDecide }: ChangeMarkProps) {
  const n = index + 1;
  const state = decision ?? 'open';
  return (
    <span className={`change change--${state}`} data-change={index}>
      {removed !== '' && <del>{removed}</del>}
      {added !== '' && <ins>{added}</ins>}
      <span className="change__actions" role="group" aria-label={CHANGES_LABELS.changeName(n, CHANGES_LABELS.decision[state])}>
        {DECISIONS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`change__button change__button--${kind}`}
            aria-label={BUTTON_NAMES[kind](n)}
            aria-pressed={decision === kind}
            tabIndex={active ? 0 : -1}
            disabled={locked}
            data-action={kind}
            onClick={() => onDecide(index, kind)}
          />
        ))}
      </span>
    </span>
  );
});
