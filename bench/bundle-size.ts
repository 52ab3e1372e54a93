/**
 * Prints what the built page costs a first visit, and what loads later.
 *
 *   node --import tsx bench/bundle-size.ts [dist/client] [--libs]
 *
 * First load = the scripts index.html starts after its first paint (the entry and the chunks it
 * imports; a page built without that start: its entry script and modulepreload links) and its
 * stylesheets. Every other .js/.css file under assets/ is a lazy chunk, listed on its own.
 * `--libs` also builds one throwaway page per library and prints what each adds over React alone,
 * in gzip.
 * It prints and never fails: the budget is a figure to watch, not a gate.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../vite-start-after-paint';

export const FIRST_LOAD_JS_BUDGET_KB = 85;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleReport {
  firstLoadJs: FileSize[];
  firstLoadCss: FileSize[];
  lazy: FileSize[];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: FileSize[], key: 'raw' | 'gzip'): number => files.reduce((total, f) => total + f[key], 0);

function sizeOf(dir: string, file: string): FileSize {
  const bytes = readFileSync(join(dir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The asset paths index.html names with a given tag and attribute pattern. */
function linkedAssets(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

export function measureBundle(clientDir: string): BundleReport {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const firstJs = [
    ...pageScripts(html).map((path) => path.replace(/^\//, '')),
    ...linkedAssets(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...linkedAssets(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const firstCss = linkedAssets(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const first = new Set([...firstJs, ...firstCss]);
  const lazy = readdirSync(join(clientDir, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => /\.(js|css)$/.test(file) && !first.has(file));
  const measure = (files: string[]) => files.map((file) => sizeOf(clientDir, file));
  return {
    firstLoadJs: measure(firstJs),
    firstLoadCss: measure(firstCss),
    lazy: measure(lazy).sort((a, b) => b.gzip - a.gzip),
  };
}

function printRows(title: string, files: FileSize[]): void {
  console.log(`\n${title}`);
  for (const f of files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  if (files.length > 1) console.log(`  ${'total'.padEnd(48)} ${kb(sum(files, 'raw')).padStart(10)} raw ${kb(sum(files, 'gzip')).padStart(10)} gzip`);
  if (files.length === 0) console.log('  (none)');
}

export function printBundleReport(report: BundleReport): void {
  printRows('First load, JavaScript', report.firstLoadJs);
  printRows('First load, CSS', report.firstLoadCss);
  printRows('Lazy chunks (loaded after first paint or on demand)', report.lazy);
  const firstGzip = sum(report.firstLoadJs, 'gzip');
  const holds = firstGzip <= FIRST_LOAD_JS_BUDGET_KB * 1024;
  console.log(
    `\nBudget: first-load JavaScript ${kb(firstGzip)} gzip of ${FIRST_LOAD_JS_BUDGET_KB} KB: ${holds ? 'holds' : 'EXCEEDED'}.`,
  );
}

/** Each entry is a page of its own; it keeps what it imports alive by handing it to `window`. */
const LIBRARY_PAGES: Record<string, string> = {
  'react + react-dom (baseline)': '',
  'radix-ui Popover': `import { Popover } from 'radix-ui'; keep(Popover.Root, Popover.Trigger, Popover.Portal, Popover.Content);`,
  'radix-ui DropdownMenu': `import { DropdownMenu } from 'radix-ui'; keep(DropdownMenu.Root, DropdownMenu.Trigger, DropdownMenu.Portal, DropdownMenu.Content, DropdownMenu.Item);`,
  'radix-ui Dialog': `import { Dialog } from 'radix-ui'; keep(Dialog.Root, Dialog.Portal, Dialog.Overlay, Dialog.Content, Dialog.Title, Dialog.Close);`,
  sonner: `import { Toaster, toast } from 'sonner'; keep(Toaster, toast);`,
  'lucide-react (6 icons)': `import { Keyboard, Minus, Plus, Settings, Trash2, X } from 'lucide-react'; keep(Keyboard, Minus, Plus, Settings, Trash2, X);`,
  zustand: `import { create } from 'zustand'; keep(create);`,
  wouter: `import { Link, Redirect, Route, Switch, useLocation, useParams } from 'wouter'; keep(Link, Redirect, Route, Switch, useLocation, useParams);`,
  'eventsource-parser (at the first send)': `import { createParser } from 'eventsource-parser'; keep(createParser);`,
  // The page's one validation library (storage before the paint, the API contract after it), and
  // zod/mini with the same schemas for comparison (the page used it for the contract before valibot).
  'valibot (storage schemas + API contract)': `import { array, check, literal, maxLength, number, object, optional, picklist, pipe, regex, safeParse, string, variant } from 'valibot'; keep(safeParse, object({ a: string(), b: optional(string()), c: array(number()) }), picklist(['x', 'y']), variant('type', [object({ type: literal('d'), t: string() }), object({ type: literal('e') })]), pipe(string(), regex(/^a/), check((s) => s.length > 0), maxLength(9)));`,
  'zod/mini, same schemas (not on the page)': `import { z } from 'zod/mini'; keep(z.object({ a: z.string(), b: z.optional(z.string()), c: z.array(z.number()) }).safeParse, z.enum(['x', 'y']), z.discriminatedUnion('type', [z.object({ type: z.literal('d'), t: z.string() }), z.object({ type: z.literal('e') })]), z.string().check(z.regex(/^a/), z.refine((s) => s.length > 0), z.maxLength(9)));`,
  'workbox-window (loaded after the page)': `import { Workbox } from 'workbox-window'; keep(Workbox);`,
  'web-vitals (loaded after the page)': `import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'; keep(onCLS, onFCP, onINP, onLCP, onTTFB);`,
  '@dnd-kit (core + sortable)': `import { DndContext } from '@dnd-kit/core'; import { SortableContext, useSortable } from '@dnd-kit/sortable'; keep(DndContext, SortableContext, useSortable);`,
};

async function measureLibraries(root: string): Promise<void> {
  const { build } = await import('vite');
  // Inside the project, so that the throwaway pages resolve the project's node_modules.
  const work = mkdtempSync(join(root, 'node_modules', '.bundle-libs-'));
  try {
    const results: [string, number][] = [];
    for (const [name, body] of Object.entries(LIBRARY_PAGES)) {
      const entry = join(work, 'entry.tsx');
      writeFileSync(
        entry,
        `import { createRoot } from 'react-dom/client';\n` +
          `const keep = (...items: unknown[]) => { (window as unknown as { kept: unknown[] }).kept = items; };\n` +
          `${body}\ncreateRoot(document.body).render(null);\n`,
      );
      const out = join(work, 'out');
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        build: { outDir: out, emptyOutDir: true, write: true, rollupOptions: { input: entry } },
      });
      const files = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
      results.push([name, sum(files.map((f) => sizeOf(join(out, 'assets'), f)), 'gzip')]);
    }
    const baseline = results[0]?.[1] ?? 0;
    console.log('\nWhat each library adds over React alone (gzip, as this page imports it)');
    for (const [name, gzip] of results) {
      const figure = name.endsWith('(baseline)') ? kb(gzip) : `+${kb(gzip - baseline)}`;
      console.log(`  ${name.padEnd(48)} ${figure.padStart(10)}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist/client');
  console.log(`Bundle size of ${dir}`);
  printBundleReport(measureBundle(dir));
  if (args.includes('--libs')) await measureLibraries(process.cwd());
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
