import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../shared/config/app-config';
import { MESSAGES } from '../shared/config/messages';
import { seedTabStore } from '../../tests/unit/seed-tab-store';
import { handleShortcut, registerShortcuts } from './lib/shortcut-registry';
import { PERSONA_SHORTCUTS } from './personas/persona-feedback';
import { PERSONA_LABELS } from './personas/persona-labels';
import { tabsOf } from './state/tab-lookups';
import { useTabStore } from './state/tab-store';
import { TAB_SHORTCUTS } from './tabs/tab-shortcuts';
import { showSuccess } from './ui/toast';

vi.mock('./ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

/** Ctrl+Z as the page's one listener sees it; returns whether the page took it. */
function undo(): boolean {
  const event = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true });
  handleShortcut(event, false);
  return event.defaultPrevented;
}

const personaNames = () => Object.keys(useTabStore.getState().personas);
const titles = (persona: string) => tabsOf(useTabStore.getState().personas, persona)?.map((tab) => tab.title);
let unregister: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  seedTabStore({ write: [{ title: 'A', instruction: '' }, { title: 'B', instruction: '' }], Chat: [{ title: 'C', instruction: '' }], last: [{ title: 'D', instruction: '' }] });
  unregister = [registerShortcuts(TAB_SHORTCUTS), registerShortcuts(PERSONA_SHORTCUTS)];
});

afterEach(() => {
  for (const stop of unregister) stop();
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** DESIGN.md, The second minute: Ctrl/Cmd+Z undoes a persona's deletion too, after SPEC.md's tab removal. */
describe('Ctrl+Z outside text fields', () => {
  it('puts a deleted persona back at its place, selected again, while its undo window is open', () => {
    useTabStore.getState().selectPersona('Chat');
    useTabStore.getState().deletePersona('Chat');
    expect(personaNames()).toEqual(['write', 'last']);
    expect(undo()).toBe(true);
    expect(personaNames()).toEqual(['write', 'Chat', 'last']);
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    expect(showSuccess).toHaveBeenLastCalledWith(PERSONA_LABELS.restored('Chat'));
    // Once undone, nothing is left to undo: the key keeps its usual meaning.
    expect(undo()).toBe(false);
  });

  it('leaves a deletion alone once its window has closed', () => {
    useTabStore.getState().deletePersona('Chat');
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(undo()).toBe(false);
    expect(personaNames()).toEqual(['write', 'last']);
  });

  it('puts a removed tab back first, as SPEC.md says, and the deleted persona with the next press', () => {
    useTabStore.getState().removeTab(1);
    useTabStore.getState().deletePersona('Chat');
    expect(undo()).toBe(true);
    expect(titles('write')).toEqual(['A', 'B']);
    expect(showSuccess).toHaveBeenLastCalledWith(MESSAGES.tabRestored);
    expect(personaNames()).toEqual(['write', 'last']);
    expect(undo()).toBe(true);
    expect(personaNames()).toEqual(['write', 'Chat', 'last']);
  });
});
