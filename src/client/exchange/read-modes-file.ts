import { object, optional, safeParse, string, unknown, type BaseIssue } from 'valibot';
import { MAX_TABS, PERSONA_NAME_MAX_LENGTH, TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { MODES_FILE_MAX_PERSONAS, MODES_FORMAT, MODES_FORMAT_VERSION } from '../../shared/config/modes-exchange';
import { parseInstruction } from '../../shared/mode-fields';
import { sanitiseName, titleKey } from '../../shared/sanitise-name';
import type { Tab } from '../../shared/tab';
import { EXCHANGE_PROBLEMS as P } from './exchange-labels';

/** A persona as a modes file carries it: its name as written (sanitised when merged) and its modes. */
export interface ImportedPersona {
  name: string;
  tabs: Tab[];
}

export type ReadResult = { ok: true; personas: ImportedPersona[] } | { ok: false; problems: string[] };

/** An object schema's message: a missing key is named by `missing`, anything else is `otherwise`. */
const objectMessage = (missing: Record<string, string>, otherwise: string) => (issue: BaseIssue<unknown>) =>
  (issue.expected !== null && missing[issue.expected]) || otherwise;

// The shapes are valibot's, with only the parts the page's storage already loads on the first paint
// (valibot is one module: any other part used here would join the first load). Lengths, counts and
// fields are checked below, on what the shapes let through.
const tabShape = object(
  { title: string(P.titleMissing), query: string(P.queryMissing), showChanges: optional(unknown()) },
  objectMessage({ '"title"': P.titleMissing, '"query"': P.queryMissing }, P.notATab),
);
const personaShape = object({ name: string(P.nameMissing), tabs: unknown() }, objectMessage({ '"name"': P.nameMissing, '"tabs"': P.tabsMissing }, P.notAPersona));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SHOWN_MAX = 40;
const shownText = (value: unknown) => (typeof value === 'string' ? (value.length > SHOWN_MAX ? `${value.slice(0, SHOWN_MAX)}…` : value) : '');
const messages = (issues: readonly BaseIssue<unknown>[]) => [...new Set(issues.map((issue) => issue.message))];

/** The first spelling of each key that an earlier item already has. */
function repeated(keys: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return keys.flatMap((key) => {
    if (key === undefined || key === '') return [];
    const again = seen.has(key);
    seen.add(key);
    return again ? [key] : [];
  });
}

/** One mode, by the rules the tab dialogs keep: a title of 1–60 characters, an instruction of at most 4,000 whose fields parse. */
function readTab(value: unknown): { tab?: Tab; problems: string[] } {
  const parsed = safeParse(tabShape, value);
  if (!parsed.success) return { problems: messages(parsed.issues) };
  const { title: rawTitle, query, showChanges } = parsed.output;
  const title = rawTitle.trim();
  const problems: string[] = [];
  if (title === '') problems.push(P.titleMissing);
  if (title.length > TAB_TITLE_MAX_LENGTH) problems.push(P.titleTooLong);
  if (query.length > TAB_INSTRUCTION_MAX_LENGTH) problems.push(P.queryTooLong);
  problems.push(...parseInstruction(query).problems.map(P.fieldBroken));
  if (showChanges !== undefined && typeof showChanges !== 'boolean') problems.push(P.showChangesNotBoolean);
  return { tab: { title, instruction: query, ...(showChanges === true && { showChanges: true }) }, problems };
}

/** One persona: a name as the persona dialog takes it, 1–MAX_TABS modes with titles used once. */
function readPersona(value: unknown, index: number): { persona?: ImportedPersona; problems: string[] } {
  const where = P.persona(index + 1, isRecord(value) ? shownText(value.name) : '');
  const parsed = safeParse(personaShape, value);
  if (!parsed.success) return { problems: messages(parsed.issues).map((message) => `${where}: ${message}`) };
  const name = parsed.output.name.trim();
  const problems: string[] = [];
  if (name.length > PERSONA_NAME_MAX_LENGTH) problems.push(P.nameTooLong);
  else if (sanitiseName(name) === '') problems.push(P.nameEmpty);
  const list = parsed.output.tabs;
  if (!Array.isArray(list)) return { problems: [...problems, P.tabsMissing].map((problem) => `${where}: ${problem}`) };
  if (list.length === 0) problems.push(P.noTabs);
  if (list.length > MAX_TABS) problems.push(P.tooManyTabs(list.length));
  const tabs: Tab[] = [];
  const tabProblems: string[] = [];
  list.forEach((item: unknown, i) => {
    const read = readTab(item);
    const tabWhere = `${where}, ${P.tab(i + 1, isRecord(item) ? shownText(item.title) : '')}`;
    tabProblems.push(...read.problems.map((problem) => `${tabWhere}: ${problem}`));
    if (read.tab) tabs.push(read.tab);
  });
  problems.push(...repeated(tabs.map((tab) => titleKey(tab.title))).map(P.titleTwice));
  return { persona: { name, tabs }, problems: [...problems.map((problem) => `${where}: ${problem}`), ...tabProblems] };
}

/**
 * Reads a modes file's text (DESIGN.md, Modes exchange). Every problem is named, where it is, not
 * only the first; with any problem nothing is offered for import.
 */
export function readModesFile(text: string): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [P.notJson] };
  }
  if (!isRecord(data)) return { ok: false, problems: [P.notAnObject] };
  if (data.format !== MODES_FORMAT) return { ok: false, problems: [P.wrongFormat(JSON.stringify(data.format) ?? 'missing')] };
  if (data.version !== MODES_FORMAT_VERSION) return { ok: false, problems: [P.wrongVersion(JSON.stringify(data.version) ?? 'missing')] };
  const list = data.personas;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, problems: [P.noPersonas] };
  if (list.length > MODES_FILE_MAX_PERSONAS) return { ok: false, problems: [P.tooManyPersonas] };
  const problems: string[] = [];
  const personas: ImportedPersona[] = [];
  list.forEach((item: unknown, i) => {
    const read = readPersona(item, i);
    problems.push(...read.problems);
    if (read.persona) personas.push(read.persona);
  });
  problems.push(...repeated(personas.map((persona) => sanitiseName(persona.name))).map(P.nameTwice));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, personas };
}
