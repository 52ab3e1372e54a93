/// <reference lib="webworker" />
import { compareReply } from './compare-reply';
import type { CompareRequest, CompareResponse } from './run-comparison';

/** Runs comparisons off the main thread: a 100,000-character document never holds up the page. */
self.onmessage = (event: MessageEvent<CompareRequest>) => {
  const { id, original, markdown } = event.data;
  let response: CompareResponse;
  try {
    response = { id, comparison: compareReply(original, markdown) };
  } catch {
    response = { id, comparison: null };
  }
  self.postMessage(response);
};
