import { documentPlan } from '../../shared/document-plan';
import { splitDocument } from '../lib/split-document';
import { goesInParts, loadedPresets, loadModePlans } from '../state/mode-plans';

/**
 * Counts the parts a text will be sent in under an instruction, once what that takes has loaded:
 * the splitter, and the preset data the mode plans read (without it every mode counts as an
 * "other" mode). In a chunk of its own, loaded once a text is long.
 */
export async function loadPartCounter(): Promise<(text: string, instruction: string, promptChars: number) => number> {
  await loadModePlans().catch(() => {});
  return (text, instruction, promptChars) => {
    const { partMaxChars } = documentPlan(instruction, loadedPresets(), promptChars);
    return goesInParts(text, partMaxChars) ? splitDocument(text, partMaxChars).parts.length : 1;
  };
}
