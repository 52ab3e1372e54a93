import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built page these tests read: E2E_DIST's client folder (default dist/client). */
export function builtClientDir(): string {
  const dir = join(process.env.E2E_DIST ?? 'dist', 'client');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build at ${dir}: run \`npm run build\` first`);
  return dir;
}
