import { MAX_TABS, PERSONA_NAME_MAX_LENGTH, TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { MODES_FILE_MAX_BYTES, MODES_FILE_MAX_PERSONAS, MODES_FILE_NAME, MODES_FORMAT, MODES_FORMAT_VERSION } from '../../shared/config/modes-exchange';

const modes = (count: number) => `${count} ${count === 1 ? 'mode' : 'modes'}`;
const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** Accessible names and words of the modes exchange (DESIGN.md, Accessible names and Modes exchange). */
export const EXCHANGE_LABELS = {
  exportModes: 'Export modes',
  importModes: 'Import modes',
  sharePersona: 'Share persona',
  dialog: 'Import modes',
  confirm: 'Import',
  fromFile: (file: string) => `From the file ${file}:`,
  fromLink: 'From a shared link:',
  willAdd: 'Will be added',
  willChange: 'Will change',
  problemsFound: 'Problems found (nothing can be imported until they are fixed)',
  add: (name: string, count: number) => `The persona "${name}" with ${modes(count)}`,
  addRenamed: (name: string, from: string, count: number) => `The persona "${from}" as "${name}" with ${modes(count)}`,
  addReserved: (name: string, from: string, count: number) =>
    `The persona "${from}" as "${name}" ("${from}" is a name the app uses for itself), with ${modes(count)}`,
  appended: (name: string, titles: readonly string[]) => `"${name}": new ${titles.length === 1 ? 'mode' : 'modes'} ${quoted(titles)}`,
  updated: (name: string, titles: readonly string[]) => `"${name}": ${titles.length === 1 ? 'the mode' : 'the modes'} ${quoted(titles)} replaced by the imported ${titles.length === 1 ? 'one' : 'ones'}`,
  nothingNew: 'Everything in it is already here: importing would change nothing.',
  imported: (added: number, changed: number) =>
    `Modes imported: ${added} ${added === 1 ? 'persona' : 'personas'} added, ${changed} changed`,
  exported: `Modes saved as ${MODES_FILE_NAME}`,
  linkCopied: (persona: string) => `Link to the persona "${persona}" copied`,
  linkTooLong: (persona: string) => `"${persona}" is too long for a link, so it was saved as ${MODES_FILE_NAME} to send instead.`,
  resetExportFirst: 'Export modes first',
  resetQuestion: 'Save your modes to a file before they are reset?',
} as const;

/** Every problem a modes file or link can have, named so a person can find and fix it. */
export const EXCHANGE_PROBLEMS = {
  tooLarge: `The file is larger than ${MODES_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  notJson: 'It is not JSON: the text cannot be read as a modes file.',
  brokenLink: 'The link is damaged: its data cannot be read (was it cut short?).',
  notAnObject: 'It is not a modes file: JSON, but not an object with "format", "version" and "personas".',
  wrongFormat: (format: string) => `It is not a modes file: "format" is ${format}, not "${MODES_FORMAT}".`,
  wrongVersion: (version: string) => `Version ${version} of the modes format is not one this page reads (it reads version ${MODES_FORMAT_VERSION}).`,
  noPersonas: 'It holds no personas.',
  tooManyPersonas: `It holds more than ${MODES_FILE_MAX_PERSONAS} personas.`,
  persona: (index: number, name: string) => `Persona ${index}${name ? ` ("${name}")` : ''}`,
  tab: (index: number, title: string) => `mode ${index}${title ? ` ("${title}")` : ''}`,
  notAPersona: 'it is not a persona (an object with "name" and "tabs")',
  notATab: 'it is not a mode (an object with "title" and "query")',
  nameMissing: 'its name is missing',
  nameEmpty: 'its name has no letter, digit or hyphen',
  nameTooLong: `its name is longer than ${PERSONA_NAME_MAX_LENGTH} characters`,
  nameTwice: (name: string) => `the name "${name}" is used by another persona of the same import`,
  tabsMissing: 'its list of modes is missing',
  noTabs: 'it has no modes',
  tooManyTabs: (count: number) => `it has ${count} modes, more than ${MAX_TABS}`,
  titleMissing: 'its title is empty',
  titleTooLong: `its title is longer than ${TAB_TITLE_MAX_LENGTH} characters`,
  titleTwice: (title: string) => `the title "${title}" is used by two of its modes`,
  queryMissing: 'its instruction ("query") is missing',
  queryTooLong: `its instruction is longer than ${TAB_INSTRUCTION_MAX_LENGTH} characters`,
  showChangesNotBoolean: '"showChanges" must be true or false',
  fieldBroken: (problem: string) => `a field does not parse: ${problem}`,
  overLimit: (name: string, count: number) =>
    `Persona "${name}": with the modes already here it would have ${count}, more than ${MAX_TABS}.`,
} as const;
