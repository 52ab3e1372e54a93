// One text, one plan (shared/document-plan.ts, planText): the query box's count of parts and the
// reply engine read the same preset data through state/text-plan.ts, so neither plans a long text
// before it is there, and both give the same parts once it is.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { composePrompt } from '../shared/compose-prompt';
import { REQUEST_DEBOUNCE_MS } from '../shared/config/app-config';
import { REPLY_LABELS } from '../shared/config/messages';
import { PRESET_PERSONAS } from '../shared/config/preset-personas';
import type { PersonaTabs } from '../shared/tab';
import { QueryBox } from './query-box/query-box';
import { QUERY_BOX_LABELS } from './query-box/query-box-labels';
import { createDocumentController, loadDocumentSession } from './reply/long-document';
import { createReplyController } from './reply/reply-controller';
import { loadPresetPersonas } from './state/preset-loader';
import { useTabStore } from './state/tab-store';
import { freshReplyStateEachTest, startReplyPath } from '../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../tests/unit/scripted-stream-reply';

vi.mock('./state/preset-loader', () => ({ loadPresetPersonas: vi.fn(() => new Promise<PersonaTabs>(() => {})) }));

freshReplyStateEachTest();
// The chunks a long text loads, loaded once with real timers: later imports of them resolve at once.
beforeAll(async () => {
  await Promise.all([loadDocumentSession(), import('./query-box/part-count')]);
});

/** A rewriting preset (DESIGN.md, Long documents: its parts are short), known as one by its instruction alone. */
const formal = PRESET_PERSONAS.write!.find((tab) => tab.title === 'Formal')!;
// Longer than a rewrite's part, well within one call: two parts for a rewrite, one call for an "other" mode.
const PARAGRAPHS = ['a '.repeat(1000).trimEnd(), 'b '.repeat(1000).trimEnd()];
const TEXT = PARAGRAPHS.join('\n\n');

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries++) await act(() => vi.advanceTimersByTimeAsync(10));
};

describe('a long text’s plan', () => {
  it('is the same for the query box’s count and the engine’s calls, before the preset data loads and after', async () => {
    let presetsLoaded!: (presets: PersonaTabs) => void;
    vi.mocked(loadPresetPersonas).mockReturnValue(new Promise((resolve) => (presetsLoaded = resolve)));
    useTabStore.setState({ personas: { mine: [{ ...formal, title: 'My formal' }] }, selectedPersona: 'mine', activeTabIndex: 0 });
    const { calls, streamReply } = scriptedStreamReply();
    const deps = { streamReply, now: () => 0, scheduleFlush: (flush: () => void) => queueMicrotask(flush) };
    const controller = createReplyController(deps);
    const documents = createDocumentController(() => loadDocumentSession().then((start) => (request) => start({ ...deps, records: controller.records }, request)));
    startReplyPath(controller, documents);
    render(<QueryBox />);
    const box = screen.getByRole('textbox', { name: REPLY_LABELS.query });
    fireEvent.change(box, { target: { value: TEXT } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS * 4));
    // Before: the count says nothing, and nothing is sent as one call that would later be two parts.
    expect(screen.queryByText(/parts/)).toBeNull();
    expect(calls).toHaveLength(0);

    await act(async () => presetsLoaded(PRESET_PERSONAS));
    await waitFor(() => calls.length > 0 && screen.queryByText(/parts/) !== null);
    expect(screen.getByText(new RegExp(QUERY_BOX_LABELS.sentInParts(2)))).toBeInTheDocument();
    expect(calls.map((call) => call.request.query)).toEqual(PARAGRAPHS.map((part) => composePrompt(formal.instruction, part)));
  });
});
