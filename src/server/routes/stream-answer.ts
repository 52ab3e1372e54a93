import type { StreamEvent } from '../../shared/api-contract';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { STREAM_WRITE_WINDOW_MS, STREAM_WRITES_AHEAD } from '../../shared/config/scale-limits';
import { ApiFailure } from '../api-failure';
import type { Deadline } from '../deadline';
import type { ServerMetrics, UpstreamLabels } from '../metrics/server-metrics';
import type { ChatProvider, ChatRequest, ChatStream, ChatStreamEvent } from '../providers/chat-provider';
import { CLIENT_CLOSED } from '../stream-outcome';
import { mapUpstreamError } from '../upstream-errors';
import { createBatchedWriter } from './batched-writer';

const encoder = new TextEncoder();
const sseText = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

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
 * error with its status; then forwards the events as they arrive, those that arrived together in
 * one write (one event per write cost a socket write per few words). While the client has not
 * read what was sent, the provider's stream is paused (nothing piles up in memory). Cancelling
 * the body (the client left) aborts upstream; the instance's shutdown ends the stream with an
 * `error` event `server_shutting_down`.
 */
export async function answerStream(provider: ChatProvider, chat: ChatRequest, deadline: Deadline, call: StreamCall): Promise<StreamAnswer> {
  const started = performance.now();
  let stream: ChatStream;
  try {
    stream = await provider.stream(chat, deadline.signal);
  } catch (error) {
    deadline.clear();
    const failure = call.endCalls.aborted ? new ApiFailure('server_shutting_down') : mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: false });
    call.metrics.observeUpstream({ ...call.labels, outcome: failure.code }, (performance.now() - started) / 1000);
    throw failure;
  }
  const { settle, outcome } = settlement();
  let firstByte: number | undefined;
  call.metrics.streamOpened();
  void outcome.then((ending) => {
    call.metrics.streamClosed();
    call.metrics.observeUpstream({ ...call.labels, outcome: ending }, (performance.now() - started) / 1000, firstByte);
  });
  let open = true;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // The pieces that arrive close together leave in one write (STREAM_WRITE_WINDOW_MS).
        const writer = createBatchedWriter((text) => {
          if (!open) return;
          controller.enqueue(encoder.encode(text));
          // The client has not read what was sent yet: wait for it (pull resumes).
          if ((controller.desiredSize ?? 1) <= 0) stream.pause();
        }, STREAM_WRITE_WINDOW_MS);
        const close = (ending: string, last = '') => {
          writer.add(last);
          writer.flush();
          open = false;
          settle(ending);
          deadline.clear();
          controller.close();
        };
        stream.read({
          events(batch) {
            if (!open) return;
            deadline.touch();
            if (batch.length === 0) return;
            // The first piece of the reply, not a place in the server model's queue.
            if (firstByte === undefined && batch.some((e) => e.type !== 'queued')) firstByte = (performance.now() - started) / 1000;
            writer.add(eventsText(batch, started));
          },
          end(error) {
            if (!open) return;
            if (error === undefined) return close('done');
            if (call.endCalls.aborted) {
              return close('server_shutting_down', sseText({ type: 'error', error: { code: 'server_shutting_down', message: ERROR_TABLE.server_shutting_down.message } }));
            }
            if (deadline.signal.aborted && !deadline.timedOut()) {
              open = false;
              writer.flush(); // nothing is written now: this only stops the timer
              return settle(CLIENT_CLOSED); // nobody to tell
            }
            const failure = mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: true });
            close(failure.code, sseText({ type: 'error', error: { code: failure.code, message: failure.message } }));
          },
        });
      },
      pull() {
        deadline.touch();
        stream.resume();
      },
      cancel() {
        open = false;
        settle(CLIENT_CLOSED);
        deadline.abort();
        stream.cancel();
      },
    },
    // A few writes may wait for a slow client before the provider's stream is paused.
    { highWaterMark: STREAM_WRITES_AHEAD },
  );
  const headers = { ...stream.limitHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
  return { body, headers, outcome };
}

/** The events of one batch as SSE text; `done` carries the call's duration. */
function eventsText(batch: ChatStreamEvent[], started: number): string {
  let text = '';
  for (const event of batch) {
    text += event.type === 'done' ? sseText({ type: 'done', usage: event.usage, durationMs: Math.round(performance.now() - started) }) : sseText(event);
  }
  return text;
}

/** How the stream ended, once: the request log and the metrics wait on it. */
function settlement(): { settle: (outcome: string) => void; outcome: Promise<string> } {
  let settle: (outcome: string) => void = () => {};
  const outcome = new Promise<string>((resolve) => {
    settle = resolve;
  });
  return { settle, outcome };
}
