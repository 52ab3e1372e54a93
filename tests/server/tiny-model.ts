import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_MODEL_SHAPES, writeTestModel } from '../../scripts/test-model/make-test-model';

/** The tiny random-weight model's file name, as LOCAL_MODEL names it in MODELS_DIR. */
export const TINY_MODEL_FILE = 'tiny-test-model.gguf';
export const TINY_MODEL_NAME = TEST_MODEL_SHAPES.tiny.name;

/** A fresh MODELS_DIR holding the tiny model (written in a few milliseconds; nothing large is committed). */
export async function tinyModelsDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'models-'));
  await writeTestModel(join(dir, TINY_MODEL_FILE), TEST_MODEL_SHAPES.tiny);
  return dir;
}
