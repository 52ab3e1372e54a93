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
  delete: (persona: string) => `Delete ${persona}`,
  deleteDialog: 'Delete persona',
  deleteQuestion: (persona: string, modes: number) =>
    `Delete the persona "${persona}" and its ${modes} ${modes === 1 ? 'mode' : 'modes'}? A preset persona comes back with Reset tabs.`,
  saveDelete: 'Delete',
  deleted: (persona: string) => `Persona "${persona}" deleted`,
} as const;

/** The trigger's id, so the persona dialog can hand focus back to it when it closes. */
export const PERSONA_TRIGGER_ID = 'persona-menu-trigger';
