import { basename, isAbsolute, resolve } from 'node:path';
import { DEFAULT_SERVER_MODEL, GGUF_FILE_NAME, LOCAL_MODEL_OFF, MAX_MODEL_FILE_NAME } from '../../shared/config/local-models';
import { keySafeTo } from '../providers/resolve-providers';

/** Where the server's own model comes from: a file on disk, downloaded first when `download` is set. */
export interface ModelSource {
  path: string;
  fileName: string;
  /** Shown until the file's own name can be read. */
  fallbackName: string;
  download?: { url: string; bytes?: number };
}

/** LOCAL_MODEL names something the server cannot use; the message says what and why. */
export class ModelSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelSourceError';
  }
}

/**
 * LOCAL_MODEL read (DESIGN.md, No key needed): `off`; unset (the project's default, only when no
 * other provider is configured); a file name in MODELS_DIR; a path; or an https URL (downloaded
 * into MODELS_DIR; plain http only from this machine, as a key would be).
 */
export function resolveModelSource(setting: string | undefined, modelsDir: string, otherProviders: boolean): ModelSource | undefined {
  if (setting === LOCAL_MODEL_OFF) return undefined;
  if (setting === undefined) {
    if (otherProviders) return undefined;
    const { fileName, name, url, bytes } = DEFAULT_SERVER_MODEL;
    return { path: resolve(modelsDir, fileName), fileName, fallbackName: name, download: { url, bytes } };
  }
  if (/^[a-z]+:\/\//i.test(setting)) return fromUrl(setting, modelsDir);
  const path = isAbsolute(setting) || setting.includes('/') ? resolve(setting) : resolve(modelsDir, setting);
  return { path, fileName: basename(path), fallbackName: stem(basename(path)) };
}

function fromUrl(text: string, modelsDir: string): ModelSource {
  const { url, fileName } = modelFileUrl(text, 'LOCAL_MODEL');
  return { path: resolve(modelsDir, fileName), fileName, fallbackName: stem(fileName), download: { url: url.href } };
}

/**
 * A model file's URL as `variable` gives it: https (plain http only from this machine, as a key
 * would be), ending in a .gguf file name; else a ModelSourceError naming the variable.
 */
export function modelFileUrl(text: string, variable: string): { url: URL; fileName: string } {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && keySafeTo(url)))) {
    throw new ModelSourceError(`${variable}: a URL must be https (plain http only from this machine)`);
  }
  const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (!GGUF_FILE_NAME.test(fileName) || fileName.length > MAX_MODEL_FILE_NAME) {
    throw new ModelSourceError(`${variable}: the URL must end in a .gguf file name (letters, digits, . _ -)`);
  }
  return { url, fileName };
}

/** The model's id: its file name without `.gguf`. */
export function stem(fileName: string): string {
  return fileName.replace(/\.gguf$/i, '');
}
