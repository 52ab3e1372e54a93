import { describe, expect, it } from 'vitest';
import { MAX_TABS, PERSONA_NAME_MAX_LENGTH, TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { FIELD_PROBLEMS } from '../../shared/config/mode-fields';
import { MODES_FORMAT, MODES_FORMAT_VERSION, SHARE_FRAGMENT_PREFIX } from '../../shared/config/modes-exchange';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { EXCHANGE_PROBLEMS as P } from './exchange-labels';
import { planImport } from './plan-import';
import { readModesFile } from './read-modes-file';
import { readShareFragment, shareLink } from './share-link';
import { toModesFile } from './write-modes-file';

const mine: Tab[] = [
  { title: 'Translate', instruction: 'Translate into {{Language|French|Hindi|Swahili}} for {{Audience}}.' },
  { title: 'Tidy', instruction: 'Fix the grammar.', showChanges: true },
];
const file = (personas: unknown) => JSON.stringify({ format: MODES_FORMAT, version: MODES_FORMAT_VERSION, personas });
const oneTab = (tab: Record<string, unknown>) => file([{ name: 'team', tabs: [tab] }]);
const manyTabs = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `T${i}`, query: 'q' }));

describe('the modes file', () => {
  it('export then import into an empty browser gives the same personas, fields and showChanges included', () => {
    const personas: PersonaTabs = { ...PRESET_PERSONAS, mine };
    const read = readModesFile(JSON.stringify(toModesFile(personas)));
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const plan = planImport({}, read.personas);
    expect(plan.problems).toEqual([]);
    expect(plan.personas).toEqual(personas);
    expect(Object.keys(plan.personas)).toEqual(Object.keys(personas));
  });

  it('writes DESIGN.md’s versioned format with showChanges on every mode', () => {
    expect(toModesFile({ mine })).toEqual({
      format: MODES_FORMAT,
      version: MODES_FORMAT_VERSION,
      personas: [
        {
          name: 'mine',
          tabs: [
            { title: 'Translate', query: mine[0]?.instruction, showChanges: false },
            { title: 'Tidy', query: 'Fix the grammar.', showChanges: true },
          ],
        },
      ],
    });
  });

  const longName = 'n'.repeat(PERSONA_NAME_MAX_LENGTH + 1);
  it.each([
    ['text that is not JSON', '{"format": ', P.notJson],
    ['JSON that is not an object', '[1, 2]', P.notAnObject],
    ['another format', JSON.stringify({ format: 'chatgpt-prompts', version: 1, personas: [] }), P.wrongFormat('"chatgpt-prompts"')],
    ['another version', JSON.stringify({ format: MODES_FORMAT, version: 2, personas: [] }), P.wrongVersion('2')],
    ['no personas', file([]), P.noPersonas],
    ['a persona name too long', file([{ name: longName, tabs: manyTabs(1) }]), `${P.persona(1, longName)}: ${P.nameTooLong}`],
    ['a name with nothing a name may hold', file([{ name: '!!!', tabs: manyTabs(1) }]), `${P.persona(1, '!!!')}: ${P.nameEmpty}`],
    ['too many tabs', file([{ name: 'team', tabs: manyTabs(MAX_TABS + 1) }]), `${P.persona(1, 'team')}: ${P.tooManyTabs(MAX_TABS + 1)}`],
    ['no tabs', file([{ name: 'team', tabs: [] }]), `${P.persona(1, 'team')}: ${P.noTabs}`],
    ['an empty title', oneTab({ title: '   ', query: 'q' }), `${P.persona(1, 'team')}, ${P.tab(1, '   ')}: ${P.titleMissing}`],
    ['a title too long', oneTab({ title: 't'.repeat(TAB_TITLE_MAX_LENGTH + 1), query: 'q' }), P.titleTooLong],
    ['an instruction too long', oneTab({ title: 'T', query: 'q'.repeat(TAB_INSTRUCTION_MAX_LENGTH + 1) }), P.queryTooLong],
    ['a missing instruction', oneTab({ title: 'T' }), P.queryMissing],
    ['showChanges that is not true or false', oneTab({ title: 'T', query: 'q', showChanges: 'yes' }), P.showChangesNotBoolean],
    ['a field that does not parse', oneTab({ title: 'T', query: 'In {{Tone|warm||dry}}' }), P.fieldBroken(FIELD_PROBLEMS.emptyOption('Tone'))],
    ['a title used twice', file([{ name: 'team', tabs: [{ title: 'Short', query: 'a' }, { title: ' short', query: 'b' }] }]), P.titleTwice('short')],
    ['a persona name used twice', file([{ name: 'Team', tabs: manyTabs(1) }, { name: 'team', tabs: manyTabs(1) }]), P.nameTwice('team')],
  ])('refuses %s, naming the problem', (_what, text, problem) => {
    const read = readModesFile(text);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems.join('\n')).toContain(problem);
  });

  it('names every problem of a file at once, each where it is', () => {
    const read = readModesFile(file([{ name: 'team', tabs: [{ title: '', query: 'q' }, { title: 'Ok', query: 'x'.repeat(TAB_INSTRUCTION_MAX_LENGTH + 1) }] }]));
    expect(read).toEqual({
      ok: false,
      problems: [`${P.persona(1, 'team')}, ${P.tab(1, '')}: ${P.titleMissing}`, `${P.persona(1, 'team')}, ${P.tab(2, 'Ok')}: ${P.queryTooLong}`],
    });
  });
});

describe('merging imported personas', () => {
  const current: PersonaTabs = {
    write: [
      { title: 'Formal', instruction: 'Be formal.', showChanges: true, fieldValues: { Audience: 'kept' } },
      { title: 'Casual', instruction: 'Be casual.' },
    ],
  };

  it('appends new titles and replaces same titles (compared as SPEC.md compares them) in place', () => {
    const plan = planImport(current, [
      { name: 'Write', tabs: [{ title: 'FORMAL', instruction: 'Be very formal for {{Audience}}.' }, { title: 'Pirate', instruction: 'Arr.' }, { title: 'casual', instruction: 'Be casual.' }] },
    ]);
    expect(plan.added).toEqual([]);
    expect(plan.changed).toEqual([{ kind: 'change', name: 'write', appended: ['Pirate'], updated: ['FORMAL'] }]);
    expect(plan.personas.write?.map((tab) => tab.title)).toEqual(['FORMAL', 'Casual', 'Pirate']);
    // The person's own field values stay with the mode; showChanges follows the import.
    expect(plan.personas.write?.[0]).toEqual({ title: 'FORMAL', instruction: 'Be very formal for {{Audience}}.', fieldValues: { Audience: 'kept' } });
    expect(current.write?.[0]?.instruction).toBe('Be formal.');
  });

  it('adds a new persona under its sanitised name, and a reserved name under another', () => {
    const plan = planImport(current, [
      { name: 'My Team!', tabs: [{ title: 'A', instruction: 'a' }] },
      { name: 'api', tabs: [{ title: 'B', instruction: 'b' }] },
    ]);
    expect(plan.added).toEqual([
      { kind: 'add', name: 'myteam', from: 'My Team!', reserved: false, count: 1 },
      { kind: 'add', name: 'api-persona', from: 'api', reserved: true, count: 1 },
    ]);
    expect(Object.keys(plan.personas)).toEqual(['write', 'myteam', 'api-persona']);
  });

  it('changes nothing and lists nothing when every mode is already there as it is', () => {
    const plan = planImport(current, [{ name: 'write', tabs: [{ title: 'Casual', instruction: 'Be casual.' }] }]);
    expect(plan).toMatchObject({ added: [], changed: [], problems: [] });
  });

  it('refuses a merge that would pass MAX_TABS, naming the persona', () => {
    const tabs = Array.from({ length: MAX_TABS - 1 }, (_, i) => ({ title: `New ${i}`, instruction: 'x' }));
    expect(planImport(current, [{ name: 'write', tabs }]).problems).toEqual([P.overLimit('write', MAX_TABS + 1)]);
  });
});

describe('the share link', () => {
  it('carries one persona in its fragment and reads back as that persona', () => {
    const link = shareLink('https://example.test/', 'mine', mine);
    expect(link).toMatch(new RegExp(`^https://example\\.test/${SHARE_FRAGMENT_PREFIX}[A-Za-z0-9+\\-$]+$`));
    const read = readShareFragment(new URL(link ?? '').hash);
    expect(read).toEqual({ ok: true, personas: [{ name: 'mine', tabs: mine }] });
  });

  it('is not made when it would be too long for an address', () => {
    // Random text barely compresses: twenty full-length instructions pass any address limit.
    const noise = (seed: number) => Array.from({ length: TAB_INSTRUCTION_MAX_LENGTH }, (_, i) => String.fromCharCode(33 + ((seed * 7919 + i * i * 31) % 90))).join('');
    const big = Array.from({ length: MAX_TABS }, (_, i) => ({ title: `T${i}`, instruction: noise(i) }));
    expect(shareLink('https://example.test/', 'big', big)).toBeNull();
  });

  it.each(['#share=', '#share=%%%', '#share=NoSuchData', `#share=${'A'.repeat(40)}`])('names a damaged link as damaged: %s', (hash) => {
    expect(readShareFragment(hash)).toEqual({ ok: false, problems: [P.brokenLink] });
  });
});
