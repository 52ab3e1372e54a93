import { create } from 'zustand';
import { DEFAULT_ACTIVE_TAB_INDEX, DEFAULT_PERSONA, PERSONA_SELECT_DELAY_MS, UNDO_WINDOW_MS } from '../../shared/config/app-config';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { defaultPersonaOnly } from './preset-slots';
import { keepUnchangedTabs } from './unchanged-tabs';
import { addPersona, deletePersona, renamePersona, renameRemoved, restorePersona, type DeletedPersona } from './persona-operations';
import { selectActiveTab, type TabsData } from './tab-lookups';
import * as ops from './tab-operations';

export type TabDialog = 'add' | 'edit';
export type PersonaDialog = { mode: 'add' } | { mode: 'rename' | 'delete'; persona: string };

export interface TabState extends TabsData {
  tabDialog: TabDialog | null;
  personaDialog: PersonaDialog | null;
  /** The last removed tab while Ctrl/Cmd+Z can still put it back. */
  pendingUndo: ops.RemovedTab | null;
  /** The last deleted persona while Ctrl/Cmd+Z or its toast's Undo can still put it back. */
  pendingRestore: DeletedPersona | null;
}

/**
 * The store's actions apply the pure operations and report their outcome; the features that call
 * them tell the person (SPEC.md's alerts and toasts) from that outcome.
 */
export interface TabActions {
  /** Replaces the data wholesale: restoring from storage. */
  hydrate(data: TabsData): void;
  selectTab(index: number): void;
  selectPersona(name: string): boolean;
  applyRoute(persona: string | undefined, tabTitle: string | undefined): void;
  /** Opens the add dialog unless the tab limit is reached. */
  openAddTab(): ops.Outcome | { ok: true };
  openEditTab(): void;
  closeTabDialog(): void;
  addTab(tab: Tab): ops.Outcome;
  updateTab(index: number, tab: Tab): ops.Outcome;
  removeTab(index: number): ops.Outcome;
  /** Puts back the last removed tab while the undo window is open; null when there is none. */
  undoRemove(): ops.Outcome | null;
  moveTab(from: number, to: number): void;
  openPersonaDialog(dialog: PersonaDialog): void;
  closePersonaDialog(): void;
  /** Adds the persona and selects it after PERSONA_SELECT_DELAY_MS (SPEC.md section 4). */
  addPersona(name: string): ops.Outcome<{ name: string }>;
  renamePersona(from: string, to: string): ops.Outcome<{ name: string }>;
  deletePersona(name: string): ops.Outcome<{ deleted: DeletedPersona }>;
  /** Puts back the last deleted persona while its undo window is open; null when there is none. */
  undoDeletePersona(): { name: string; outcome: ops.Outcome } | null;
  /**
   * Takes personas merged by an import (only appended or replaced modes, and new personas), then
   * selects `select` when given; the active tab stays valid because no mode before it moved.
   */
  importPersonas(personas: PersonaTabs, select?: string): void;
}

export type TabStore = TabState & TabActions;

/** True while a tab or persona dialog is open: page shortcuts stand aside then. */
export function selectDialogOpen(state: TabState): boolean {
  return state.tabDialog !== null || state.personaDialog !== null;
}

/** Before storage is read: the default persona, whose tabs need no preset data. */
function defaultTabsData(): TabsData {
  return { personas: defaultPersonaOnly(), selectedPersona: DEFAULT_PERSONA, activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX };
}

// Timers live outside the state: they are not data, and tests drive them with fake timers.
let undoTimer: ReturnType<typeof setTimeout> | undefined;
let restoreTimer: ReturnType<typeof setTimeout> | undefined;
let personaSelectTimer: ReturnType<typeof setTimeout> | undefined;

const dataOf = (state: TabState): TabsData => ({
  personas: state.personas,
  selectedPersona: state.selectedPersona,
  activeTabIndex: state.activeTabIndex,
});

export const useTabStore = create<TabStore>()((set, get) => {
  /** Applies an outcome's data (closing the tab dialog when asked) and returns the outcome. */
  const commit = <T extends ops.Outcome<object>>(outcome: T, extra: Partial<TabState> = {}): T => {
    if (outcome.ok) set({ ...outcome.data, ...extra });
    return outcome;
  };

  return {
    ...defaultTabsData(),
    tabDialog: null,
    personaDialog: null,
    pendingUndo: null,
    pendingRestore: null,

    hydrate(data) {
      clearTimeout(undoTimer);
      clearTimeout(restoreTimer);
      clearTimeout(personaSelectTimer);
      const personas = keepUnchangedTabs(get().personas, data.personas);
      set({ ...data, personas, tabDialog: null, personaDialog: null, pendingUndo: null, pendingRestore: null });
    },
    selectTab: (index) => set(ops.selectTab(dataOf(get()), index)),
    selectPersona: (name) => commit(ops.selectPersona(dataOf(get()), name)).ok,
    applyRoute: (persona, tabTitle) => set(ops.applyRoute(dataOf(get()), persona, tabTitle)),

    openAddTab() {
      if (get().tabDialog) return { ok: true };
      if (!ops.canAddTab(dataOf(get()))) return { ok: false, refusal: 'limit' };
      set({ tabDialog: 'add' });
      return { ok: true };
    },
    openEditTab() {
      if (!get().tabDialog && selectActiveTab(get())) set({ tabDialog: 'edit' });
    },
    closeTabDialog: () => set({ tabDialog: null }),
    addTab: (tab) => commit(ops.addTab(dataOf(get()), tab), { tabDialog: null }),
    updateTab: (index, tab) => commit(ops.updateTab(dataOf(get()), index, tab), { tabDialog: null }),

    removeTab(index) {
      const outcome = ops.removeTab(dataOf(get()), index);
      if (!outcome.ok) return outcome;
      set({ ...outcome.data, pendingUndo: outcome.removed });
      clearTimeout(undoTimer);
      undoTimer = setTimeout(() => set({ pendingUndo: null }), UNDO_WINDOW_MS);
      return outcome;
    },

    undoRemove() {
      const { pendingUndo } = get();
      if (!pendingUndo) return null;
      clearTimeout(undoTimer);
      set({ pendingUndo: null });
      return commit(ops.restoreTab(dataOf(get()), pendingUndo));
    },

    moveTab: (from, to) => set(ops.moveTab(dataOf(get()), from, to)),
    openPersonaDialog: (dialog) => set({ personaDialog: dialog }),
    closePersonaDialog: () => set({ personaDialog: null }),

    addPersona(input) {
      const outcome = commit(addPersona(dataOf(get()), input), { personaDialog: null });
      if (outcome.ok) {
        clearTimeout(personaSelectTimer);
        personaSelectTimer = setTimeout(() => get().selectPersona(outcome.name), PERSONA_SELECT_DELAY_MS);
      }
      return outcome;
    },

    renamePersona(from, input) {
      const outcome = renamePersona(dataOf(get()), from, input);
      if (outcome.ok) set({ ...outcome.data, personaDialog: null, pendingUndo: renameRemoved(get().pendingUndo, from, outcome.name) });
      return outcome;
    },

    deletePersona(name) {
      const pendingUndo = get().pendingUndo?.persona === name ? null : get().pendingUndo;
      const outcome = commit(deletePersona(dataOf(get()), name), { personaDialog: null, pendingUndo });
      if (outcome.ok) {
        set({ pendingRestore: outcome.deleted });
        clearTimeout(restoreTimer);
        restoreTimer = setTimeout(() => set({ pendingRestore: null }), UNDO_WINDOW_MS);
      }
      return outcome;
    },
    undoDeletePersona() {
      const { pendingRestore } = get();
      if (!pendingRestore) return null;
      clearTimeout(restoreTimer);
      set({ pendingRestore: null });
      return { name: pendingRestore.name, outcome: commit(restorePersona(dataOf(get()), pendingRestore)) };
    },

    importPersonas(personas, select) {
      set({ personas });
      if (select !== undefined && select !== get().selectedPersona) get().selectPersona(select);
    },
  };
});
