/** A mode: its title and the instruction placed before the user's text. */
export interface Tab {
  title: string;
  instruction: string;
  /** Whether a new reply in this mode opens in the changes view (DESIGN.md, Reply controls); absent is false. */
  showChanges?: boolean;
  /** What the person typed or chose in the instruction's fields, by field name; stays in this browser (never exported). */
  fieldValues?: Record<string, string>;
}

/** Persona name → its ordered tabs (the tab manager's `initialTabs`). */
export type PersonaTabs = Record<string, Tab[]>;
