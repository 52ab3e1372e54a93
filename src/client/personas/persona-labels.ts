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
  delete: (persona: string) => `Delete ${persona}`,
  deleteDialog: 'Delete persona',
  deleteQuestion: (persona: string, modes: number) =>
    `Delete the persona "${persona}" and its ${modes} ${modes === 1 ? 'mode' : 'modes'}? A preset persona comes back with Reset tabs.`,
  saveDelete: 'Delete',
  deleted: (persona: string) => `Persona "${persona}" deleted`,
  restored: (persona: string) => `Persona "${persona}" restored`,
  notRestored: (persona: string) => `Persona "${persona}" could not come back: a persona of that name exists again.`,
} as const;

/** The trigger's id, so the persona dialog can hand focus back to it when it closes. */
export const PERSONA_TRIGGER_ID = 'persona-menu-trigger';
