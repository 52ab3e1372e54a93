// The field controls (query-box/), the reply path (reply/) and the tab store together, as the page places them.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../shared/config/app-config';
import { FIELD_LABELS } from '../shared/config/mode-fields';
import { REPLY_LABELS } from '../shared/config/messages';
import { composePrompt } from '../shared/compose-prompt';
import type { Tab } from '../shared/tab';
import { createReplyController } from './reply/reply-controller';
import { ReplyArea } from './reply/reply-area';
import { useSubmissionStore } from './state/submission-store';
import { useTabStore } from './state/tab-store';
import { startReplyPath } from '../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../tests/unit/scripted-stream-reply';
import { loadFieldControls, QueryBox } from './query-box/query-box';

const FIELDS_TAB: Tab = { title: 'Letter', instruction: 'Write to {{Audience}} in {{Language|Korean|Greek|Tamil}}.' };
const PLAIN_TAB: Tab = { title: 'Plain', instruction: 'Be brief.' };
const prompt = (audience: string, language: string, text: string) => composePrompt(`Write to ${audience} in ${language}.`, text);

async function setup(fieldValues?: Record<string, string>) {
  useTabStore.setState({ personas: { mine: [{ ...FIELDS_TAB, ...(fieldValues && { fieldValues }) }, PLAIN_TAB] }, selectedPersona: 'mine', activeTabIndex: 0 });
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  startReplyPath(controller);
  const user = userEvent.setup();
  render(
    <>
      <QueryBox />
      <ReplyArea controller={controller} />
    </>,
  );
  const audience = screen.getByRole('textbox', { name: 'Audience' });
  const language = screen.getByRole('combobox', { name: 'Language' });
  const query = screen.getByRole('textbox', { name: REPLY_LABELS.query });
  return { user, calls, audience, language, query };
}

const reply = () => screen.queryByRole('region', { name: REPLY_LABELS.reply });

// Loaded before the tests (the page loads them on demand): they then render at once.
beforeAll(async () => {
  await loadFieldControls();
});
beforeEach(() => {
  useTabStore.setState(useTabStore.getInitialState());
  useSubmissionStore.setState(useSubmissionStore.getInitialState());
});
afterEach(() => useTabStore.setState(useTabStore.getInitialState()));

describe('the field controls beside the query box', () => {
  it('show a textbox per free field and a combobox per choice, named by the field, with the stored values', async () => {
    const { audience, language } = await setup({ Audience: 'my team', Language: 'Greek' });
    expect(audience).toHaveValue('my team');
    expect(language).toHaveValue('Greek');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Korean', 'Greek', 'Tamil']);
    act(() => useTabStore.getState().selectTab(1));
    expect(screen.queryByRole('textbox', { name: 'Audience' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('send the instruction with the values filled in, and keep the values with the tab', async () => {
    const { user, calls, audience, language, query } = await setup();
    await user.type(audience, 'new hires');
    await user.selectOptions(language, 'Tamil');
    await user.type(query, 'Welcome aboard{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.request.query).toBe(prompt('new hires', 'Tamil', 'Welcome aboard'));
    expect(useTabStore.getState().personas.mine?.[0]?.fieldValues).toEqual({ Audience: 'new hires', Language: 'Tamil' });
  });

  it('refuse a submit while a free field is blank: Fill in <name>, the field takes the focus, nothing is sent, the text stays', async () => {
    const { user, calls, audience, query } = await setup();
    await user.type(query, 'Welcome aboard{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(FIELD_LABELS.fillIn('Audience'));
    expect(audience).toHaveFocus();
    expect(audience).toHaveAttribute('aria-invalid', 'true');
    expect(query).toHaveValue('Welcome aboard');
    expect(useSubmissionStore.getState().count).toBe(0);
    await user.type(audience, '  ');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(audience).toHaveFocus();
    // Enter in the field submits the text once it is filled.
    await user.type(audience, 'kids{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.request.query).toBe(prompt('  kids', 'Korean', 'Welcome aboard'));
  });

  it('ask again on a choice change as on a tab change, show the cached reply on the way back, and wait for a submit after typing in a free field', async () => {
    const { user, calls, audience, language, query } = await setup({ Audience: 'kids' });
    await user.type(query, 'Hello{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      calls[0]?.options.onDelta('Korean reply');
      calls[0]?.resolve();
    });
    await user.selectOptions(language, 'Greek');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.request.query).toBe(prompt('kids', 'Greek', 'Hello'));
    await user.selectOptions(language, 'Korean');
    expect(reply()).toHaveTextContent('Korean reply');
    // Typing alone sends nothing, however long after.
    vi.useFakeTimers();
    fireEvent.change(audience, { target: { value: 'adults' } });
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS * 10));
    vi.useRealTimers();
    expect(calls).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.request.query).toBe(prompt('adults', 'Korean', 'Hello'));
  });

  it('send nothing for a tab change to a mode whose free field is blank, and say why', async () => {
    const { user, calls, audience, query } = await setup({ Audience: 'kids' });
    act(() => useTabStore.getState().selectTab(1));
    await user.type(query, 'Hello{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => useTabStore.setState({ personas: { mine: [FIELDS_TAB, PLAIN_TAB] }, activeTabIndex: 0 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FIELD_LABELS.fillIn('Audience'));
    expect(audience).not.toBeInTheDocument();
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS * 10));
    vi.useRealTimers();
    expect(calls).toHaveLength(1);
  });
});
