import { describe, expect, it } from 'vitest';
import { TAB_TITLE_DISPLAY_LIMIT } from '../../shared/config/app-config';
import { displayTitle, tabTooltip } from './tab-title';

describe('displayTitle', () => {
  it('capitalises the first letter and lowercases the rest', () => {
    expect(displayTitle('sUMMARISE this')).toBe('Summarise this');
  });

  it('keeps a title of exactly the limit whole and cuts a longer one with an ellipsis', () => {
    const exact = 'a'.repeat(TAB_TITLE_DISPLAY_LIMIT);
    expect(displayTitle(exact)).toBe(`A${'a'.repeat(TAB_TITLE_DISPLAY_LIMIT - 1)}`);
    expect(displayTitle(`${exact}b`)).toBe(`A${'a'.repeat(TAB_TITLE_DISPLAY_LIMIT - 1)}…`);
  });

  it('counts characters, not UTF-16 units, so a cut never splits one', () => {
    const emoji = '😀'.repeat(TAB_TITLE_DISPLAY_LIMIT + 1);
    expect(displayTitle(emoji)).toBe(`${'😀'.repeat(TAB_TITLE_DISPLAY_LIMIT)}…`);
  });
});

describe('tabTooltip', () => {
  it('is the whole title, then the start of the instruction', () => {
    expect(tabTooltip('formal', '')).toBe('formal');
    expect(tabTooltip('formal', ' Make it formal. ')).toBe('formal\n\nMake it formal.');
    const long = 'x'.repeat(500);
    const tooltip = tabTooltip('T', long);
    expect(tooltip.startsWith('T\n\nxxx')).toBe(true);
    expect(tooltip.endsWith('…')).toBe(true);
    expect(tooltip.length).toBeLessThan(long.length);
  });
});
