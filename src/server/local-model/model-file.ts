import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { ModelSourceError, type ModelSource } from './model-source';

const GGUF_MAGIC = 'GGUF';

/** Whether the file at `path` starts as every GGUF file does. */
export function isGguf(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    return readSync(fd, head, 0, 4, 0) === 4 && head.toString('latin1') === GGUF_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/**
 * Checked before the server listens: a file that is there must be a GGUF, and one that is not
 * there must be one the server can download. Throws ModelSourceError naming the file.
 */
export function checkModelFile(source: ModelSource): void {
  if (!existsSync(source.path)) {
    if (source.download) return;
    throw new ModelSourceError(`LOCAL_MODEL: there is no model file at ${source.path}`);
  }
  if (!isGguf(source.path)) throw new ModelSourceError(`LOCAL_MODEL: ${source.path} is not a GGUF model file`);
}
