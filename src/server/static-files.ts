import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { pickEncoding, readVariants, type FileVariants } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Text files have brotli and gzip copies beside them (written at build); each is served in the best
 * encoding the request accepts, identity otherwise, always with `Vary: Accept-Encoding`.
 */
const varyOnEncoding = (c: Context) => {
  if (!/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
};

/**
 * The built page: hashed /assets/* cached for a year; other build files (robots.txt, the icons)
 * and index.html revalidated on each use. Page routes `/`, `/:persona`, `/:persona/:tabTitle` get
 * index.html; deeper paths redirect to `/` (DESIGN.md, The page).
 */
export function registerStaticRoutes(app: Hono, staticDir: string): void {
  let indexHtml: Promise<FileVariants> | undefined;
  const loadIndex = () => {
    indexHtml ??= readVariants(`${staticDir}/index.html`).catch((error: unknown) => {
      indexHtml = undefined; // a later build may still appear
      throw error;
    });
    return indexHtml;
  };

  const page = async (c: Context) => {
    try {
      const variants = await loadIndex();
      const encoding = pickEncoding(c);
      const body = variants[encoding] ?? variants.identity;
      c.header('Cache-Control', REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
      if (body !== variants.identity) c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(body));
    } catch {
      return c.text(`The page is not built: no index.html in ${staticDir}. Run npm run build.`, 404);
    }
  };
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
        varyOnEncoding(c);
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Before the file lookup: `/` is the build folder itself, not a file.
  app.get('/', page);
  app.use(
    '*',
    serveStatic({
      root: staticDir,
      index: '',
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', REVALIDATE);
        varyOnEncoding(c);
      },
    }),
  );

  app.get('/:persona', page);
  app.get('/:persona/:tabTitle', page);
  app.get('*', (c) => c.redirect('/', 302));
}
