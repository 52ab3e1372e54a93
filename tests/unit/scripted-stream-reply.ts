import type { QueryRequest } from '../../src/shared/api-contract';
import type { StreamReplyOptions } from '../../src/client/reply/fetch-reply';

/** One call of the fake below, which the test answers by hand. */
export interface ScriptedCall {
  request: QueryRequest;
  options: StreamReplyOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** Whether the caller aborted it. */
  aborted: boolean;
}

/**
 * A fake `streamReply` for the reply and document tests: each call is recorded and stays open until
 * the test resolves or rejects it. With `rejectOnAbort` an aborted call rejects as fetch does;
 * without, it goes on like a reply already on its way.
 */
export function scriptedStreamReply({ rejectOnAbort = false } = {}) {
  const calls: ScriptedCall[] = [];
  const streamReply = (request: QueryRequest, options: StreamReplyOptions) =>
    new Promise<void>((resolve, reject) => {
      const call: ScriptedCall = { request, options, resolve, reject, aborted: false };
      options.signal.addEventListener('abort', () => {
        call.aborted = true;
        if (rejectOnAbort) reject(new DOMException('aborted', 'AbortError'));
      });
      calls.push(call);
    });
  return { calls, streamReply };
}
