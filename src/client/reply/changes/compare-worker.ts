/// <reference lib="webworker" />
import { createReplyComparer } from './compare-reply';
import type { CompareResponse, WorkerMessage } from './run-comparison';

/** Runs comparisons off the main thread: a 100,000-character document never holds up the page. */
const comparer = createReplyComparer();

self.onmessage = (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if (message.type === 'prepare') {
    comparer.prepare(message.markdown);
    return;
  }
  let response: CompareResponse;
  try {
    response = { id: message.id, comparison: comparer.compare(message.original, message.markdown, message.streaming) };
  } catch {
    response = { id: message.id, comparison: null };
  }
  self.postMessage(response);
};
