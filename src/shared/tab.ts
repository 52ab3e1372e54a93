/** A mode: its title and the instruction placed before the user's text. */
export interface Tab {
  title: string;
  instruction: string;
}

/** Persona name → its ordered tabs (the tab manager's `initialTabs`). */
export type PersonaTabs = Record<string, Tab[]>;
