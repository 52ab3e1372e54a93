/**
 * Starts the page's script (`entry`, fetched from the head as a modulepreload) once the prerendered
 * shell has painted: a module script would otherwise run as soon as it has arrived and the HTML is
 * parsed, and React's start-up (its one long task) would hold the first paint back on a slow phone.
 * A page opened in the background paints nothing, so it starts at once. It is inlined as text into
 * index.html (vite-start-after-paint.ts at the root), so it must stay self-contained: no imports.
 */
export function startAfterFirstPaint(entry: string): void {
  const start = () => void import(entry);
  if (document.visibilityState === 'hidden') start();
  // A task after the frame's callbacks: the frame they belong to is painted by then.
  else requestAnimationFrame(() => setTimeout(start));
}
