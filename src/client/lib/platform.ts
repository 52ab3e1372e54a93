/** True on macOS / iOS, where SPEC.md's Ctrl/Cmd shortcuts use Cmd. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
}
