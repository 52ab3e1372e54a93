import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_CHARS } from '../../shared/config/long-document';
import { errorMessage } from '../../shared/config/error-messages';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { useModelStore } from '../state/model-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { documentPlan } from '../../shared/document-plan';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import { loadPlanPresets } from '../state/text-plan';
import { splitDocument } from '../lib/split-document';
import { useSubmissionStore } from '../state/submission-store';
import { QueryBox } from './query-box';
import { QUERY_BOX_LABELS } from './query-box-labels';
import { handleShortcut } from '../lib/shortcut-registry';
import { MOBILE_QUERY } from '../ui/use-media-query';

function setup() {
  const user = userEvent.setup();
  render(<QueryBox />);
  const box = screen.getByRole('textbox', { name: REPLY_LABELS.query });
  return { user, box, state: () => useSubmissionStore.getState() };
}

const activeInstruction = () => selectActiveTab(useTabStore.getState())?.instruction ?? '';

beforeEach(() => {
  useTabStore.setState(useTabStore.getInitialState());
  useSubmissionStore.setState(useSubmissionStore.getInitialState());
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
    expect(state()).toMatchObject({ text: 'hello world', count: 1 });
    expect(box).toHaveValue('hello world');
  });

  it('adds a line on Shift+Enter without submitting', async () => {
    const { user, box, state } = setup();
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(state().count).toBe(0);
  });

  it('does not submit on the Enter that confirms an IME composition', () => {
    const { box, state } = setup();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(state().count).toBe(0);
  });

  it('submits with the Submit button, which is always shown', async () => {
    const { user, box, state } = setup();
    expect(screen.getByRole('button', { name: REPLY_LABELS.submit })).toBeInTheDocument();
    await user.type(box, 'via button');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().text).toBe('via button');
  });

  it('sends nothing for blank text', async () => {
    const { user, box, state } = setup();
    await user.type(box, '   {Enter}');
    expect(state().count).toBe(0);
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
    // What the count loads (its chunk, the preset data), loaded first: the count then comes at once.
    await Promise.all([loadPlanPresets(), import('./part-count')]);
    const { box, state, user } = setup();
    // Exactly at one part's limit (this mode rewrites, so its parts are short) it is one call; more makes parts.
    const limit = documentPlan(activeInstruction(), PRESET_PERSONAS).partMaxChars;
    const text = 'a '.repeat(limit / 2).trimEnd();
    fireEvent.change(box, { target: { value: `${text}a` } });
    expect(screen.getByText(REPLY_LABELS.wordCount(limit / 2))).toBeInTheDocument();
    expect(screen.queryByText(/parts/)).toBeNull();
    fireEvent.change(box, { target: { value: `${text}a b` } });
    const parts = splitDocument(`${text}a b`, limit).parts.length;
    expect(parts).toBe(2);
    expect(await screen.findByText(new RegExp(QUERY_BOX_LABELS.sentInParts(parts)))).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(state().count).toBe(1);
  });

  it(`warns past ${MAX_DOCUMENT_CHARS} characters, refuses to send, and keeps the text`, async () => {
    const { box, state, user } = setup();
    const text = 'word '.repeat(MAX_DOCUMENT_CHARS / 5);
    fireEvent.change(box, { target: { value: text } });
    expect(screen.queryByRole('alert')).toBeNull();
    const partsHint = /sent in \d+ parts/;
    expect(await screen.findByText(partsHint, undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: `${text}b` } });
    expect(screen.getByRole('alert')).toHaveTextContent(QUERY_BOX_LABELS.tooLong(MAX_DOCUMENT_CHARS + 1));
    // Nothing is sent past the limit, so no count of parts stands above the notice.
    expect(screen.queryByText(partsHint)).toBeNull();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().count).toBe(0);
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

describe('leaving the page', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks first while the box holds text, and not once it is empty', async () => {
    const { user, box } = setup();
    expect(leave()).toBe(false);
    await user.type(box, 'a draft');
    expect(leave()).toBe(true);
    await user.clear(box);
    expect(leave()).toBe(false);
  });
});

describe('on a touch screen', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === MOBILE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows no key hint, and the active mode’s instruction opens with a tap', async () => {
    const { user } = setup();
    expect(screen.queryByText(MESSAGES.queryHint)).toBeNull();
    const summary = screen.getByText(QUERY_BOX_LABELS.modeInstruction);
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(activeInstruction())).toBeVisible();
  });
});

describe('with no provider on the server', () => {
  afterEach(() => act(() => useModelStore.setState(useModelStore.getInitialState())));

  it('says what whoever runs the server must set, and a submit sends nothing', async () => {
    const { user, box, state } = setup();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => useModelStore.getState().setCatalog([]));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('provider_not_configured'));
    await user.type(box, 'hello{Enter}');
    await user.click(screen.getByRole('button', { name: REPLY_LABELS.submit }));
    expect(state().count).toBe(0);
    expect(box).toHaveValue('hello');
  });
});
