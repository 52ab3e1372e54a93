/**
 * The check a submit passes when the active mode has fields (DESIGN.md, Fields in a mode's
 * instruction). The field controls load on demand and register it while mounted; until then a
 * submit goes on and the reply path sends nothing while a free field is blank.
 */
type Gate = () => boolean;
let gate: Gate | undefined;

/** Registers the gate; returns what takes it away again. */
export function setFieldGate(next: Gate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = undefined;
  };
}

/** False when a blank field refused the submit (the controls said so and took the focus). */
export const fieldsAllowSubmit = (): boolean => gate?.() ?? true;
