/** What index.html's prerendered shell was rendered with: the default persona and its tab titles. */
export interface ShellFacts {
  /** The media queries that pick the shell's variant (ui/shell-media.ts). */
  narrowQuery: string;
  mobileQuery: string;
  /** Storage keys of the tab state and the selected persona. */
  tabsKey: string;
  personaKey: string;
  persona: string;
  titles: readonly string[];
  /** The tab shortcuts' keys, held for the page until its script has started (lib/held-keys.ts). */
  heldKeyCodes: readonly string[];
  heldKeysGlobal: string;
  /** The presses on the shell's controls, held the same way. */
  heldPressesGlobal: string;
  heldPressTargets: string;
}

/**
 * Puts the prerendered shell on the page before its first paint: the variant for this screen
 * (narrow, mobile or wide, each a <template> of index.html), marked on <html> as
 * `data-shell-media` so that hydration renders the same. When the page will start with the
 * person's own persona, tabs or address rather than the shell's (the default persona on its first
 * tab), <html> gets `data-shell="own"`: those parts stay hidden until the page has rendered them.
 * It is inlined as text into index.html after the templates (vite-prerender.ts at the root), so it must stay
 * self-contained: no imports, no closures.
 */
export function startShell(facts: ShellFacts): void {
  const html = document.documentElement;
  const media = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const variant = media(facts.narrowQuery) ? 'narrow' : media(facts.mobileQuery) ? 'mobile' : 'wide';
  html.dataset.shellMedia = variant;
  let own = false;
  try {
    const lower = (text: string) => text.toLowerCase();
    const path = location.pathname.split('/').filter(Boolean).map((segment) => lower(decodeURIComponent(segment)));
    if (path.length > 2 || (path.length > 0 && path[0] !== lower(facts.persona)) || (path.length > 1 && path[1] !== lower(facts.titles[0] ?? ''))) own = true;
    const persona = window.localStorage.getItem(facts.personaKey);
    if (persona !== null && JSON.parse(persona) !== facts.persona) own = true;
    const tabs = window.localStorage.getItem(facts.tabsKey);
    if (tabs !== null) {
      const state = JSON.parse(tabs) as { activeTabIndex?: unknown; initialTabs: Record<string, { title: unknown }[]> };
      const titles = state.initialTabs[facts.persona]?.map((tab) => tab.title) ?? [];
      if ((state.activeTabIndex ?? 0) !== 0 || titles.join('\n') !== facts.titles.join('\n')) own = true;
    }
  } catch {
    // Something stored that only the page can read (an older shape, a damaged value): its own.
    own = true;
  }
  if (own) html.dataset.shell = 'own';
  // Ctrl + 1…9 would switch the browser's own tab meanwhile, and an Enter in the query box would
  // send nothing: such keys are kept from the browser and held, until the page takes them.
  const held: KeyboardEvent[] = [];
  const holder = window as unknown as Record<string, KeyboardEvent[] | undefined>;
  holder[facts.heldKeysGlobal] = held;
  // lib/key-matchers.ts's ctrlOnly, restated: this script can import nothing.
  const ctrlAlone = (event: KeyboardEvent) => event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
  window.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (holder[facts.heldKeysGlobal] !== held) return;
      // lib/key-matchers.ts's isSubmitEnter, restated, in the shell's one text box (the query box).
      const submit = event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229 && event.target === document.querySelector('#root textarea');
      if (!submit && (!ctrlAlone(event) || !facts.heldKeyCodes.includes(event.code))) return;
      event.preventDefault();
      held.push(event);
    },
    { capture: true },
  );
  // A press on the shell would reach no handler (and Submit would send the form to the server as
  // an address): it is held too, and made again once the page is hydrated.
  const pressed: HTMLElement[] = [];
  const pressHolder = window as unknown as Record<string, HTMLElement[] | undefined>;
  pressHolder[facts.heldPressesGlobal] = pressed;
  window.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (pressHolder[facts.heldPressesGlobal] !== pressed || !(event.target instanceof Element)) return;
      const target = event.target.closest<HTMLElement>(facts.heldPressTargets);
      if (!target?.closest('#root')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pressed.push(target);
    },
    { capture: true },
  );
  const shell = document.getElementById(`shell-${variant}`);
  if (shell instanceof HTMLTemplateElement) document.getElementById('root')?.replaceChildren(shell.content.cloneNode(true));
}
