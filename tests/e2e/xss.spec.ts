import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { reply } from './reply-helpers';

/**
 * Figure: every payload of a public XSS list (tests/e2e/xss/SOURCE.md), as model output, raw and
 * inside markdown contexts, rendered by the real page in Chromium: 0 executions, 0 requests to
 * another origin, 0 active elements or event-handler attributes in the reply.
 */
const PAYLOADS = readFileSync(join(import.meta.dirname, 'xss', 'intruders-xss.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');
const oneLine = (p: string) => p.replace(/\s+/g, ' ');
const cell = (p: string) => oneLine(p).replace(/\|/g, '\\|');

/** Each context puts one payload into the markdown a model could answer with. */
const CONTEXTS: Record<string, (p: string) => string> = {
  raw: (p) => p,
  'link text and address': (p) => `[${oneLine(p)}](${oneLine(p)}) [click](javascript:${encodeURIComponent(p)})`,
  image: (p) => `![${oneLine(p)}](https://evil.example/i.png?q=${encodeURIComponent(p)}) ![x](${oneLine(p)})`,
  autolink: (p) => `<https://evil.example/?q=${encodeURIComponent(p)}> https://evil.example/${encodeURIComponent(p)} <${oneLine(p)}>`,
  table: (p) => `| payload | note |\n|---|---|\n| ${cell(p)} | ${cell(p)} |`,
  code: (p) => `\`${oneLine(p)}\`\n\n\`\`\`html\n${p}\n\`\`\``,
  'heading and emphasis': (p) => `## ${oneLine(p)}\n\n**${oneLine(p)}** _${oneLine(p)}_`,
  'html block and reference link': (p) => `<div>\n${p}\n</div>\n\n[ref][r${p.length}]\n\n[r${p.length}]: javascript:${encodeURIComponent(p)}`,
};


/** Elements and attributes in the reply that could run code or fetch. */
async function activeParts(page: Page): Promise<string[]> {
  return reply(page).evaluate((region) => {
    const found: string[] = [];
    const risky = 'script, iframe, object, embed, img, video, audio, source, form, input, button:not([type="button"]), base, meta, link, style, math, svg, frame, frameset, applet, template, marquee, isindex, keygen';
    // The reply's own controls (buttons with icons, the font size and column radios) are the UI's.
    for (const el of region.querySelectorAll(risky)) if (!el.closest('button, [role="radiogroup"]')) found.push(el.tagName.toLowerCase());
    for (const el of region.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) if (attr.startsWith('on') || attr === 'srcdoc' || attr === 'formaction') found.push(`${el.tagName}[${attr}]`);
      const href = el.getAttribute('href') ?? '';
      if (/^\s*(javascript|data|vbscript):/i.test(href)) found.push(`${el.tagName}[href=${href.slice(0, 20)}]`);
    }
    return found;
  });
}

test(`${PAYLOADS.length} public XSS payloads in ${Object.keys(CONTEXTS).length} markdown contexts never run and never reach another origin`, async ({ page, fake, baseURL }) => {
  test.setTimeout(120_000);
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(150);
  const origin = new URL(baseURL ?? '').origin;
  const executions: string[] = [];
  const foreignRequests: string[] = [];
  page.on('dialog', (dialog) => {
    executions.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreignRequests.push(url);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[]; __csp: number };
    w.__xss = [];
    w.__csp = 0;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      window[name] = ((...args: unknown[]) => void w.__xss.push(`${name}(${String(args[0])})`)) as never;
    }
    document.addEventListener('securitypolicyviolation', () => void w.__csp++);
  });
  await page.goto('/');
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });

  let renderings = 0;
  let found: string[] = [];
  for (const [name, wrap] of Object.entries(CONTEXTS)) {
    const markdown = PAYLOADS.map(wrap).join('\n\n');
    // A few large pieces: the point is what is rendered, not how fast it streams.
    const size = Math.ceil(markdown.length / 8);
    await fake.script({ chunks: Array.from({ length: 8 }, (_, i) => markdown.slice(i * size, (i + 1) * size)) });
    await box.fill(`render the ${name} context`);
    await box.press('Enter');
    // Each reply is about 12 KB of markdown, highlighted code included: give a busy machine time.
    await expect(page.getByRole('status').filter({ hasText: /Response time/ })).toBeVisible({ timeout: 20_000 });
    await expect(reply(page)).toContainText(name === 'raw' ? "<script>alert('XSS')</script>" : 'alert', { timeout: 20_000 });
    // Hover and click over the reply, for payloads that wait for a person.
    await reply(page).hover();
    found = found.concat((await activeParts(page)).map((part) => `${name}: ${part}`));
    renderings += PAYLOADS.length;
  }
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { __xss: string[]; __csp: number };
    return { calls: w.__xss, csp: w.__csp };
  });
  const all = [...executions, ...inPage.calls];
  console.log(
    `FIGURE XSS: ${PAYLOADS.length} payloads (PayloadsAllTheThings IntrudersXSS.txt) x ${Object.keys(CONTEXTS).length} contexts = ${renderings} renderings; ` +
      `executions: ${all.length}, requests to another origin: ${foreignRequests.length}, active elements or handlers in the reply: ${found.length}, CSP violations: ${inPage.csp}`,
  );
  expect(all).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(found).toEqual([]);
});
