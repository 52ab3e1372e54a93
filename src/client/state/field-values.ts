import type { Tab } from '../../shared/tab';
import { selectTabs, type TabsData } from './tab-lookups';
import { useTabStore } from './tab-store';

/**
 * Sets a field's value in the active tab (DESIGN.md, Fields in a mode's instruction); the same value
 * changes nothing. Pure, like tab-operations.ts; kept apart so that it loads with the field controls,
 * not on the first paint.
 */
export function setFieldValue(data: TabsData, name: string, value: string): TabsData {
  const tabs = selectTabs(data);
  const index = data.activeTabIndex;
  const tab = tabs[index];
  if (!tab || (tab.fieldValues && Object.hasOwn(tab.fieldValues, name) && tab.fieldValues[name] === value)) return data;
  // A computed key defines an own property: a field cannot be named into the prototype.
  const changed: Tab = { ...tab, fieldValues: { ...tab.fieldValues, [name]: value } };
  return { ...data, personas: { ...data.personas, [data.selectedPersona]: tabs.with(index, changed) } };
}

/** What the person typed or chose in a field of the active tab, into the tab store (saved with the tab). */
export function storeFieldValue(name: string, value: string): void {
  const state = useTabStore.getState();
  const next = setFieldValue(state, name, value);
  if (next.personas !== state.personas) useTabStore.setState({ personas: next.personas });
}
