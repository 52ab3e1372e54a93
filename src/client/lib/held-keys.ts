import { isApplePlatform } from './platform';
import { handleShortcut } from './shortcut-registry';

/**
 * Where index.html's boot script (shell-boot.ts) keeps the keys pressed before the page's script has
 * started that the page would have taken: the tab shortcuts (the browser would take them, Ctrl + 1…9
 * switching its own tabs) and an Enter in the query box (which would send nothing).
 */
export const HELD_KEYS_GLOBAL = '__heldKeys';

/**
 * Where the boot script keeps the presses made on the shell before the page's script has started:
 * React would never see them, and Submit would send the form to the server as an address.
 */
export const HELD_PRESSES_GLOBAL = '__heldPresses';

/** What a press is held on: the shell's controls (ui/hydrate-when-needed.tsx holds the same). */
export const HELD_PRESS_TARGETS = 'button, a, [role], input, summary';

/**
 * The key positions of the tab shortcuts (Ctrl alone with a digit, a bracket or E; key-matchers.ts
 * reads the same keys), the keys the boot script holds.
 */
export const HELD_KEY_CODES: readonly string[] = [
  ...Array.from({ length: 10 }, (_, digit) => `Digit${digit}`),
  ...Array.from({ length: 10 }, (_, digit) => `Numpad${digit}`),
  'BracketLeft',
  'BracketRight',
  'KeyE',
];

type HeldKeysWindow = Record<typeof HELD_KEYS_GLOBAL, KeyboardEvent[] | undefined> & Record<typeof HELD_PRESSES_GLOBAL, HTMLElement[] | undefined>;

const isEnter = (event: KeyboardEvent) => event.key === 'Enter';

/**
 * Stops the holding and runs the held keys, in order, as if pressed now: called once the shortcuts
 * they are for are registered (the tabs bar's). An Enter held in the query box stays for the box
 * to take (takeHeldEnter), which may be hydrated after the tabs.
 */
export function replayHeldKeys(): void {
  const held = (window as unknown as HeldKeysWindow)[HELD_KEYS_GLOBAL] ?? [];
  // A new list: the boot script holds keys only while the list is its own.
  (window as unknown as HeldKeysWindow)[HELD_KEYS_GLOBAL] = held.filter(isEnter);
  const apple = isApplePlatform();
  for (const event of held) if (!isEnter(event)) handleShortcut(event, apple, { held: true });
}

/**
 * Whether an Enter was held in the query box, taken out of the held keys: the box, once hydrated,
 * sends what was typed into it (later Enters it takes itself).
 */
export function takeHeldEnter(): boolean {
  const held = (window as unknown as HeldKeysWindow)[HELD_KEYS_GLOBAL];
  if (!held) return false;
  const others = held.filter((event) => !isEnter(event));
  const taken = others.length < held.length;
  held.splice(0, held.length, ...others);
  return taken;
}

/**
 * Stops holding presses and makes the held ones again, in order: called once the page is hydrated.
 * A press on a part still waiting for its code is held again there, until that part is hydrated.
 */
export function replayHeldPresses(): void {
  const held = (window as unknown as HeldKeysWindow)[HELD_PRESSES_GLOBAL];
  (window as unknown as HeldKeysWindow)[HELD_PRESSES_GLOBAL] = undefined;
  for (const target of held ?? []) if (target.isConnected) target.click();
}
