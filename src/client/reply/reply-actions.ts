/**
 * Imperative actions of the reply area that other features (the shortcut registry) trigger.
 * The query box and the output register themselves here when they mount.
 */
let queryBox: HTMLTextAreaElement | null = null;
let outputCopy: (() => Promise<void>) | null = null;

export function registerQueryBox(el: HTMLTextAreaElement | null): void {
  queryBox = el;
}

export function focusQueryBox(): void {
  queryBox?.focus();
}

export function isQueryBoxFocused(): boolean {
  return queryBox !== null && document.activeElement === queryBox;
}

/** The output registers its copy action, which also shows the Copy button's feedback. */
export function registerOutputCopy(copy: (() => Promise<void>) | null): void {
  outputCopy = copy;
}

/** Ctrl+C: copies the current reply's markdown, as the Copy button does; nothing when no reply shows. */
export async function copyOutput(): Promise<void> {
  await outputCopy?.();
}
