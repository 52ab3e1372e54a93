import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_CHARS } from '../../shared/config/long-document';
import { errorMessage } from '../../shared/config/error-messages';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { useModelStore } from '../state/model-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { DOCUMENT_LABELS } from './long-document';
import { loadModePlans, modePlan } from '../state/mode-plans';
import { splitDocument } from '../lib/split-document';
import { QueryBox } from './query-box';
import { createReplyController } from './reply-controller';
import { handleShortcut } from '../lib/shortcut-registry';

function setup() {
  const streamReply = vi.fn(() => new Promise<void>(() => {}));
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (f) => f() });
  const user = userEvent.setup();
  render(<QueryBox controller={controller} />);
  const box = screen.getByRole('textbox', { name: REPLY_LABELS.query });
  return { controller, user, box, state: () => controller.store.getState() };
}

const activeInstruction = () => selectActiveTab(useTabStore.getState())?.instruction ?? '';

beforeEach(() => {
  useTabStore.setState(useTabStore.getInitialState());
});

describe('the query box', () => {
  it('shows the desktop placeholder and hint, and the mobile placeholder once focused', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('placeholder', MESSAGES.placeholderDesktop);
    expect(screen.getByText(MESSAGES.queryHint)).toBeInTheDocument();
    await user.click(box);
    expect(box).toHaveAttribute('placeholder', MESSAGES.placeholderMobile);
  });

  it('submits on Enter with the typed text, and keeps the text', async () => {
    const { user, box, state } = setup();
    await user.type(box, 'hello world{Enter}');
    expect(state()).toMatchObject({ submittedText: 'hello world', submitCount: 1 });
    expect(box).toHaveValue('hello world');
  });

  it('adds a line on Shift+Enter without submitting', async () => {
    const { user, box, state } = setup();
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(state().submitCount).toBe(0);
  });

  it('does not submit on the Enter that confirms an IME composition', () => {
    const { box, state } = setup();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(state().submitCount).toBe(0);
  });

  it('submits with the Submit button, which is always shown', async () => {
    const { user, box, state } = setup();
    expect(screen.getByRole('button', { name: REPLY_LABELS.submit })).toBeInTheDocument();
    await user.type(box, 'via button');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().submittedText).toBe('via button');
  });

  it('sends nothing for blank text', async () => {
    const { user, box, state } = setup();
    await user.type(box, '   {Enter}');
    expect(state().submitCount).toBe(0);
  });

  it('offers Clear only for non-blank text, and clearing empties and refocuses the box', async () => {
    const { user, box } = setup();
    await user.type(box, '  ');
    expect(screen.queryByRole('button', { name: REPLY_LABELS.clear })).toBeNull();
    await user.type(box, 'x');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.clear }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('counts words live', async () => {
    const { user, box } = setup();
    expect(screen.getByText(REPLY_LABELS.wordCount(0))).toBeInTheDocument();
    await user.type(box, ' three  little\nwords ');
    expect(screen.getByText(REPLY_LABELS.wordCount(3))).toBeInTheDocument();
  });

  it('takes a text past one call, says how many parts it will be sent in, and sends it', async () => {
    await loadModePlans();
    const { box, state, user } = setup();
    // Exactly at one part's limit (this mode rewrites, so its parts are short) it is one call; more makes parts.
    const limit = modePlan(activeInstruction()).partMaxChars;
    const text = 'a '.repeat(limit / 2).trimEnd();
    fireEvent.change(box, { target: { value: `${text}a` } });
    expect(screen.getByText(REPLY_LABELS.wordCount(limit / 2))).toBeInTheDocument();
    expect(screen.queryByText(/parts/)).toBeNull();
    fireEvent.change(box, { target: { value: `${text}a b` } });
    const parts = splitDocument(`${text}a b`, limit).parts.length;
    expect(parts).toBe(2);
    expect(await screen.findByText(new RegExp(DOCUMENT_LABELS.sentInParts(parts)))).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(state().submitCount).toBe(1);
  });

  it(`warns past ${MAX_DOCUMENT_CHARS} characters, refuses to send, and keeps the text`, async () => {
    const { box, state, user } = setup();
    const text = 'word '.repeat(MAX_DOCUMENT_CHARS / 5);
    fireEvent.change(box, { target: { value: text } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box, { target: { value: `${text}b` } });
    expect(screen.getByRole('alert')).toHaveTextContent(DOCUMENT_LABELS.tooLong(MAX_DOCUMENT_CHARS + 1));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().submitCount).toBe(0);
    expect(box).toHaveValue(`${text}b`);
  });

  it('is what the "/" shortcut focuses, and "/" typed in it is just a character', () => {
    const { box } = setup();
    const slash = () => {
      const event = new KeyboardEvent('keydown', { key: '/', cancelable: true });
      handleShortcut(event, false);
      return event.defaultPrevented;
    };
    expect(box).not.toHaveFocus();
    expect(slash()).toBe(true);
    expect(box).toHaveFocus();
    expect(slash()).toBe(false);
  });
});

describe('with no provider on the server', () => {
  afterEach(() => act(() => useModelStore.setState(useModelStore.getInitialState())));

  it('says what whoever runs the server must set, and a submit sends nothing', async () => {
    const { user, box, state } = setup();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => useModelStore.getState().setCatalog([]));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessage('provider_not_configured'));
    await user.type(box, 'hello{Enter}');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().submitCount).toBe(0);
    expect(box).toHaveValue('hello');
  });
});
