import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TABS } from '../../shared/config/app-config';
import { NEW_PERSONA_TAB } from '../../shared/config/new-tab';
import type { Tab } from '../../shared/tab';
import { addPersona, deletePersona, renamePersona, restorePersona } from './persona-operations';
import { selectActiveTab, selectTabs, type TabsData } from './tab-lookups';
import { addTab, applyRoute, moveTab, removeTab, restoreTab, selectPersona, selectTab, updateTab, type Outcome } from './tab-operations';

const tab = (title: string): Tab => ({ title, instruction: `${title} instruction` });
const DATA: TabsData = {
  personas: { write: [tab('One'), tab('Two'), tab('Three')], Chat: [tab('Talk')] },
  selectedPersona: 'write',
  activeTabIndex: 0,
};
const titles = (data: TabsData) => selectTabs(data).map((t) => t.title);

function ok(outcome: Outcome): TabsData {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.data;
}

describe('selecting', () => {
  it('activates a tab by index and ignores an index out of range', () => {
    expect(selectActiveTab(selectTab(DATA, 2))?.title).toBe('Three');
    expect(selectTab(DATA, 3)).toBe(DATA);
    expect(selectTab(DATA, -1)).toBe(DATA);
  });

  it('changes only to an existing persona, whose first tab becomes active', () => {
    expect(selectPersona(DATA, 'nobody')).toEqual({ ok: false, refusal: 'not-found' });
    expect(ok(selectPersona(selectTab(DATA, 2), 'Chat'))).toMatchObject({ selectedPersona: 'Chat', activeTabIndex: 0 });
  });

  it('applies the URL where persona and title exist, case-insensitively, and ignores an unknown persona', () => {
    expect(applyRoute(DATA, 'chat', undefined)).toMatchObject({ selectedPersona: 'Chat', activeTabIndex: 0 });
    expect(applyRoute(DATA, 'write', '  three ')).toMatchObject({ activeTabIndex: 2 });
    expect(applyRoute(selectTab(DATA, 1), 'write', 'nope')).toMatchObject({ activeTabIndex: 0 });
    expect(applyRoute(selectTab(DATA, 2), 'nobody', 'One')).toMatchObject({ selectedPersona: 'write', activeTabIndex: 2 });
  });
});

describe('adding and updating', () => {
  it('appends a cleaned tab and makes it active', () => {
    const data = ok(addTab(DATA, { title: '  New   one ', instruction: ' Do it. ' }));
    expect(titles(data)).toEqual(['One', 'Two', 'Three', 'New one']);
    expect(selectActiveTab(data)).toEqual({ title: 'New one', instruction: 'Do it.' });
  });

  it('refuses an empty title, a title the persona has in any case, and a full persona', () => {
    expect(addTab(DATA, tab('   '))).toEqual({ ok: false, refusal: 'empty' });
    expect(addTab(DATA, tab('tWO'))).toEqual({ ok: false, refusal: 'duplicate' });
    const full = { ...DATA, personas: { write: Array.from({ length: MAX_TABS }, (_, i) => tab(`T${i}`)) } };
    expect(addTab(full, tab('More'))).toEqual({ ok: false, refusal: 'limit' });
  });

  it('replaces a tab, may keep its own title in another case, and refuses another tab’s title or a missing tab', () => {
    expect(selectTabs(ok(updateTab(DATA, 1, tab('Second'))))[1]).toEqual(tab('Second'));
    expect(updateTab(DATA, 0, tab('ONE')).ok).toBe(true);
    expect(updateTab(DATA, 0, tab('three'))).toEqual({ ok: false, refusal: 'duplicate' });
    expect(updateTab(DATA, 7, tab('X'))).toEqual({ ok: false, refusal: 'not-found' });
  });
});

describe('removing and restoring', () => {
  it('refuses to remove the last tab', () => {
    expect(removeTab({ ...DATA, selectedPersona: 'Chat' }, 0)).toEqual({ ok: false, refusal: 'last-tab' });
  });

  it.each([
    { active: 2, removed: 2, expected: 1, why: 'the active tab hands over to the previous one' },
    { active: 0, removed: 0, expected: 0, why: 'the first active tab hands over to the new first' },
    { active: 2, removed: 0, expected: 1, why: 'a tab before the active one shifts it left' },
    { active: 0, removed: 2, expected: 0, why: 'a tab after the active one changes nothing' },
  ])('keeps the right tab active: $why', ({ active, removed, expected }) => {
    expect(ok(removeTab(selectTab(DATA, active), removed)).activeTabIndex).toBe(expected);
  });

  it('restores into the persona it came from, even renamed since, unless its title was taken', () => {
    const removal = removeTab(DATA, 0);
    if (!removal.ok) throw new Error('refused');
    const renamed = renamePersona(removal.data, 'write', 'prose');
    if (!renamed.ok) throw new Error('refused');
    const restored = ok(restoreTab({ ...renamed.data, selectedPersona: 'Chat' }, { ...removal.removed, persona: 'prose' }));
    expect(restored.selectedPersona).toBe('prose');
    expect(titles(restored)).toEqual(['One', 'Two', 'Three']);
    const taken = ok(addTab(removal.data, tab('one')));
    expect(restoreTab(taken, removal.removed)).toEqual({ ok: false, refusal: 'duplicate' });
  });

  it('gives back exactly what there was: remove then restore, for any tab and active index', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[A-Za-z][a-z0-9]{0,8}$/), { minLength: 2, maxLength: MAX_TABS, selector: (s) => s.toLowerCase() });
    fc.assert(
      fc.property(names, fc.nat(), fc.nat(), (list, a, r) => {
        const data: TabsData = { personas: { p: list.map(tab) }, selectedPersona: 'p', activeTabIndex: a % list.length };
        const removal = removeTab(data, r % list.length);
        if (!removal.ok) return false;
        const restored = ok(restoreTab(removal.data, removal.removed));
        expect(restored.personas).toEqual(data.personas);
        expect(restored.activeTabIndex).toBe(r % list.length);
        return true;
      }),
    );
  });
});

describe('moving', () => {
  it('moves a tab to the drop position and keeps the active tab active', () => {
    const moved = moveTab(selectTab(DATA, 1), 0, 2);
    expect(titles(moved)).toEqual(['Two', 'Three', 'One']);
    expect(selectActiveTab(moved)?.title).toBe('Two');
  });

  it('does nothing when dropped on itself or out of range', () => {
    expect(moveTab(DATA, 1, 1)).toBe(DATA);
    expect(moveTab(DATA, 1, 9)).toBe(DATA);
  });

  it('keeps every tab and the active one, for any move', () => {
    fc.assert(
      fc.property(fc.nat(2), fc.nat(2), fc.nat(2), (active, from, to) => {
        const moved = moveTab(selectTab(DATA, active), from, to);
        expect([...titles(moved)].sort()).toEqual([...titles(DATA)].sort());
        expect(selectActiveTab(moved)?.title).toBe(selectActiveTab(selectTab(DATA, active))?.title);
      }),
    );
  });
});

describe('personas', () => {
  it('adds a sanitised persona with the new tab, without selecting it', () => {
    const outcome = addPersona(DATA, '  My--Poems! ');
    expect(outcome).toMatchObject({ ok: true, name: 'my-poems' });
    if (!outcome.ok) return;
    expect(outcome.data.personas['my-poems']).toEqual([NEW_PERSONA_TAB]);
    expect(outcome.data.selectedPersona).toBe('write');
  });

  it('refuses an empty name and one that exists after sanitising', () => {
    expect(addPersona(DATA, '!!')).toEqual({ ok: false, refusal: 'empty' });
    expect(addPersona(DATA, 'chat')).toEqual({ ok: false, refusal: 'duplicate' });
  });

  it('renames in place, moving the tabs and the selection with it', () => {
    const outcome = renamePersona(selectTab(DATA, 1), 'write', 'prose');
    if (!outcome.ok) throw new Error('refused');
    expect(Object.keys(outcome.data.personas)).toEqual(['prose', 'Chat']);
    expect(outcome.data).toMatchObject({ selectedPersona: 'prose', activeTabIndex: 1 });
    expect(renamePersona(outcome.data, 'prose', 'CHAT')).toEqual({ ok: false, refusal: 'duplicate' });
    expect(renamePersona(DATA, 'nobody', 'x')).toEqual({ ok: false, refusal: 'not-found' });
  });

  it('leaves the selection alone when another persona is renamed', () => {
    const outcome = renamePersona(DATA, 'Chat', 'talk');
    expect(outcome.ok && outcome.data.selectedPersona).toBe('write');
  });
});

describe('deleting a persona', () => {
  it('removes it with its tabs, leaving the selection when another is deleted', () => {
    const outcome = deletePersona(DATA, 'Chat');
    if (!outcome.ok) throw new Error('refused');
    expect(Object.keys(outcome.data.personas)).toEqual(['write']);
    expect(outcome.data).toMatchObject({ selectedPersona: 'write', activeTabIndex: 0 });
  });

  it('selects the default persona, or else the first left, when the selected one is deleted', () => {
    const onMine = { ...DATA, personas: { ...DATA.personas, mine: [tab('M')] }, selectedPersona: 'mine', activeTabIndex: 0 };
    const outcome = deletePersona(onMine, 'mine');
    expect(outcome.ok && outcome.data).toMatchObject({ selectedPersona: 'write', activeTabIndex: 0 });
    const noDefault = { personas: { b: [tab('B')], c: [tab('C')] }, selectedPersona: 'b', activeTabIndex: 0 };
    const second = deletePersona(noDefault, 'b');
    expect(second.ok && second.data.selectedPersona).toBe('c');
  });

  it.each([
    ['an unselected persona', 'Chat', 'write', 0],
    ['the selected persona, with its active tab', 'write', 'write', 2],
  ])('Undo puts %s back at its place with its tabs', (_case, name, selected, activeTabIndex) => {
    const three: TabsData = { ...DATA, personas: { ...DATA.personas, last: [tab('L')] }, activeTabIndex: 2 };
    const outcome = deletePersona(three, name);
    if (!outcome.ok) throw new Error('refused');
    const restored = ok(restorePersona(outcome.data, outcome.deleted));
    expect(Object.keys(restored.personas)).toEqual(['write', 'Chat', 'last']);
    expect(restored.personas[name]).toEqual(three.personas[name]);
    expect(restored).toMatchObject({ selectedPersona: selected, activeTabIndex: name === 'write' ? activeTabIndex : 2 });
  });

  it('Undo is refused when a persona of that name came back meanwhile', () => {
    const outcome = deletePersona(DATA, 'Chat');
    if (!outcome.ok) throw new Error('refused');
    const again = ok(addPersona(outcome.data, 'chat'));
    expect(restorePersona(again, outcome.deleted)).toEqual({ ok: false, refusal: 'duplicate' });
  });

  it('keeps the last persona, and refuses an unknown one', () => {
    expect(deletePersona({ ...DATA, personas: { write: DATA.personas.write ?? [] } }, 'write')).toEqual({ ok: false, refusal: 'last-persona' });
    expect(deletePersona(DATA, 'nobody')).toEqual({ ok: false, refusal: 'not-found' });
  });
});
