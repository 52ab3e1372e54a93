import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by a streamed reply: resolves with how it ended ('done', an error code, 'client_closed'). */
    streamOutcome: Promise<string>;
  }
}

/** Lets the request log write its line when a stream ends rather than when its headers are sent. */
export function setStreamOutcome(c: Context, outcome: Promise<string>): void {
  c.set('streamOutcome', outcome);
}

export function streamOutcome(c: Context): Promise<string> | undefined {
  return c.get('streamOutcome');
}

/** How a stream ends in the log when the client left before it finished. */
export const CLIENT_CLOSED = 'client_closed';
