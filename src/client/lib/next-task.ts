/**
 * Runs `callback` in a task of its own, after what is already queued: the page's start is cut so
 * into pieces none of which is a long task on a phone (each long task delays the first press).
 */
export function inNextTask(callback: () => void): void {
  setTimeout(callback, 0);
}
