import type { StreamEvent } from '../../shared/api-contract';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { ApiFailure } from '../api-failure';
import type { Deadline } from '../deadline';
import type { ServerMetrics, UpstreamLabels } from '../metrics/server-metrics';
import type { ChatProvider, ChatRequest, ChatStreamEvent } from '../providers/chat-provider';
import { CLIENT_CLOSED } from '../stream-outcome';
import { mapUpstreamError } from '../upstream-errors';

const encoder = new TextEncoder();
const sseText = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;
const sseLine = (event: StreamEvent) => encoder.encode(sseText(event));

export interface StreamAnswer {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
  outcome: Promise<string>;
}

export interface StreamCall {
  /** Aborts when the instance ends the calls still open at shutdown. */
  endCalls: AbortSignal;
  metrics: ServerMetrics;
  labels: Omit<UpstreamLabels, 'outcome'>;
}

/**
 * Waits for the provider's first answer, so a refusal (401, 429, ...) is still an ordinary JSON
 * error with its status; then forwards each chunk as it arrives (pull-based: nothing is buffered
 * beyond what the client has not yet read). Cancelling the body (the client left) aborts upstream;
 * the instance's shutdown ends the stream with an `error` event `server_shutting_down`.
 */
export async function answerStream(provider: ChatProvider, chat: ChatRequest, deadline: Deadline, call: StreamCall): Promise<StreamAnswer> {
  const started = performance.now();
  let firstByte: number | undefined;
  let settle: (outcome: string) => void = () => {};
  const outcome = new Promise<string>((resolve) => {
    settle = resolve;
  });
  let events: AsyncIterator<ChatStreamEvent[]>;
  let limitHeaders: Record<string, string> | undefined;
  try {
    const stream = await provider.stream(chat, deadline.signal);
    limitHeaders = stream.limitHeaders;
    events = stream[Symbol.asyncIterator]();
  } catch (error) {
    deadline.clear();
    const failure = call.endCalls.aborted ? new ApiFailure('server_shutting_down') : mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: false });
    call.metrics.observeUpstream({ ...call.labels, outcome: failure.code }, (performance.now() - started) / 1000);
    throw failure;
  }
  call.metrics.streamOpened();
  void outcome.then((ending) => {
    call.metrics.streamClosed();
    call.metrics.observeUpstream({ ...call.labels, outcome: ending }, (performance.now() - started) / 1000, firstByte);
  });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        deadline.touch();
        const next = await events.next();
        firstByte ??= (performance.now() - started) / 1000;
        // The events that arrived together leave in one write (one event per write cost a socket
        // write per few words).
        let text = '';
        let done: ChatStreamEvent | undefined;
        for (const event of next.done ? [] : next.value) {
          if (event.type === 'delta') text += sseText(event);
          else done = event;
        }
        if (done?.type === 'done') text += sseText({ type: 'done', usage: done.usage, durationMs: Math.round(performance.now() - started) });
        if (text !== '') controller.enqueue(encoder.encode(text));
        if (!next.done && !done) return;
        settle(done ? 'done' : 'stream_interrupted');
      } catch (error) {
        if (call.endCalls.aborted) {
          controller.enqueue(sseLine({ type: 'error', error: { code: 'server_shutting_down', message: ERROR_TABLE.server_shutting_down.message } }));
          settle('server_shutting_down');
        } else if (deadline.signal.aborted && !deadline.timedOut()) {
          return settle(CLIENT_CLOSED); // nobody to tell
        } else {
          const failure = mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: true });
          controller.enqueue(sseLine({ type: 'error', error: { code: failure.code, message: failure.message } }));
          settle(failure.code);
        }
      }
      deadline.clear();
      controller.close();
    },
    cancel() {
      settle(CLIENT_CLOSED);
      deadline.abort();
      void events.return?.();
    },
  });
  const headers = { ...limitHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
  return { body, headers, outcome };
}
