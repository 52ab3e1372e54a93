import { MODES_FORMAT, MODES_FORMAT_VERSION } from '../../shared/config/modes-exchange';
import type { PersonaTabs } from '../../shared/tab';

/** DESIGN.md's modes file: every persona in menu order, each mode as title, query and showChanges. */
export interface ModesFile {
  format: typeof MODES_FORMAT;
  version: typeof MODES_FORMAT_VERSION;
  personas: { name: string; tabs: { title: string; query: string; showChanges: boolean }[] }[];
}

/**
 * The instructions go as written, fields and all; what a person typed into a field (`fieldValues`)
 * stays in this browser.
 */
export function toModesFile(personas: PersonaTabs): ModesFile {
  return {
    format: MODES_FORMAT,
    version: MODES_FORMAT_VERSION,
    personas: Object.entries(personas).map(([name, tabs]) => ({
      name,
      tabs: tabs.map((tab) => ({ title: tab.title, query: tab.instruction, showChanges: tab.showChanges === true })),
    })),
  };
}
