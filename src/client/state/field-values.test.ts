import { beforeEach, describe, expect, it } from 'vitest';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { setFieldValue, storeFieldValue } from './field-values';
import { updateTab } from './tab-operations';
import { loadTabState } from './tab-persistence';
import { useTabStore } from './tab-store';

const data = () => ({
  personas: { mine: [{ title: 'A', instruction: 'For {{Audience}}.' }, { title: 'B', instruction: 'b' }], other: [{ title: 'C', instruction: 'c' }] },
  selectedPersona: 'mine',
  activeTabIndex: 0,
});

describe('field values of the active tab', () => {
  it('are set on the active tab of the selected persona only', () => {
    const before = data();
    const next = setFieldValue(before, 'Audience', 'kids');
    expect(next.personas.mine?.[0]).toEqual({ ...before.personas.mine[0], fieldValues: { Audience: 'kids' } });
    expect(next.personas.mine?.[1]).toBe(before.personas.mine[1]);
    expect(next.personas.other).toBe(before.personas.other);
  });

  it('change nothing when the value is the same', () => {
    const once = setFieldValue(data(), 'Audience', 'kids');
    expect(setFieldValue(once, 'Audience', 'kids')).toBe(once);
  });

  it('cannot reach a prototype through a field named __proto__', () => {
    const next = setFieldValue(data(), '__proto__', 'x');
    const values = next.personas.mine?.[0]?.fieldValues ?? {};
    expect(Object.hasOwn(values, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it('stay when the tab is edited, unless the edit brings its own', () => {
    const filled = setFieldValue(data(), 'Audience', 'kids');
    const edited = updateTab(filled, 0, { title: 'A2', instruction: 'For {{Audience}}!' });
    expect(edited.ok && edited.data.personas.mine?.[0]).toEqual({ title: 'A2', instruction: 'For {{Audience}}!', fieldValues: { Audience: 'kids' } });
  });

  describe('in the store', () => {
    beforeEach(() => seedTabStore(data().personas, 0, 'mine'));

    it('are saved in the tab store, and with the tab when the page is left', () => {
      storeFieldValue('Audience', 'new hires');
      expect(useTabStore.getState().personas.mine?.[0]?.fieldValues).toEqual({ Audience: 'new hires' });
      window.dispatchEvent(new Event('pagehide'));
      expect(loadTabState().data.personas.mine?.[0]?.fieldValues).toEqual({ Audience: 'new hires' });
    });
  });
});
