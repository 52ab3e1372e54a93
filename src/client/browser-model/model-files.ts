/*
 * Where the browser's model is kept: the origin private file system (OPFS), in a folder of its own.
 * `<id>.gguf` only ever holds a whole file; a download in progress is `<id>.gguf.part`. Read by the
 * worker, and by Settings for the space it takes and `Remove`.
 */

const FOLDER = 'models';
export const wholeName = (modelId: string) => `${modelId}.gguf`;
export const partName = (modelId: string) => `${modelId}.gguf.part`;

/** Whether this browser can keep a model file at all. */
export function canStoreModels(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';
}

export async function modelsFolder(): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(FOLDER, { create: true });
}

/** The whole stored file, or undefined where there is none. */
export async function storedModel(modelId: string): Promise<File | undefined> {
  try {
    const handle = await (await modelsFolder()).getFileHandle(wholeName(modelId));
    return await handle.getFile();
  } catch {
    return undefined;
  }
}

/** Deletes the model's file and any part of one. */
export async function deleteStoredModel(modelId: string): Promise<void> {
  const folder = await modelsFolder();
  for (const name of [wholeName(modelId), partName(modelId)]) {
    await folder.removeEntry(name).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
    });
  }
}
