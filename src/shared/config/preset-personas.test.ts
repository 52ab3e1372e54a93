import { describe, expect, it } from 'vitest';
import { QUERY_SEPARATOR } from '../compose-prompt';
import { titleKey } from '../sanitise-name';
import { DEFAULT_PERSONA, MAX_QUERY_CHARS, MAX_TABS, TAB_TITLE_DISPLAY_LIMIT } from './app-config';
import { ONE_RESULT_PRESETS, REWRITE_PRESETS } from './long-document-presets';
import { DEFAULT_PERSONA_TABS, PRESET_PERSONA_NAMES, type PresetPersonaName } from './preset-persona-names';
import { PRESET_PERSONAS } from './preset-personas';
import { parseInstruction } from '../mode-fields';

// SPEC.md section 1, copied on purpose: this is the one check that the constant matches the spec.
const SPEC_PERSONA_NAMES = ['Chat', 'vocabulary', 'incomeTax', 'write', 'editor', 'translator', 'coder', 'fiction', 'social-media', 'content-creator'];

/** The topics SPEC.md section 1 and the issue list, as a pattern that some tab title of the persona must match. */
const TOPICS: Record<PresetPersonaName, RegExp[]> = {
  Chat: [/^chat$/i],
  vocabulary: [/phrasal/i, /gradation/i, /one.?word/i, /slang/i, /collocation/i, /etymology/i],
  incomeTax: [/explain/i, /old vs new regime/i, /deduction/i, /\bitr\b/i],
  write: [/formal/i, /casual/i, /expand/i, /simplif/i, /summar/i, /grammar/i, /email/i],
  editor: [/proofread/i, /official letter/i],
  translator: [/hindi/i, /spanish/i, /french/i, /german/i, /italian/i],
  coder: [/explain/i, /optimi[sz]e/i, /refactor/i, /test/i, /smell/i, /debug/i],
  fiction: [/character/i, /world/i, /plot/i],
  'social-media': [/linkedin/i, /^x\b/i, /instagram/i, /facebook/i, /threads/i],
  'content-creator': [/blog/i, /youtube/i, /hook/i, /seo/i],
};

const TRANSLATION_LANGUAGES = ['Hindi', 'Spanish', 'French', 'German', 'Italian'];

const personas = Object.entries(PRESET_PERSONAS);
const allTabs = personas.flatMap(([persona, tabs]) => tabs.map((tab) => ({ persona, ...tab })));

function tabsOf(persona: PresetPersonaName) {
  return PRESET_PERSONAS[persona] ?? [];
}

describe('preset personas', () => {
  it('are exactly the ten personas of the spec, in the spec order', () => {
    expect(PRESET_PERSONA_NAMES).toEqual(SPEC_PERSONA_NAMES);
    expect(Object.keys(PRESET_PERSONAS)).toEqual(SPEC_PERSONA_NAMES);
  });

  it('include the default persona, whose tabs the first paint has without the other presets', () => {
    expect(PRESET_PERSONAS[DEFAULT_PERSONA]?.length).toBeGreaterThan(0);
    expect(DEFAULT_PERSONA_TABS).toBe(PRESET_PERSONAS[DEFAULT_PERSONA]);
  });

  it.each(personas)('%s has between one and MAX_TABS tabs', (_persona, tabs) => {
    expect(tabs.length).toBeGreaterThanOrEqual(1);
    expect(tabs.length).toBeLessThanOrEqual(MAX_TABS);
  });

  it.each(personas)('%s has non-empty titles that are unique ignoring case and spacing', (_persona, tabs) => {
    const keys = tabs.map((tab) => titleKey(tab.title));
    for (const key of keys) expect(key).not.toBe('');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(personas)('%s has no two tabs with the same instruction', (_persona, tabs) => {
    const queries = tabs.map((tab) => tab.instruction);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('keeps every title short enough to show uncut in the tab bar and safe as a URL segment', () => {
    for (const { persona, title } of allTabs) {
      expect(title.length, `${persona}/${title}`).toBeLessThanOrEqual(TAB_TITLE_DISPLAY_LIMIT);
      expect(title, `${persona}/${title}`).toBe(title.trim());
      expect(title, `${persona}/${title}`).not.toMatch(/[/?#%\\]/);
    }
  });

  it('gives every tab a substantive instruction that leaves most of the prompt budget to the user text', () => {
    for (const { persona, title, instruction: query } of allTabs) {
      expect(query.length, `${persona}/${title}`).toBeGreaterThanOrEqual(200);
      expect(query.length, `${persona}/${title}`).toBeLessThanOrEqual(MAX_QUERY_CHARS / 4);
    }
  });

  it('ends every instruction with a sentence introducing the text, so the query separator reads naturally after it', () => {
    for (const { persona, title, instruction: query } of allTabs) {
      expect(query, `${persona}/${title}`).toMatch(/ follows?\.$/);
      expect(query, `${persona}/${title}`).toBe(query.trim());
      expect(query, `${persona}/${title}`).not.toContain(QUERY_SEPARATOR.trim());
      expect(query, `${persona}/${title}`).not.toMatch(/ {2}|\bTODO\b|lorem ipsum|undefined/i);
    }
  });

  it.each(Object.entries(TOPICS))('%s covers each of its listed topics with a tab', (persona, topics) => {
    const titles = tabsOf(persona as PresetPersonaName).map((tab) => tab.title);
    for (const topic of topics) expect(titles.some((title) => topic.test(title)), `${persona}: ${topic}`).toBe(true);
  });

  it.each(TRANSLATION_LANGUAGES)('translates into %s in its own tab, whose instruction names no other target language', (language) => {
    const tab = tabsOf('translator').find((candidate) => candidate.title === language);
    expect(tab?.instruction).toContain(`into ${language}`);
    for (const other of TRANSLATION_LANGUAGES.filter((name) => name !== language)) expect(tab?.instruction).not.toContain(other);
  });

  it.each(TRANSLATION_LANGUAGES)('tells the %s tab what to do with text already in that language', (language) => {
    const tab = tabsOf('translator').find((candidate) => candidate.title === language);
    expect(tab?.instruction).toContain(`already entirely in ${language}`);
  });

  it('has a tab that detects the language and translates into English, and handles text already in English', () => {
    const tab = tabsOf('translator').find((candidate) => /english/i.test(candidate.title));
    expect(tab?.instruction).toMatch(/detect the language/i);
    expect(tab?.instruction).toContain('already in English');
  });

  it('asks every coding tab for fenced code blocks naming the language and handles prose that is not code', () => {
    for (const tab of tabsOf('coder')) {
      expect(tab.instruction, tab.title).toContain('fenced code block');
      expect(tab.instruction, tab.title).toContain('language named');
      expect(tab.instruction, tab.title).toContain('contains no code');
    }
  });

  it('frames every income-tax tab as Indian income tax with a not-professional-advice caveat', () => {
    for (const tab of tabsOf('incomeTax')) {
      expect(tab.instruction, tab.title).toMatch(/Indian income-tax|Indian income tax/);
      expect(tab.instruction, tab.title).toContain('not professional tax advice');
    }
  });

  it('makes the rewriting tabs of the default persona reply with the rewritten text only', () => {
    for (const title of ['Formal', 'Casual', 'Simplify', 'Paraphrase']) {
      const tab = tabsOf('write').find((candidate) => candidate.title === title);
      expect(tab?.instruction, title).toContain('rewritten text only');
    }
  });
});

describe('the preset modes with fields (DESIGN.md, Fields in a mode\u2019s instruction)', () => {
  const withFields = allTabs.map((tab) => ({ ...tab, parsed: parseInstruction(tab.instruction) })).filter((tab) => tab.parsed.fields.length > 0);
  const fieldOf = (persona: string, title: string) => withFields.find((tab) => tab.persona === persona && tab.title === title)?.parsed.fields;

  it('are at least three, and every {{…}} in any preset is a field that parses', () => {
    expect(withFields.length).toBeGreaterThanOrEqual(3);
    for (const tab of allTabs) expect(parseInstruction(tab.instruction).problems, `${tab.persona}/${tab.title}`).toEqual([]);
  });

  it('offer a translation whose language choice covers more than the five languages with tabs of their own', () => {
    const [language] = fieldOf('translator', 'Any language') ?? [];
    const others = (language?.options ?? []).filter((option) => !TRANSLATION_LANGUAGES.includes(option));
    expect(others.length).toBeGreaterThan(TRANSLATION_LANGUAGES.length);
  });

  it('offer a choice of tone and a free field', () => {
    expect(fieldOf('editor', 'Change tone')).toEqual([expect.objectContaining({ name: 'Tone', options: expect.arrayContaining(['Friendly', 'Diplomatic']) })]);
    expect(fieldOf('editor', 'For audience')).toEqual([{ name: 'Audience', options: [] }]);
  });
});

// The rewriting modes: each returns the person's own text reworked, rather than something new about it.
const CHANGES_VIEW_MODES = [
  'write/Formal',
  'write/Casual',
  'write/Simplify',
  'write/Grammar',
  'write/Paraphrase',
  'editor/Proofread',
  'editor/Line edit',
  'editor/Concise',
  'editor/Change tone',
  'editor/For audience',
];

describe('the preset modes’ default view', () => {
  it('opens the rewriting modes’ replies in the changes view, and only those', () => {
    const withChanges = allTabs.filter((tab) => tab.showChanges === true).map((tab) => `${tab.persona}/${tab.title}`);
    expect(withChanges).toEqual(CHANGES_VIEW_MODES);
    for (const tab of allTabs) expect([true, undefined], `${tab.persona}/${tab.title}`).toContain(tab.showChanges);
  });
});

describe('the long-document lists of preset modes', () => {
  it('name only preset tabs that exist, and none in both lists', () => {
    const titlesOf = (persona: string) => (PRESET_PERSONAS[persona] ?? []).map((tab) => tab.title);
    for (const listed of [ONE_RESULT_PRESETS, REWRITE_PRESETS]) {
      for (const [persona, titles] of Object.entries(listed)) {
        for (const title of titles ?? []) expect(titlesOf(persona), `${persona}/${title}`).toContain(title);
      }
    }
    for (const [persona, titles] of Object.entries(ONE_RESULT_PRESETS)) {
      for (const title of titles ?? []) expect(REWRITE_PRESETS[persona as PresetPersonaName] ?? [], `${persona}/${title}`).not.toContain(title);
    }
  });
});
