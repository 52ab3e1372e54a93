import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../../shared/config/app-config';
import { errorCause } from '../../../shared/config/error-messages';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { MAX_CONVERSATION_CHARS, QUICK_REFINEMENTS } from '../../../shared/config/refine';
import { refineBox, renderRefinableReply } from '../../../../tests/unit/refinable-reply';
import { freshReplyStateEachTest, submitText } from '../../../../tests/unit/reply-test-state';
import { ReplyError } from '../reply-error';
import { REFINE_LABELS } from './refine-labels';

/* DESIGN.md, Refine: the controls under a complete single reply, and what a refinement shows. */

freshReplyStateEachTest();

const setup = renderRefinableReply;
const box = refineBox;
const refineButton = () => screen.getByRole('button', { name: REFINE_LABELS.refine });
const region = () => screen.getByRole('region', { name: REPLY_LABELS.reply });

describe('the refine controls', () => {
  it('show under a complete reply only: not while it streams, nor under a failed or stopped one', async () => {
    const { calls, controller, reply } = setup();
    act(() => submitText('my text'));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(box()).toBeNull();
    await act(async () => calls[0]!.reject(new ReplyError('down', { status: 503, code: 'upstream_unavailable' })));
    expect(box()).toBeNull();
    await reply('other text');
    expect(box()).toBeInTheDocument();
    for (const { label } of QUICK_REFINEMENTS) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    act(() => controller.regenerate());
    expect(box()).toBeNull();
    act(() => controller.stop());
    expect(box()).toBeNull();
  });

  it('send the typed instruction with Enter (Shift+Enter is a new line), streaming in place as version 2', async () => {
    const { calls, user, finish, reply } = setup();
    await reply();
    user.type('Warmer\nplease');
    user.enter(true);
    expect(calls).toHaveLength(1);
    user.enter();
    expect(calls[1]!.request.followUp).toEqual({ reply: 'The first reply.', instruction: 'Warmer\nplease' });
    expect(calls[1]!.request.query).toBe(calls[0]!.request.query);
    await act(async () => calls[1]!.options.onDelta('A warm'));
    expect(region()).toHaveTextContent('A warm');
    expect(box()).toBeNull();
    await finish(calls[1]!, ' reply.');
    expect(region()).toHaveTextContent('A warm reply.');
    expect(screen.getByText(REPLY_LABELS.versionOf(2, 2))).toBeInTheDocument();
    expect(box()).toHaveValue('');
    user.click(REPLY_LABELS.previousVersion);
    expect(region()).toHaveTextContent('The first reply.');
  });

  it('do not send on the Enter that confirms an IME composition', async () => {
    const { calls, user, reply } = setup();
    await reply();
    user.type('もっと');
    fireEvent.keyDown(box()!, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box()!, { key: 'Enter', keyCode: 229 });
    expect(calls).toHaveLength(1);
    expect(box()).toHaveValue('もっと');
  });

  it('send a quick refinement with its instruction from config, refining the version on show', async () => {
    const { calls, user, finish, reply } = setup();
    await reply();
    user.click('Shorter');
    await finish(calls[1]!, 'Short.');
    user.click(REPLY_LABELS.previousVersion);
    user.click('More formal');
    const formal = QUICK_REFINEMENTS.find((q) => q.label === 'More formal')!.instruction;
    expect(calls[2]!.request.followUp).toEqual({ reply: 'The first reply.', instruction: formal });
  });

  it('keep the version on show and the instruction after a failed refinement, with the error as a reply says it', async () => {
    const { calls, user, finish, reply } = setup();
    await reply();
    user.click('Shorter');
    await finish(calls[1]!, 'Short.');
    user.click(REPLY_LABELS.previousVersion);
    user.type('Warmer');
    user.enter();
    await act(async () => calls[2]!.options.onDelta('Half'));
    await act(async () => calls[2]!.reject(new ReplyError('busy', { status: 429, code: 'upstream_rate_limited' })));
    expect(region()).toHaveTextContent('The first reply.');
    expect(region()).not.toHaveTextContent('Half');
    expect(screen.getByText(REPLY_LABELS.versionOf(1, 2))).toBeInTheDocument();
    expect(box()).toHaveValue('Warmer');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(errorCause('upstream_rate_limited'));
    expect(alert).toHaveTextContent(MESSAGES.fetchError);
  });

  it('keep the version on show and the instruction after Stop, saying it stopped', async () => {
    const { calls, user, reply } = setup();
    await reply();
    user.type('Warmer');
    user.enter();
    await act(async () => calls[1]!.options.onDelta('Half'));
    user.click(REPLY_LABELS.stop);
    expect(calls[1]!.aborted).toBe(true);
    expect(region()).toHaveTextContent('The first reply.');
    expect(box()).toHaveValue('Warmer');
    expect(screen.getByText(REFINE_LABELS.stopped)).toBeInTheDocument();
  });

  it('say before sending that a conversation is too long, keeping everything', async () => {
    const { calls, user, reply } = setup();
    const answer = 'r'.repeat(MAX_CONVERSATION_CHARS - 100);
    await reply('my text', answer);
    user.type('x'.repeat(200));
    fireEvent.click(refineButton());
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(/too long to refine/);
    expect(within(region()).getByText(answer)).toBeInTheDocument();
    expect(box()).toHaveValue('x'.repeat(200));
  });
});
