import { MESSAGES } from '../../shared/config/messages';

/** The old way, for browsers (or insecure origins) without the async clipboard API. */
function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen rather than display:none, which some browsers refuse to select from.
  area.style.position = 'fixed';
  area.style.top = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previousFocus?.focus();
  return copied;
}

/** What to copy: plain text, with an HTML form for editors and mail that take formatting. */
export interface CopyContent {
  text: string;
  html?: string;
}

/** The async clipboard's rich write: both forms in one item, so each paste target takes the one it wants. */
async function writeRich({ text, html }: Required<CopyContent>): Promise<boolean> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
  try {
    const item = new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([text], { type: 'text/plain' }),
    });
    await navigator.clipboard.write([item]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies text (and its HTML form, when given): the async clipboard API first, then a hidden text-area copy, and if both fail an
 * alert (SPEC.md section 8). Resolves true when the text reached the clipboard.
 */
export async function copyText(content: string | CopyContent): Promise<boolean> {
  const { text, html } = typeof content === 'string' ? { text: content, html: undefined } : content;
  if (html !== undefined && (await writeRich({ text, html }))) return true;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no secure context: try the fallback below.
  }
  if (copyWithTextArea(text)) return true;
  window.alert(MESSAGES.copyFailed);
  return false;
}
