import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers with the page's Content-Security-Policy: scripts from this origin only; inline
 * styles allowed because sonner and radix set style attributes; images only from this origin or
 * data: URLs, so nothing in a model's reply can make the browser fetch from elsewhere (an image
 * address could carry the person's words away); the page talks only to its own server. The
 * Permissions-Policy turns off powerful features the page never uses.
 */
export const securityHeaders = (scriptHashes: readonly string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Inline scripts only by hash (src/server/inline-script-hashes.ts).
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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
