import type { PersonaTabs } from '../../shared/tab';

let loading: Promise<PersonaTabs> | undefined;

/**
 * The preset personas' data (about 18 KB gzip), in a chunk of its own so that it stays off the
 * first-paint path. One load for the page's life; a failed load is tried again on the next call.
 */
export function loadPresetPersonas(): Promise<PersonaTabs> {
  loading ??= import('../../shared/config/preset-personas').then(
    (module) => module.PRESET_PERSONAS,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
