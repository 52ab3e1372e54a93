import { BUILT_IN_MODEL } from '../../shared/config/browser-model';
import { conversationMessages, SYSTEM_PROMPT } from '../../shared/conversation-messages';
import type { QueryRequest } from '../../shared/api-contract';
import { builtInModelApi } from '../lib/prompt-api';
import { ReplyError, type StreamReplyOptions } from '../lib/reply-transport';

/**
 * The browser's own model (Chrome's Prompt API), listed as `Built into this browser`: the same
 * prompt, streamed and stopped as any reply. Where the browser must download its model first, the
 * person is asked as for ours, and its progress shows the same way.
 */
export async function streamBuiltIn(request: QueryRequest, options: StreamReplyOptions): Promise<void> {
  const api = builtInModelApi();
  const availability = await api?.availability().catch(() => 'unavailable' as const);
  if (!api || !availability || availability === 'unavailable') throw new ReplyError('This browser offers no model.', { code: 'browser_model_unsupported' });
  const { signal } = options;
  if (availability === 'downloadable') {
    const download = await new Promise<boolean>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      options.onWait?.({ kind: 'consent', model: BUILT_IN_MODEL.name, bytes: undefined, builtIn: true, room: null, answer: resolve });
    });
    if (!download) throw new ReplyError('The model was not downloaded.', { code: 'browser_model_declined' });
  }
  options.onWait?.({ kind: 'loading', model: BUILT_IN_MODEL.name });
  let session;
  try {
    session = await api.create({
      initialPrompts: [{ role: 'system', content: SYSTEM_PROMPT }],
      signal,
      monitor: (target) =>
        target.addEventListener('downloadprogress', (event) => {
          const loaded = (event as Event & { loaded?: number }).loaded ?? 0;
          options.onWait?.({ kind: 'downloading', model: BUILT_IN_MODEL.name, percent: Math.min(100, Math.floor(loaded * 100)) });
        }),
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new ReplyError(`The browser's model could not start: ${String(error)}`, { code: 'browser_model_failed' });
  }
  try {
    const reader = session.promptStreaming(conversationMessages(request), { signal }).getReader();
    let began = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!began) options.onWait?.(null);
      began = true;
      options.onDelta(value);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new ReplyError(`The browser's model stopped: ${String(error)}`, { code: 'browser_model_failed' });
  } finally {
    session.destroy();
  }
}
