import { create } from 'zustand';
import {
  DEFAULT_ACTIVE_TAB_INDEX,
  MAX_TABS,
  PERSONA_SELECT_DELAY_MS,
  REMOVE_TOAST_MS,
  UNDO_WINDOW_MS,
} from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { NEW_PERSONA_TAB } from '../../shared/config/new-tab';
import { sanitiseName, titleKey } from '../../shared/sanitise-name';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { showError, showSuccess } from '../ui/toast';
import { isValidTabIndex, loadTabState, personaKey, saveTabState } from './tab-persistence';

export type TabDialog = 'add' | 'edit';
export type PersonaDialog = { mode: 'add' } | { mode: 'rename'; persona: string };

/** A removed tab that Ctrl/Cmd+Z can still put back. */
export interface PendingUndo {
  persona: string;
  index: number;
  tab: Tab;
}

/** Outcome of a tab or persona edit; the dialogs show inline errors for the refusals. */
export type EditResult = 'ok' | 'empty' | 'duplicate' | 'limit' | 'not-found';

export interface TabState {
  initialTabs: PersonaTabs;
  activeTabIndex: number;
  selectedPersona: string;
  tabDialog: TabDialog | null;
  personaDialog: PersonaDialog | null;
  pendingUndo: PendingUndo | null;
}

export interface TabActions {
  selectTab(index: number): void;
  /** Changes only to an existing persona; the first tab becomes active. */
  selectPersona(name: string): boolean;
  /** SPEC.md section 2, on load: the URL's persona and tab where they exist. */
  applyRoute(persona: string | undefined, tabTitle: string | undefined): void;
  openAddTab(): void;
  openEditTab(): void;
  closeTabDialog(): void;
  addTab(tab: Tab): EditResult;
  updateTab(index: number, tab: Tab): EditResult;
  removeTab(index: number): void;
  /** Puts back the last removed tab while the undo window is open; false when there is none. */
  undoRemove(): boolean;
  moveTab(from: number, to: number): void;
  openPersonaDialog(dialog: PersonaDialog): void;
  closePersonaDialog(): void;
  addPersona(name: string): EditResult;
  renamePersona(from: string, to: string): EditResult;
}

export function selectActiveTab(state: TabState): Tab | undefined {
  return selectTabs(state)[state.activeTabIndex];
}

const NO_TABS: readonly Tab[] = [];

/** The selected persona's tabs (own keys only: a persona may be called 'constructor'). */
export function selectTabs(state: TabState): readonly Tab[] {
  return tabsOf(state.initialTabs, state.selectedPersona) ?? NO_TABS;
}

function tabsOf(personas: PersonaTabs, name: string): Tab[] | undefined {
  return Object.hasOwn(personas, name) ? personas[name] : undefined;
}

/** The existing persona that `name` names, compared in sanitised form. */
export function findPersona(personas: PersonaTabs, name: string): string | undefined {
  if (Object.hasOwn(personas, name)) return name;
  const key = personaKey(name);
  return Object.keys(personas).find((existing) => personaKey(existing) === key);
}

/** Index of the tab titled `title` (case-insensitive, normalised), ignoring the tab at `except`. */
function findTabIndex(tabs: readonly Tab[], title: string, except = -1): number {
  const key = titleKey(title);
  return tabs.findIndex((tab, i) => i !== except && titleKey(tab.title) === key);
}

function cleanTab(tab: Tab): Tab {
  return { title: tab.title.trim().replace(/\s+/g, ' '), query: tab.query.trim() };
}

// Timers live outside the state: they are not data, and tests drive them with fake timers.
let undoTimer: ReturnType<typeof setTimeout> | undefined;
let personaSelectTimer: ReturnType<typeof setTimeout> | undefined;

export const useTabStore = create<TabState & TabActions>()((set, get) => {
  const withTabs = (persona: string, tabs: Tab[], activeTabIndex: number): Partial<TabState> => ({
    initialTabs: { ...get().initialTabs, [persona]: tabs },
    activeTabIndex,
  });

  return {
    ...loadTabState(),
    tabDialog: null,
    personaDialog: null,
    pendingUndo: null,

    selectTab(index) {
      if (isValidTabIndex(index, selectTabs(get()))) set({ activeTabIndex: index });
    },

    selectPersona(name) {
      if (!tabsOf(get().initialTabs, name)) return false;
      set({ selectedPersona: name, activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX });
      return true;
    },

    applyRoute(persona, tabTitle) {
      const { initialTabs } = get();
      const name = persona === undefined ? undefined : findPersona(initialTabs, persona);
      if (name === undefined) return; // Unknown persona: the stored (or default) selection stays.
      const index = tabTitle === undefined ? -1 : findTabIndex(tabsOf(initialTabs, name) ?? [], tabTitle);
      set({ selectedPersona: name, activeTabIndex: index >= 0 ? index : DEFAULT_ACTIVE_TAB_INDEX });
    },

    openAddTab() {
      if (get().tabDialog) return;
      if (selectTabs(get()).length >= MAX_TABS) {
        window.alert(MESSAGES.tabLimit);
        return;
      }
      set({ tabDialog: 'add' });
    },

    openEditTab() {
      if (!get().tabDialog && selectActiveTab(get())) set({ tabDialog: 'edit' });
    },

    closeTabDialog() {
      set({ tabDialog: null });
    },

    addTab(input) {
      const tab = cleanTab(input);
      const state = get();
      const tabs = selectTabs(state);
      if (tab.title === '') return 'empty';
      if (tabs.length >= MAX_TABS) {
        window.alert(MESSAGES.tabLimit);
        return 'limit';
      }
      if (findTabIndex(tabs, tab.title) >= 0) return 'duplicate';
      set({ ...withTabs(state.selectedPersona, [...tabs, tab], tabs.length), tabDialog: null });
      showSuccess(MESSAGES.tabAdded);
      return 'ok';
    },

    updateTab(index, input) {
      const tab = cleanTab(input);
      const state = get();
      const tabs = selectTabs(state);
      if (!isValidTabIndex(index, tabs)) {
        showError(MESSAGES.tabNotFound);
        return 'not-found';
      }
      if (tab.title === '') return 'empty';
      if (findTabIndex(tabs, tab.title, index) >= 0) return 'duplicate';
      set({ ...withTabs(state.selectedPersona, tabs.with(index, tab), index), tabDialog: null });
      showSuccess(MESSAGES.tabUpdated);
      return 'ok';
    },

    removeTab(index) {
      const state = get();
      const tabs = selectTabs(state);
      const removed = tabs[index];
      if (!removed) return;
      if (tabs.length <= 1) {
        window.alert(MESSAGES.cantRemoveLastTab);
        return;
      }
      const active = state.activeTabIndex;
      // The removed active tab hands over to the one before it; tabs after a removed one move left.
      const nextActive = index < active || (index === active && active > 0) ? active - 1 : active;
      set({
        ...withTabs(state.selectedPersona, tabs.toSpliced(index, 1), nextActive),
        pendingUndo: { persona: state.selectedPersona, index, tab: removed },
      });
      clearTimeout(undoTimer);
      undoTimer = setTimeout(() => set({ pendingUndo: null }), UNDO_WINDOW_MS);
      showSuccess(MESSAGES.tabRemoved, REMOVE_TOAST_MS);
    },

    undoRemove() {
      const { pendingUndo, initialTabs } = get();
      if (!pendingUndo) return false;
      clearTimeout(undoTimer);
      set({ pendingUndo: null });
      const tabs = tabsOf(initialTabs, pendingUndo.persona);
      if (!tabs) return true;
      if (tabs.length >= MAX_TABS) {
        window.alert(MESSAGES.tabLimit);
        return true;
      }
      if (findTabIndex(tabs, pendingUndo.tab.title) >= 0) return true; // A tab took its title meanwhile.
      const index = Math.min(pendingUndo.index, tabs.length);
      set({
        ...withTabs(pendingUndo.persona, tabs.toSpliced(index, 0, pendingUndo.tab), index),
        selectedPersona: pendingUndo.persona,
      });
      showSuccess(MESSAGES.tabRestored);
      return true;
    },

    moveTab(from, to) {
      const state = get();
      const tabs = selectTabs(state);
      const moved = tabs[from];
      if (from === to || !moved || !isValidTabIndex(to, tabs)) return;
      const reordered = tabs.toSpliced(from, 1).toSpliced(to, 0, moved);
      // The active tab stays active wherever it ends up.
      const activeTitle = tabs[state.activeTabIndex]?.title ?? '';
      set(withTabs(state.selectedPersona, reordered, Math.max(0, findTabIndex(reordered, activeTitle))));
    },

    openPersonaDialog(dialog) {
      set({ personaDialog: dialog });
    },

    closePersonaDialog() {
      set({ personaDialog: null });
    },

    addPersona(input) {
      const { initialTabs } = get();
      const name = sanitiseName(input);
      if (name === '') return 'empty';
      if (findPersona(initialTabs, name) !== undefined) {
        showError(MESSAGES.personaExists(name));
        return 'duplicate';
      }
      set({ initialTabs: { ...initialTabs, [name]: [{ ...NEW_PERSONA_TAB }] }, personaDialog: null });
      showSuccess(MESSAGES.personaAdded(name));
      clearTimeout(personaSelectTimer);
      personaSelectTimer = setTimeout(() => get().selectPersona(name), PERSONA_SELECT_DELAY_MS);
      return 'ok';
    },

    renamePersona(from, input) {
      const { initialTabs, selectedPersona, pendingUndo } = get();
      const to = sanitiseName(input);
      if (!tabsOf(initialTabs, from)) return 'not-found';
      if (to === '') return 'empty';
      const clash = findPersona(initialTabs, to);
      if (clash !== undefined && clash !== from) return 'duplicate';
      // Rebuilt in order so the renamed persona keeps its place in the menu.
      const renamed = Object.fromEntries(Object.entries(initialTabs).map(([name, tabs]) => [name === from ? to : name, tabs]));
      set({
        initialTabs: renamed,
        selectedPersona: selectedPersona === from ? to : selectedPersona,
        pendingUndo: pendingUndo?.persona === from ? { ...pendingUndo, persona: to } : pendingUndo,
        personaDialog: null,
      });
      return 'ok';
    },
  };
});

// What was restored is written back at once, so a damaged stored value does not outlive this load.
saveTabState(useTabStore.getState());

/** Every change of the saved part is written at once (SPEC.md section 3 keys). */
useTabStore.subscribe((state, previous) => {
  if (
    state.initialTabs !== previous.initialTabs ||
    state.activeTabIndex !== previous.activeTabIndex ||
    state.selectedPersona !== previous.selectedPersona
  ) {
    saveTabState(state);
  }
});

/** Restores the store from storage, for tests and for a fresh start; pending timers are dropped. */
export function reloadTabStore(): void {
  clearTimeout(undoTimer);
  clearTimeout(personaSelectTimer);
  useTabStore.setState({ ...loadTabState(), tabDialog: null, personaDialog: null, pendingUndo: null });
}
