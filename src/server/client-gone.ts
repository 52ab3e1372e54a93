import type { Context } from 'hono';

/** What @hono/node-server gives a request on Node (`c.env`): the response it writes to. */
interface NodeBindings {
  outgoing?: { once(event: 'close', listener: () => void): unknown; off(event: 'close', listener: () => void): unknown; writableFinished: boolean };
}

/**
 * Calls `gone` when the client leaves before its answer was sent in full; returns what stops
 * watching. On Node it watches the response's `close`, as @hono/node-server does to abort
 * `c.req.raw.signal`: reading that signal made it build an AbortController per call, which cost
 * CPU on every call (bench/proxy-overhead.ts). Elsewhere (app.request, serverless hosts) it is
 * the request's own signal.
 */
export function onClientGone(c: Context, gone: () => void): () => void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing && typeof outgoing.once === 'function') {
    const onClose = () => {
      if (!outgoing.writableFinished) gone();
    };
    outgoing.once('close', onClose);
    return () => void outgoing.off('close', onClose);
  }
  const signal = c.req.raw.signal;
  signal.addEventListener('abort', gone, { once: true });
  return () => signal.removeEventListener('abort', gone);
}
