import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { useTabStore } from '../../state/tab-store';
import { createReplyController } from '../reply-controller';
import { ReplyArea } from '../reply-area';
import { CHANGES_LABELS } from './changes-labels';
import { useChangesStore } from './changes-store';
import { VIEW_LABELS } from './view-labels';
import { startReplyPath, submitText } from '../../../../tests/unit/reply-test-state';

vi.setConfig({ testTimeout: 20_000 });

/** The reply area with a model that answers `reply` at once; the active mode shows changes or not. */
async function showReply(original: string, reply: string, showChanges: boolean) {
  const { personas, selectedPersona, activeTabIndex } = useTabStore.getState();
  const tabs = personas[selectedPersona] ?? [];
  useTabStore.setState({ personas: { ...personas, [selectedPersona]: tabs.with(activeTabIndex, { ...tabs[activeTabIndex]!, showChanges }) } });
  const controller = createReplyController({
    streamReply: async (_request, options) => options.onDelta(reply),
    now: () => 0,
    scheduleFlush: (flush) => queueMicrotask(flush),
  });
  startReplyPath(controller);
  render(<ReplyArea controller={controller} />);
  act(() => submitText(original));
  await screen.findByRole('radiogroup', { name: VIEW_LABELS.view });
  return userEvent.setup();
}

const region = () => screen.getByRole('region', { name: REPLY_LABELS.reply });
const changesGroup = () => screen.findByRole('group', { name: CHANGES_LABELS.region }, { timeout: 10_000 });

beforeEach(() => {
  useTabStore.setState(useTabStore.getInitialState());
  useChangesStore.setState(useChangesStore.getInitialState());
});

describe('the changes view', () => {
  it('opens a reply as changes in a mode that shows them: removed words in del, added in ins, each with its buttons', async () => {
    await showReply('The cat sat on the mat.', 'The dog sat on the **rug**.', true);
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
    const group = await changesGroup();
    expect([...group.querySelectorAll('del')].map((el) => el.textContent)).toEqual(['cat', 'mat']);
    expect([...group.querySelectorAll('ins')].map((el) => el.textContent)).toEqual(['dog', 'rug']);
    expect(within(group).getAllByRole('button', { name: /^Accept change \d$/ })).toHaveLength(2);
    expect(within(group).getByRole('button', { name: CHANGES_LABELS.rejectChange(2) })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(CHANGES_LABELS.summary(2, 0, 0))).toBeInTheDocument();
  });

  it('opens a reply as the rendered reply in a mode that does not, and switches on request', async () => {
    const user = await showReply('The cat sat.', 'The dog sat.', false);
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.reply })).toBeChecked();
    expect(region().querySelector('del')).toBeNull();
    await user.click(screen.getByRole('radio', { name: VIEW_LABELS.views.changes }));
    expect((await changesGroup()).querySelector('ins')?.textContent).toBe('dog');
  });

  it('shows and announces each decision, and Copy gives the text the decisions give', async () => {
    const user = await showReply('alpha bravo charlie delta', 'ALPHA bravo CHARLIE delta', true);
    const group = await changesGroup();
    await user.click(within(group).getByRole('button', { name: CHANGES_LABELS.rejectChange(1) }));
    expect(within(group).getByRole('button', { name: CHANGES_LABELS.rejectChange(1) })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('group', { name: CHANGES_LABELS.changeName(1, CHANGES_LABELS.decision.rejected) })).toBeInTheDocument();
    expect(screen.getByText(CHANGES_LABELS.decided(1, 'rejected'))).toHaveAttribute('role', 'status');
    expect(screen.getByText(CHANGES_LABELS.summary(2, 0, 1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.copy }));
    await screen.findByRole('button', { name: MESSAGES.copied });
    // The undecided second change counts as accepted.
    // (user-event stands in for the clipboard.)
    expect(await navigator.clipboard.readText()).toBe('alpha bravo CHARLIE delta');

    await user.click(screen.getByRole('button', { name: CHANGES_LABELS.rejectAll }));
    expect(screen.getByText(CHANGES_LABELS.decidedAll('rejected'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(CHANGES_LABELS.summary(2, 0, 2))).toBeInTheDocument());
  });

  it('moves between changes with the arrow keys, Home and End, keeping one change in the tab order', async () => {
    const user = await showReply('one alpha two bravo three charlie', 'ONE alpha TWO bravo THREE charlie', true);
    const group = await changesGroup();
    const accept = (n: number) => within(group).getByRole('button', { name: CHANGES_LABELS.acceptChange(n) });
    expect(accept(1)).toHaveAttribute('tabindex', '0');
    expect(accept(2)).toHaveAttribute('tabindex', '-1');
    act(() => accept(1).focus());
    await user.keyboard('{ArrowDown}');
    expect(accept(2)).toHaveFocus();
    expect(accept(2)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{End}');
    expect(accept(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(accept(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(accept(1)).toHaveFocus();
  });

  it('says so when the reply is the same as the text sent', async () => {
    await showReply('Nothing to change.', 'Nothing to change.', true);
    expect(await screen.findByText(CHANGES_LABELS.noChanges, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHANGES_LABELS.acceptAll })).toBeNull();
  });
});
