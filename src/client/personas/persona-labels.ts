/** Accessible names and visible words of the persona dropdown and dialog (DESIGN.md, Accessible names). */
export const PERSONA_LABELS = {
  trigger: (persona: string) => `Persona: ${persona}`,
  menuTitle: 'Personas',
  rename: (persona: string) => `Rename ${persona}`,
  addDialog: 'Add persona',
  renameDialog: 'Rename persona',
  field: 'Persona name',
  saveAdd: 'Add persona',
  saveRename: 'Rename',
  reserved: (persona: string) => `"${persona}" is a name the app uses for itself. Please choose another name.`,
} as const;

/** The trigger's id, so the persona dialog can hand focus back to it when it closes. */
export const PERSONA_TRIGGER_ID = 'persona-menu-trigger';
