/**
 * Sets `data-theme` on <html> from the stored choice before the first paint. It is inlined as text
 * into index.html's head (vite.config.ts), so it must stay self-contained: no imports, no closures.
 * A stored value that is not `light` or `dark` (missing, `system`, corrupted) follows the device.
 */
export function applyStoredTheme(storageKey: string): void {
  let theme: unknown;
  try {
    theme = window.localStorage.getItem(storageKey);
    theme = JSON.parse(theme as string);
  } catch {
    // Storage disabled, or a plain string: what was read (if anything) stands.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = theme as string;
}
