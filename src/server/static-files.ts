import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The built page: hashed /assets/* cached for a year; other build files (robots.txt, favicon.svg)
 * and index.html revalidated on each use. Page routes `/`, `/:persona`, `/:persona/:tabTitle` get
 * index.html; deeper paths redirect to `/` (DESIGN.md, The page).
 */
export function registerStaticRoutes(app: Hono, staticDir: string): void {
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readFile(`${staticDir}/index.html`, 'utf8').catch((error: unknown) => {
      indexHtml = undefined; // a later build may still appear
      throw error;
    });
    return indexHtml;
  };

  const page = async (c: Context) => {
    try {
      const html = await loadIndex();
      c.header('Cache-Control', REVALIDATE);
      return c.html(html);
    } catch {
      return c.text(`The page is not built: no index.html in ${staticDir}. Run npm run build.`, 404);
    }
  };
  app.use(
    '/assets/*',
    serveStatic({ root: staticDir, onFound: (_path, c) => void c.header('Cache-Control', IMMUTABLE) }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Before the file lookup: `/` is the build folder itself, not a file.
  app.get('/', page);
  app.use(
    '*',
    serveStatic({ root: staticDir, index: '', onFound: (_path, c) => void c.header('Cache-Control', REVALIDATE) }),
  );

  app.get('/:persona', page);
  app.get('/:persona/:tabTitle', page);
  app.get('*', (c) => c.redirect('/', 302));
}
