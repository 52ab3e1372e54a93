import { titleKey } from '../../shared/sanitise-name';
import { TabButton } from './tab-button';
import type { TabListProps } from './tab-list-props';

/** The tabs before drag and drop has loaded: the same markup, without the sortable layer. */
export function StaticTabList({ tabs, activeIndex, onNavigateKey }: TabListProps) {
  return tabs.map((tab, index) => (
    <TabButton key={titleKey(tab.title)} tab={tab} index={index} active={index === activeIndex} onNavigateKey={onNavigateKey} />
  ));
}
