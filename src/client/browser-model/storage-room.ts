import { toMegabytes } from '../../shared/config/browser-model';

/**
 * Whether a file of `bytes` fits in what this browser still allows the page to store; null where it
 * fits (or the browser does not say), else the two sizes to tell the person before anything is fetched.
 */
export async function roomFor(bytes: number | undefined): Promise<{ neededMb: number; freeMb: number } | null> {
  if (bytes === undefined || typeof navigator.storage?.estimate !== 'function') return null;
  const { quota, usage = 0 } = await navigator.storage.estimate().catch((): StorageEstimate => ({}));
  if (quota === undefined) return null;
  const free = Math.max(0, quota - usage);
  return free >= bytes ? null : { neededMb: toMegabytes(bytes), freeMb: toMegabytes(free) };
}
