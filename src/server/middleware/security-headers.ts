import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers with the page's Content-Security-Policy: scripts from this origin only; inline
 * styles allowed because sonner and radix set style attributes; images may come from https (model
 * replies can show remote images in markdown); the page talks only to its own server.
 */
export const securityHeaders = (scriptHashes: readonly string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Inline scripts only by hash (src/server/inline-script-hashes.ts).
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
