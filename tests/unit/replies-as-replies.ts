import { useTabStore } from '../../src/client/state/tab-store';

/**
 * For tests about the rendered reply: no mode opens its replies in the changes view (the rewriting
 * presets do; src/client/reply/changes/ tests that view).
 */
export function openRepliesAsReplies(): void {
  const { personas } = useTabStore.getState();
  const plain = Object.entries(personas).map(([name, tabs]) => [name, tabs.map((tab) => ({ ...tab, showChanges: false }))]);
  useTabStore.setState({ personas: Object.fromEntries(plain) });
}
