import { realpath, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { GGUF_FILE_NAME, MAX_MODEL_FILE_NAME, MODEL_FILES_PATH } from '../../shared/config/local-models';

/**
 * GET /models/<file> (DESIGN.md, No key needed): a `.gguf` file directly in MODELS_DIR, for the
 * browser's model, with ranges (a cut download resumes) and cached for good (a file name is one
 * model). Anything else under /models/ is 404 with nothing said: a name outside
 * `[A-Za-z0-9._-]+.gguf` (so no `..`, no slash, encoded or not), or a file that is not directly in
 * the folder once links are followed.
 */
export function registerModelFileRoutes(app: Hono, modelsDir: string): void {
  app.on(['GET', 'HEAD'], `${MODEL_FILES_PATH}:file`, async (c, next) => {
    const file = c.req.param('file');
    if (file.length > MAX_MODEL_FILE_NAME || !GGUF_FILE_NAME.test(file)) return notFound(c);
    // Resolved per request: the folder may appear after the start (the first download makes it).
    const root = await realpath(modelsDir).catch(() => undefined);
    const path = root && (await realpath(join(root, file)).catch(() => undefined));
    const stats = path && dirname(path) === root ? await stat(path).catch(() => undefined) : undefined;
    if (!path || !stats?.isFile()) return notFound(c);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Accept-Ranges', 'bytes');
    c.header('ETag', `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`);
    c.header('Content-Type', 'application/octet-stream');
    const response = await serveStatic({ path })(c, next);
    return response ?? notFound(c);
  });
  app.all(`${MODEL_FILES_PATH}*`, notFound);
}

function notFound(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
}
