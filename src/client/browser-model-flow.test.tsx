import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_MODEL_TEXT, BUILT_IN_MODEL, SPEED_PROBE_TOKENS, toMegabytes } from '../shared/config/browser-model';
import { errorCause } from '../shared/config/error-messages';
import { BROWSER_PROVIDER_ID, BROWSER_PROVIDER_NAME, LOCAL_PROVIDER_ID, LOCAL_PROVIDER_NAME } from '../shared/config/local-models';
import { REPLY_LABELS } from '../shared/config/messages';
import { streamFromFile } from './browser-model/browser-transport';
import { streamBuiltIn } from './browser-model/built-in-transport';
import { createModelWorker } from './browser-model/worker-client';
import type { FromWorker, ToWorker } from './browser-model/worker-protocol';
import { createReplyController, type ReplyController } from './reply/reply-controller';
import { ReplyArea } from './reply/reply-area';
import { useModelStore } from './state/model-store';
import { freshReplyStateEachTest } from '../../tests/unit/reply-test-state';

// The browser's model on the reply path (DESIGN.md, No key needed: In this browser): its consent,
// download, storage and speed states, against a fake worker speaking the real protocol
// (browser-model/worker-protocol.ts). The real runtime is proved in Chromium (tests/e2e/browser-model.spec.ts).

freshReplyStateEachTest();

const MODEL = { id: 'tiny', name: 'Tiny Model', description: '', url: '/models/tiny.gguf', bytes: 160_000_000, contextTokens: 2048 };
const PROMPT = 'Rewrite this: hello there';

/** The worker's side of the protocol: what the page sent, and a way to answer it. */
function fakeWorker() {
  const sent: ToWorker[] = [];
  let listener: ((event: MessageEvent<FromWorker>) => void) | undefined;
  const worker = createModelWorker({
    postMessage: (message: ToWorker) => void sent.push(message),
    addEventListener: ((_type: string, l: (event: MessageEvent<FromWorker>) => void) => (listener = l)) as Worker['addEventListener'],
  });
  const last = <T extends ToWorker['type']>(type: T) => sent.filter((m): m is Extract<ToWorker, { type: T }> => m.type === type).at(-1)!;
  const answer = async (event: FromWorker) => {
    await act(async () => listener?.({ data: event } as MessageEvent<FromWorker>));
  };
  return { worker, sent, last, answer };
}

/** The storage this browser offers: OPFS and `estimate()`, which jsdom lacks. */
function storage(free: number) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { getDirectory: async () => ({}), estimate: async () => ({ quota: free, usage: 0 }), persist: async () => true },
  });
}

function setup({ free = 10_000_000_000, local = false } = {}) {
  storage(free);
  const providers = [...(local ? [{ id: LOCAL_PROVIDER_ID, name: LOCAL_PROVIDER_NAME, models: [{ id: 'qwen', name: 'Qwen', description: '' }] }] : []), { id: BROWSER_PROVIDER_ID, name: BROWSER_PROVIDER_NAME, models: [MODEL] }];
  useModelStore.getState().setCatalog(providers);
  const fake = fakeWorker();
  const controller = createReplyController({ streamReply: (request, options) => streamFromFile(request, options, fake.worker), now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  render(<ReplyArea controller={controller} />);
  return { ...fake, controller };
}

/** Settles the transport's awaits (the worker's answers are events; its own steps are promises). */
const settle = () => act(async () => {});

async function ask(controller: ReplyController, fake: ReturnType<typeof fakeWorker>, stored: number | null) {
  act(() => controller.show(PROMPT, MODEL.id, BROWSER_PROVIDER_ID));
  await settle();
  await fake.answer({ type: 'stored', id: fake.last('stored').id, bytes: stored });
}

const consent = () => screen.queryByRole('dialog', { name: BROWSER_MODEL_TEXT.consentTitle(MODEL.name) });
const timings = { promptTokens: 100, promptMs: 1000, completionTokens: 8, completionMs: 2000 };

beforeEach(() => {
  Object.assign(globalThis, { Worker: class {} });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Worker');
  Reflect.deleteProperty(navigator, 'storage');
});

describe('the model in this browser', () => {
  it('asks before downloading, with the size; Cancel sends nothing and says so', async () => {
    const fake = setup();
    await ask(fake.controller, fake, null);
    expect(consent()).toHaveTextContent(`${toMegabytes(MODEL.bytes)} MB`);
    await act(async () => within(consent()!).getByRole('button', { name: 'Cancel' }).click());
    expect(fake.sent.map((m) => m.type)).toEqual(['stored']);
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent(errorCause('browser_model_declined'));
  });

  it('says before anything is fetched that the file does not fit, and offers only Cancel', async () => {
    const fake = setup({ free: 50_000_000 });
    await ask(fake.controller, fake, null);
    expect(within(consent()!).getByRole('alert')).toHaveTextContent(BROWSER_MODEL_TEXT.noRoom(toMegabytes(MODEL.bytes), 50));
    expect(within(consent()!).queryByRole('button', { name: BROWSER_MODEL_TEXT.download })).toBeNull();
    await act(async () => within(consent()!).getByRole('button', { name: 'Cancel' }).click());
    expect(fake.sent.map((m) => m.type)).toEqual(['stored']);
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent(errorCause('browser_model_no_room'));
  });

  it('shows the download’s progress with Cancel download, then Loading, then measures the device and says its speed', async () => {
    const fake = setup();
    await ask(fake.controller, fake, null);
    await act(async () => within(consent()!).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click());
    await settle();
    const prepare = fake.last('prepare');
    expect(prepare.model).toMatchObject({ id: MODEL.id, url: MODEL.url, bytes: MODEL.bytes });

    await fake.answer({ type: 'progress', id: prepare.id, loaded: MODEL.bytes / 2, total: MODEL.bytes });
    expect(screen.getByRole('progressbar', { name: BROWSER_MODEL_TEXT.downloading(MODEL.name) })).toHaveAttribute('aria-valuenow', '50');
    await fake.answer({ type: 'loading', id: prepare.id });
    expect(screen.getByRole('status')).toHaveTextContent(BROWSER_MODEL_TEXT.loading(MODEL.name));
    await fake.answer({ type: 'ready', id: prepare.id });

    // The first use measures the device with a few tokens, then the reply itself is asked for.
    expect(screen.getByRole('status')).toHaveTextContent(BROWSER_MODEL_TEXT.measuring(MODEL.name));
    const probe = fake.last('generate');
    expect(probe.maxTokens).toBe(SPEED_PROBE_TOKENS);
    await fake.answer({ type: 'done', id: probe.id, timings, stopped: false });
    expect(screen.getByRole('status')).toHaveTextContent(BROWSER_MODEL_TEXT.speed(3));

    const call = fake.last('generate');
    expect(call.messages).toEqual([{ role: 'user', content: PROMPT }]);
    await fake.answer({ type: 'delta', id: call.id, text: 'Hello' });
    await fake.answer({ type: 'done', id: call.id, timings, stopped: false });
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent('Hello');
  });

  it('Cancel download stops the download, and Stop the generation', async () => {
    const fake = setup();
    await ask(fake.controller, fake, null);
    await act(async () => within(consent()!).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click());
    await settle();
    const prepare = fake.last('prepare');
    await fake.answer({ type: 'progress', id: prepare.id, loaded: 10, total: MODEL.bytes });
    await act(async () => screen.getByRole('button', { name: BROWSER_MODEL_TEXT.cancelDownload }).click());
    expect(fake.sent.at(-1)).toEqual({ type: 'cancel', id: prepare.id });

    localStorage.setItem('browserModelSpeed', JSON.stringify({ [MODEL.id]: { promptPerSecond: 100, replyPerSecond: 10 } }));
    act(() => fake.controller.show(`${PROMPT}!`, MODEL.id, BROWSER_PROVIDER_ID));
    await settle();
    await fake.answer({ type: 'stored', id: fake.last('stored').id, bytes: MODEL.bytes });
    await fake.answer({ type: 'ready', id: fake.last('prepare').id });
    const call = fake.last('generate');
    await fake.answer({ type: 'delta', id: call.id, text: 'Half' });
    act(() => fake.controller.stop());
    expect(fake.sent.at(-1)).toEqual({ type: 'stop', id: call.id });
    expect(screen.getByText(REPLY_LABELS.stopped)).toBeInTheDocument();
  });

  it('says before a long prompt starts that it will take minutes here, and that the server’s model is faster', async () => {
    const fake = setup({ local: true });
    localStorage.setItem('browserModelSpeed', JSON.stringify({ [MODEL.id]: { promptPerSecond: 5, replyPerSecond: 2 } }));
    await ask(fake.controller, fake, MODEL.bytes);
    await fake.answer({ type: 'ready', id: fake.last('prepare').id });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(BROWSER_MODEL_TEXT.speed(2));
    expect(status).toHaveTextContent(BROWSER_MODEL_TEXT.slow(3));
    expect(status).toHaveTextContent(BROWSER_MODEL_TEXT.fasterOnServer);
    expect(consent()).toBeNull();
  });

  it('Built into this browser: where the browser must download its model, asks first and shows its progress', async () => {
    const progress = new EventTarget();
    const pieces: string[] = [];
    let downloaded = () => {};
    const whenDownloaded = new Promise<void>((resolve) => (downloaded = resolve));
    Object.defineProperty(globalThis, 'LanguageModel', {
      configurable: true,
      value: {
        availability: async () => 'downloadable',
        create: async ({ monitor }: { monitor: (target: EventTarget) => void }) => {
          monitor(progress);
          await whenDownloaded;
          return {
            promptStreaming: (input: unknown) => {
              pieces.push(JSON.stringify(input));
              return new ReadableStream({ start: (c) => (c.enqueue('Built-in reply'), c.close()) });
            },
            destroy() {},
          };
        },
      },
    });
    useModelStore.getState().setCatalog([{ id: BROWSER_PROVIDER_ID, name: BROWSER_PROVIDER_NAME, models: [{ ...BUILT_IN_MODEL }] }]);
    const controller = createReplyController({ streamReply: streamBuiltIn, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
    render(<ReplyArea controller={controller} />);
    act(() => controller.show(PROMPT, BUILT_IN_MODEL.id, BROWSER_PROVIDER_ID));
    await settle();
    const dialog = screen.getByRole('dialog', { name: BROWSER_MODEL_TEXT.consentTitle(BUILT_IN_MODEL.name) });
    await act(async () => within(dialog).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click());
    await act(async () => void progress.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded: 0.4 })));
    expect(screen.getByRole('progressbar', { name: BROWSER_MODEL_TEXT.downloading(BUILT_IN_MODEL.name) })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => downloaded());
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent('Built-in reply');
    expect(pieces).toEqual([JSON.stringify([{ role: 'user', content: PROMPT }])]);
    Reflect.deleteProperty(globalThis, 'LanguageModel');
  });
});
