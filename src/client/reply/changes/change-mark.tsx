import { memo } from 'react';
import type { Decision } from './changes-model';
import { CHANGES_LABELS } from './changes-labels';

export interface ChangeMarkProps {
  index: number;
  removed: string;
  added: string;
  decision: Decision | undefined;
  /** The change whose buttons are in the tab order (roving focus). */
  active: boolean;
  onDecide: (index: number, decision: Decision) => void;
}

/**
 * One change: the person's words in <del>, the reply's in <ins>, then its two toggle buttons.
 * Its state shows without colour: the side that loses is struck through, the pressed button is
 * filled, and the buttons' group is named with the state. The buttons' marks are drawn by CSS, so
 * the view's text is the two texts' words alone (and a long comparison has fewer nodes).
 */
export const ChangeMark = memo(function ChangeMark({ index, removed, added, decision, active, onDecide }: ChangeMarkProps) {
  const n = index + 1;
  const state = decision ?? 'open';
  return (
    <span className={`change change--${state}`} data-change={index}>
      {removed !== '' && <del>{removed}</del>}
      {added !== '' && <ins>{added}</ins>}
      <span className="change__actions" role="group" aria-label={CHANGES_LABELS.changeName(n, CHANGES_LABELS.decision[state])}>
        <button
          type="button"
          className="change__button change__button--accept"
          aria-label={CHANGES_LABELS.acceptChange(n)}
          aria-pressed={decision === 'accepted'}
          tabIndex={active ? 0 : -1}
          data-action="accepted"
          onClick={() => onDecide(index, 'accepted')}
        />
        <button
          type="button"
          className="change__button change__button--reject"
          aria-label={CHANGES_LABELS.rejectChange(n)}
          aria-pressed={decision === 'rejected'}
          tabIndex={active ? 0 : -1}
          data-action="rejected"
          onClick={() => onDecide(index, 'rejected')}
        />
      </span>
    </span>
  );
});
