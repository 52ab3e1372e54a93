import { FIELD_LABELS } from '../../shared/config/mode-fields';
import { parseInstruction } from '../../shared/mode-fields';

/**
 * What the tab dialogs say under the instruction as it is typed (DESIGN.md, Fields in a mode's
 * instruction): `Fields: <name>, <name>` for the fields found, and why a `{{…}}` that looks like a
 * field is not one (it would be sent as typed).
 */
export function InstructionFields({ instruction }: { instruction: string }) {
  const { fields, problems } = parseInstruction(instruction);
  return (
    <span className="instruction-fields" aria-live="polite">
      {fields.length > 0 ? FIELD_LABELS.found(fields.map((field) => field.name)) : FIELD_LABELS.syntaxHint}
      {problems.map((problem) => (
        <span key={problem} className="instruction-fields__problem">
          {' '}
          {FIELD_LABELS.notAField(problem)}
        </span>
      ))}
    </span>
  );
}
