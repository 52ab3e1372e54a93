import { Profiler } from 'react';
import { act, render, screen, within } from '@testing-library/react';
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
import { scriptedStreamReply } from '../../../../tests/unit/scripted-stream-reply';

vi.setConfig({ testTimeout: 20_000 });

/** DESIGN.md, The second minute: where `Changes` is offered, from when, and how fast it comes back. */

/** The first two tabs of the active persona: the first shows changes as `showChanges` says, the second as `second` says. */
function setTabs(showChanges: boolean, second = false) {
  const { personas, selectedPersona } = useTabStore.getState();
  const tabs = personas[selectedPersona] ?? [];
  useTabStore.setState({
    activeTabIndex: 0,
    personas: { ...personas, [selectedPersona]: tabs.with(0, { ...tabs[0]!, showChanges }).with(1, { ...tabs[1]!, showChanges: second }) },
  });
}

/** The reply area; `commits` counts the renders React commits in it. */
function mount() {
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  startReplyPath(controller);
  const commits = { count: 0 };
  render(
    <Profiler id="reply" onRender={() => void commits.count++}>
      <ReplyArea controller={controller} />
    </Profiler>,
  );
  return { calls, commits, user: userEvent.setup() };
}

const viewGroup = () => screen.queryByRole('radiogroup', { name: VIEW_LABELS.view });
const changesGroup = () => screen.findByRole('group', { name: CHANGES_LABELS.region }, { timeout: 10_000 });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function answer(calls: ReturnType<typeof scriptedStreamReply>['calls'], index: number, text: string) {
  await act(async () => {
    calls[index]!.options.onDelta(text);
    calls[index]!.resolve();
  });
  await settle();
}

beforeEach(() => {
  useTabStore.setState(useTabStore.getInitialState());
  useChangesStore.setState(useChangesStore.getInitialState());
});

describe('where Changes is offered', () => {
  it.each([
    ['a rewrite that keeps most of the words', 'The dog sat on the mat, quietly.', true],
    ['a summary sharing few of them', 'A pet rested.', false],
    ['a translation', 'El gato se sentó en la alfombra.', false],
  ])('in a tab without Show changes, for %s: %s', async (_name, reply, offered) => {
    setTabs(false);
    const { calls } = mount();
    act(() => submitText('The cat sat on the mat, quietly.'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await answer(calls, 0, reply);
    // Whether a reply keeps most words is asked by a chunk the complete reply loads: absent is an
    // answer only once that chunk is there (on a busy machine one macrotask was not enough).
    await act(() => import('./kept-words'));
    await settle();
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent(reply);
    expect(viewGroup() !== null).toBe(offered);
  });

  it('in a tab with Show changes, whatever the reply', async () => {
    setTabs(true);
    const { calls } = mount();
    act(() => submitText('The cat sat on the mat.'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await answer(calls, 0, 'Le chat était assis.');
    expect(viewGroup()).not.toBeNull();
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
  });
});

describe('a reply that opens in Changes', () => {
  it('shows Changes from its first words, not yet decidable, and stays there when it ends', async () => {
    setTabs(true);
    const { calls } = mount();
    act(() => submitText('The cat sat on the mat. It was a big red house.'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.options.onDelta('The dog sat on'));
    const group = await changesGroup();
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
    expect(screen.getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();
    await vi.waitFor(() => expect([...group.querySelectorAll('ins')].map((el) => el.textContent)).toEqual(['dog']));
    // The person's words the reply has not reached yet are not struck through.
    expect([...group.querySelectorAll('del')].map((el) => el.textContent)).toEqual(['cat']);
    expect(within(group).getByRole('button', { name: CHANGES_LABELS.acceptChange(1) })).toBeDisabled();

    await answer(calls, 0, ' the mat. It was a small red house.');
    await vi.waitFor(() => expect([...group.querySelectorAll('ins')].map((el) => el.textContent)).toEqual(['dog', 'small']));
    expect(within(group).getByRole('button', { name: CHANGES_LABELS.acceptChange(2) })).toBeEnabled();
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
  });

  /** The first tab's reply with its first change rejected, then the second tab's reply, on show. */
  async function rejectThenSwitch(secondReply: string) {
    const mounted = mount();
    const { calls, user } = mounted;
    act(() => submitText('alpha bravo charlie delta'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await answer(calls, 0, 'ALPHA bravo charlie delta');
    await user.click(within(await changesGroup()).getByRole('button', { name: CHANGES_LABELS.rejectChange(1) }));
    act(() => useTabStore.setState({ activeTabIndex: 1 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await answer(calls, 1, secondReply);
    return mounted;
  }

  it('shown again after a tab switch, shows its changes and decisions at once, without comparing again', async () => {
    setTabs(true);
    const { calls } = await rejectThenSwitch('A summary.');
    expect(screen.queryByRole('group', { name: CHANGES_LABELS.region })).toBeNull();

    // The cached reply shows in the store update of the switch; its changes in the same render.
    act(() => useTabStore.setState({ activeTabIndex: 0 }));
    const group = screen.getByRole('group', { name: CHANGES_LABELS.region });
    expect(screen.queryByText(VIEW_LABELS.comparing)).toBeNull();
    expect(within(group).getByRole('button', { name: CHANGES_LABELS.rejectChange(1) })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toHaveLength(2);
  });

  it('switched to from another tab that opens in Changes, renders once, and Copy still gives its decided text', async () => {
    setTabs(true, true);
    const { commits, user } = await rejectThenSwitch('alpha BRAVO charlie delta');
    await changesGroup();

    commits.count = 0;
    act(() => useTabStore.setState({ activeTabIndex: 0 }));
    await settle();
    // One render for the switch: the text Copy gives is read when it copies, not rendered again.
    expect(commits.count).toBe(1);
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.copy }));
    await screen.findByRole('button', { name: MESSAGES.copied });
    expect(await navigator.clipboard.readText()).toBe('alpha bravo charlie delta');
  });
});
