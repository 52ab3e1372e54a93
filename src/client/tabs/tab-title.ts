import { TAB_TITLE_DISPLAY_LIMIT } from '../../shared/config/app-config';

/** SPEC.md section 2: first letter upper, rest lower, cut at the display limit with an ellipsis. */
export function displayTitle(title: string): string {
  // Code points, not UTF-16 units, so a cut never splits an emoji or a non-Latin letter pair.
  const chars = Array.from(title);
  const shown = (chars[0] ?? '').toUpperCase() + chars.slice(1).join('').toLowerCase();
  const shownChars = Array.from(shown);
  return shownChars.length > TAB_TITLE_DISPLAY_LIMIT ? `${shownChars.slice(0, TAB_TITLE_DISPLAY_LIMIT).join('')}…` : shown;
}

/** How much of a mode's instruction its tooltip shows. */
const TOOLTIP_INSTRUCTION_CHARS = 240;

/** The tab's tooltip: its whole title, then the start of what the mode asks the model to do. */
export function tabTooltip(title: string, instruction: string): string {
  const chars = Array.from(instruction.trim());
  if (chars.length === 0) return title;
  const preview = chars.length > TOOLTIP_INSTRUCTION_CHARS ? `${chars.slice(0, TOOLTIP_INSTRUCTION_CHARS).join('')}…` : chars.join('');
  return `${title}\n\n${preview}`;
}
