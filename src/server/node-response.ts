import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response @hono/node-server gives a request (`c.env.outgoing`), or undefined where the
 * app runs without Node underneath (app.request in tests, a fetch-only host). What it offers is
 * cheaper than the web objects over it: watching `close`, setting a header.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing !== null && typeof outgoing === 'object' && typeof (outgoing as ServerResponse).setHeader === 'function' ? (outgoing as ServerResponse) : undefined;
}
