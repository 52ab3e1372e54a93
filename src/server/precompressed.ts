import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/** The encodings the build writes beside each text asset (vite-plugin-compression2), best first. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'] | 'identity';

/**
 * The best encoding the request accepts: the highest q-value, ties going to the smaller (brotli);
 * `identity` when none is acceptable.
 */
export function pickEncoding(c: Context): Encoding {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: ENCODINGS.map((e) => e.name),
    default: 'identity',
    match: (accepted, { supports, default: fallback }) => {
      const wildcard = accepted.find((a) => a.type === '*')?.q ?? 0;
      const qOf = (name: string) => accepted.find((a) => a.type.toLowerCase() === name)?.q ?? wildcard;
      let best = { name: fallback, q: 0 };
      for (const name of supports) if (qOf(name) > best.q) best = { name, q: qOf(name) };
      return best.name;
    },
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

export type FileVariants = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

/** A file and whichever precompressed copies of it exist. */
export async function readVariants(path: string): Promise<FileVariants> {
  const variants: FileVariants = { identity: await readFile(path) };
  for (const { name, suffix } of ENCODINGS) {
    try {
      variants[name] = await readFile(path + suffix);
    } catch {
      // No copy in this encoding: the file is served as it is.
    }
  }
  return variants;
}
