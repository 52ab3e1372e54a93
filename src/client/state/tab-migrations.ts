/**
 * Versions of the stored tab manager value (key `tabManagerState`). Each release that changes the
 * shape bumps TAB_STATE_VERSION and adds the step from the version before, so a value stored by any
 * earlier build still loads. Version 0 is the original app's persist wrapper `{ state, version: 0 }`;
 * version 1 is `{ version, initialTabs, activeTabIndex }` with tabs `{ title, query }`; version 2
 * gives each tab `showChanges`; version 3 lets a tab carry `fieldValues` (DESIGN.md, Fields in a
 * mode's instruction), by field name.
 */
export const TAB_STATE_VERSION = 3;

type StoredValue = Record<string, unknown>;

const isRecord = (value: unknown): value is StoredValue => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Step n turns a value stored at version n into version n + 1. */
const MIGRATIONS: Record<number, (value: StoredValue) => StoredValue> = {
  0: (value) => (isRecord(value.state) ? value.state : value),
  // Tabs stored before the changes view open their replies as replies.
  1: (value) => ({ ...value, initialTabs: everyTab(value.initialTabs, (tab) => ({ ...tab, showChanges: false })) }),
  // Tabs stored before fields had no values: each field starts at its default (a choice's first
  // option, an empty free field). A `{{…}}` typed before then reads as a field from now on.
  2: (value) => ({ ...value, initialTabs: everyTab(value.initialTabs, ({ fieldValues: _none, ...tab }) => tab) }),
};

/** Every stored tab changed by `change`; anything that is not a tab list is left for the salvage to judge. */
function everyTab(personas: unknown, change: (tab: StoredValue) => StoredValue): unknown {
  if (!isRecord(personas)) return personas;
  const lists = Object.entries(personas).map(([name, tabs]) => [
    name,
    Array.isArray(tabs) ? tabs.map((tab: unknown) => (isRecord(tab) ? change(tab) : tab)) : tabs,
  ]);
  return Object.fromEntries(lists);
}

/** The stored version; a missing or unreadable one is the original app's (0). */
function versionOf(value: StoredValue): number {
  const { version } = value;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/**
 * The stored value in the current shape. A value from a newer build (a version this one does not
 * know) is read as the current shape: the salvage that follows keeps whatever this build understands.
 */
export function migrateTabState(raw: unknown): { initialTabs?: unknown; activeTabIndex?: unknown } {
  if (!isRecord(raw)) return {};
  let value = raw;
  for (let version = versionOf(raw); version < TAB_STATE_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (step) value = step(value);
  }
  return { initialTabs: value.initialTabs, activeTabIndex: value.activeTabIndex };
}
