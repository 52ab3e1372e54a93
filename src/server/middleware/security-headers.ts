import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { nodeResponse } from '../node-response';

/**
 * Security headers with the page's Content-Security-Policy: scripts from this origin only; inline
 * styles allowed because sonner and radix set style attributes; images only from this origin or
 * data: URLs, so nothing in a model's reply can make the browser fetch from elsewhere (an image
 * address could carry the person's words away); the page talks only to its own server, and to the
 * host of the browser's model file where it is not served here (`modelHosts`). The browser's model
 * (DESIGN.md, No key needed) compiles WebAssembly (`'wasm-unsafe-eval'`, which allows no eval of
 * script) in our worker and in the worker wllama starts from a blob: URL. The Permissions-Policy
 * turns off powerful features the page never uses.
 */
const honoSecurityHeaders = (scriptHashes: readonly string[], modelHosts: readonly string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Inline scripts only by hash (src/server/inline-script-hashes.ts).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...modelHosts],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });

/**
 * The headers above on every answer. On Node they are set once per request on the Node response,
 * before anything is written (the answer's own headers are added to them): Hono's middleware sets
 * them on the answer's fetch Headers afterwards, a dozen validated writes per request, each
 * checked and copied again (bench/proxy-overhead.ts measures what that costs). Which headers, with which
 * values, is still Hono's: read once from its middleware's own answer. Without Node underneath,
 * Hono's middleware runs as it is.
 */
export function securityHeaders(scriptHashes: readonly string[] = [], modelHosts: readonly string[] = []): MiddlewareHandler {
  const viaHono = honoSecurityHeaders(scriptHashes, modelHosts);
  let headers: Promise<[string, string][]> | undefined;
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (!outgoing) return viaHono(c, next);
    headers ??= headersOf(viaHono);
    for (const [name, value] of await headers) outgoing.setHeader(name, value);
    await next();
  };
}

/** What a middleware adds to an empty answer. */
async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null));
  return [...(await probe.request('/')).headers];
}
