import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gguf } from '@huggingface/gguf';
import type { ModelEntry } from '../../shared/api-contract';
import { GGUF_FILE_NAME, MAX_MODEL_FILE_NAME, MODEL_FILES_PATH } from '../../shared/config/local-models';
import { BROWSER_MODEL_OFF, DEFAULT_BROWSER_MODEL, DEFAULT_BROWSER_MODEL_HOSTS } from '../../shared/config/browser-model';
import { isGguf } from './model-file';
import { modelFileUrl, ModelSourceError, stem } from './model-source';

/** The browser's model as /api/models lists it, and the hosts its download needs in connect-src. */
export interface BrowserModel {
  entry: ModelEntry & { url: string };
  /** Origins the page fetches the file from, beyond its own (the page's CSP allows them). */
  hosts: readonly string[];
}

const DESCRIPTION = 'Runs on this device: your text never leaves it.';

/**
 * BROWSER_MODEL read (DESIGN.md, No key needed: In this browser): `off`; unset (the project's
 * default, its URL pinned); a file name in MODELS_DIR (served to the page at /models/); or an
 * https URL (plain http only from this machine). A file that is not there or not a GGUF stops the
 * server at start with a ModelSourceError naming it.
 */
export async function resolveBrowserModel(setting: string | undefined, modelsDir: string, contextTokens: number): Promise<BrowserModel | undefined> {
  if (setting === BROWSER_MODEL_OFF) return undefined;
  if (setting === undefined) {
    const { fileName, name, url, bytes } = DEFAULT_BROWSER_MODEL;
    return { entry: { id: stem(fileName), name, description: DESCRIPTION, url, bytes, contextTokens }, hosts: DEFAULT_BROWSER_MODEL_HOSTS };
  }
  if (/^[a-z]+:\/\//i.test(setting)) return fromUrl(setting, contextTokens);
  return fromModelsDir(setting, modelsDir, contextTokens);
}

function fromUrl(text: string, contextTokens: number): BrowserModel {
  const { url, fileName } = modelFileUrl(text, 'BROWSER_MODEL');
  return { entry: { id: stem(fileName), name: stem(fileName), description: DESCRIPTION, url: url.href, contextTokens }, hosts: [url.origin] };
}

async function fromModelsDir(fileName: string, modelsDir: string, contextTokens: number): Promise<BrowserModel> {
  if (!GGUF_FILE_NAME.test(fileName) || fileName.length > MAX_MODEL_FILE_NAME) {
    throw new ModelSourceError(`BROWSER_MODEL: ${fileName} is not a file name the page can fetch from ${MODEL_FILES_PATH} (letters, digits, . _ -, ending in .gguf)`);
  }
  const path = resolve(modelsDir, fileName);
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isFile()) throw new ModelSourceError(`BROWSER_MODEL: there is no model file at ${path}`);
  if (!isGguf(path)) throw new ModelSourceError(`BROWSER_MODEL: ${path} is not a GGUF model file`);
  const name = await ggufName(path);
  return {
    entry: { id: stem(fileName), name: name ?? stem(fileName), description: DESCRIPTION, url: `${MODEL_FILES_PATH}${fileName}`, bytes: stats.size, contextTokens },
    hosts: [],
  };
}

/** The file's own name for its model (GGUF `general.name`), where it has one. */
async function ggufName(path: string): Promise<string | undefined> {
  try {
    const { metadata } = await gguf(path, { allowLocalFile: true });
    const name = (metadata as Record<string, unknown>)['general.name'];
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}
