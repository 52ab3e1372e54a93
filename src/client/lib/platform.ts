/** True on macOS / iOS, where SPEC.md's Ctrl/Cmd shortcuts use Cmd. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}

/** A device whose only pointer is a finger: no hover, coarse. It has no keyboard to name keys of. */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** True on a touch-only device (a phone, a tablet without a mouse), where hints that name keys are left out. */
export function isTouchOnly(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_ONLY_QUERY).matches;
}
