import type { PersonaTabs, Tab } from '../../shared/tab';

function sameValues(a: Readonly<Record<string, string>> = {}, b: Readonly<Record<string, string>> = {}): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

const sameTab = (a: Tab, b: Tab) =>
  a.title === b.title && a.instruction === b.instruction && (a.showChanges ?? false) === (b.showChanges ?? false) && sameValues(a.fieldValues, b.fieldValues);

const sameTabs = (a: readonly Tab[], b: readonly Tab[]) => a.length === b.length && a.every((tab, i) => b[i] !== undefined && sameTab(tab, b[i]));

/**
 * `next`, holding `current`'s own tab lists wherever they say the same (and `current` itself when
 * all do): a part reading them renders again only for what changed. Why: the stored tabs are
 * restored as copies, and React, hydrating the shell with the store's first state, renders every
 * part again whose value is not that very object: on a first visit, the whole tabs bar, for
 * nothing, in the first long task after the page's start on a phone.
 */
export function keepUnchangedTabs(current: PersonaTabs, next: PersonaTabs): PersonaTabs {
  const own = (name: string) => (Object.hasOwn(current, name) ? current[name] : undefined);
  const kept: PersonaTabs = Object.fromEntries(
    Object.entries(next).map(([name, tabs]) => {
      const old = own(name);
      return [name, old && sameTabs(old, tabs) ? old : tabs];
    }),
  );
  const names = Object.keys(kept);
  const currentNames = Object.keys(current);
  const unchanged = names.length === currentNames.length && names.every((name, i) => currentNames[i] === name && kept[name] === own(name));
  return unchanged ? current : kept;
}
