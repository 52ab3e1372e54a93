/**
 * Imperative actions of the reply area that other features (the shortcut registry) trigger.
 * The query box and the output register their elements here when they mount.
 */
let queryBox: HTMLTextAreaElement | null = null;

export function registerQueryBox(el: HTMLTextAreaElement | null): void {
  queryBox = el;
}

export function focusQueryBox(): void {
  queryBox?.focus();
}

export function isQueryBoxFocused(): boolean {
  return queryBox !== null && document.activeElement === queryBox;
}
