import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPLY_LABELS } from '../../../shared/config/messages';
import { loadMarkdownView } from '../../markdown/lazy-markdown';
import { refineBox, renderRefinableReply } from '../../../../tests/unit/refinable-reply';
import { at, type Point } from '../../../../tests/unit/rendered-selection';
import { freshReplyStateEachTest } from '../../../../tests/unit/reply-test-state';
import type { ReplyController } from '../reply-controller';
import { selectShownReply } from '../reply-state';
import { REFINE_LABELS } from './refine-labels';

/* DESIGN.md, Refine: a passage selected in the rendered reply, refined alone into a new version. */

freshReplyStateEachTest();
beforeAll(async () => {
  await loadMarkdownView();
});

// jsdom lays nothing out: a selection has one line box, wherever it is.
beforeEach(() => {
  Range.prototype.getClientRects = () => [{ left: 40, right: 120, top: 10, bottom: 30, width: 80, height: 20 }] as unknown as DOMRectList;
});
afterEach(() => {
  delete (Range.prototype as Partial<Range>).getClientRects;
});

const REPLY = 'The *first* paragraph stays.\n\nThe second one changes here.\n\n- one item\n- two items';
const replyText = () => screen.getByRole('document', { name: REFINE_LABELS.replyText });
const selectionButton = () => screen.queryByRole('button', { name: REFINE_LABELS.refineSelection });

/** Selects from `start` to `end` as a person would (the page hears of it as the browser tells it). */
function select(start: Point, end: Point) {
  act(() => {
    document.getSelection()!.setBaseAndExtent(start[0], start[1], end[0], end[1]);
    document.dispatchEvent(new Event('selectionchange'));
  });
}
const word = (w: string, after = false) => at(replyText(), w, { after });
/** The markdown of the version on show. */
function shownMarkdown(controller: ReplyController): string | undefined {
  const { versions, shownIndex } = selectShownReply(controller.store.getState());
  return versions[shownIndex]?.response;
}

describe('Refine selection', () => {
  it('shows under a selection inside the reply, and not for a collapsed one, one outside it, or while a refinement streams', async () => {
    const { user, reply } = renderRefinableReply();
    await reply('my text', REPLY);
    expect(selectionButton()).toBeNull();
    select(word('second'), word('one', true));
    expect(selectionButton()).toBeInTheDocument();
    select(word('second'), word('second'));
    expect(selectionButton()).toBeNull();
    const outside = screen.getByText(REFINE_LABELS.quick).firstChild!;
    select(word('second'), [outside, 2]);
    expect(selectionButton()).toBeNull();

    const [start, end] = [word('second'), word('one', true)];
    select(start, end);
    user.click(REFINE_LABELS.refineSelection);
    user.type('Warmer');
    user.enter();
    select(start, end);
    expect(selectionButton()).toBeNull();
    expect(screen.queryByRole('document')).toBeNull();
  });

  it('refines that passage alone: the request quotes its markdown, and the new version changes nothing else', async () => {
    const { calls, controller, user, finish, reply } = renderRefinableReply();
    await reply('my text', REPLY);
    select(word('second'), word('changes', true));
    user.click(REFINE_LABELS.refineSelection);
    expect(refineBox()).toHaveFocus();
    expect(screen.getByText(REFINE_LABELS.passage).parentElement).toHaveTextContent('second one changes');
    user.type('Make it vivid');
    user.enter();
    expect(calls[1]!.request.followUp).toEqual({ reply: REPLY, instruction: 'Make it vivid', passage: 'second one changes' });
    await finish(calls[1]!, '  **next** one shifts\n');
    expect(shownMarkdown(controller)).toBe('The *first* paragraph stays.\n\nThe **next** one shifts here.\n\n- one item\n- two items');
    expect(screen.getByText(REPLY_LABELS.versionOf(2, 2))).toBeInTheDocument();
    expect(replyText().querySelector('strong')).toHaveTextContent('next');
    user.click(REPLY_LABELS.previousVersion);
    expect(shownMarkdown(controller)).toBe(REPLY);
  });

  it('takes whole blocks for a selection across paragraphs, and whole items across list items', async () => {
    const { calls, user, reply } = renderRefinableReply();
    await reply('my text', REPLY);
    select(word('paragraph'), word('second', true));
    user.click(REFINE_LABELS.refineSelection);
    user.click('Shorter');
    expect(calls[1]!.request.followUp?.passage).toBe('The *first* paragraph stays.\n\nThe second one changes here.');
  });

  it('is reached by Tab from the reply, which is focusable and named for selecting from the keyboard', async () => {
    const { reply } = renderRefinableReply();
    await reply('my text', REPLY);
    replyText().focus();
    select(word('one item'), word('two', true));
    fireEvent.keyDown(replyText(), { key: 'Tab' });
    expect(selectionButton()).toHaveFocus();
    fireEvent.click(selectionButton()!);
    expect(screen.getByText(REFINE_LABELS.passage).parentElement).toHaveTextContent('- one item - two items');
  });
});
