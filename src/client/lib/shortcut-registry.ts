import { SHORTCUTS, type ShortcutId } from './shortcut-catalogue';

/** What a feature registers for one shortcut of the catalogue. */
export interface ShortcutHandler {
  matches: (event: KeyboardEvent, apple: boolean) => boolean;
  /** Returns false when it chose not to act, so the browser's own handling goes ahead. */
  run: (event: KeyboardEvent) => boolean;
}

const handlers = new Map<ShortcutId, ShortcutHandler>();

/** Registers handlers by shortcut id; returns the function that removes exactly these again. */
export function registerShortcuts(entries: Partial<Record<ShortcutId, ShortcutHandler>>): () => void {
  const added = Object.entries(entries) as [ShortcutId, ShortcutHandler][];
  for (const [id, handler] of added) handlers.set(id, handler);
  return () => {
    for (const [id, handler] of added) if (handlers.get(id) === handler) handlers.delete(id);
  };
}

/**
 * The page's one keydown handler: the first shortcut, in catalogue order, that matches and acts
 * takes the key. A key `held` before the page started (held-keys.ts) was kept from the browser
 * already, so it is not taken as handled.
 */
export function handleShortcut(event: KeyboardEvent, apple: boolean, { held = false } = {}): void {
  if ((event.defaultPrevented && !held) || event.isComposing) return;
  for (const { id } of SHORTCUTS) {
    const handler = handlers.get(id);
    if (handler?.matches(event, apple) && handler.run(event)) {
      event.preventDefault();
      return;
    }
  }
}
