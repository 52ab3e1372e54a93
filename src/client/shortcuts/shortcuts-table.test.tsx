import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from '../lib/shortcut-catalogue';
import { shortcutHelpRows } from './shortcut-help';
import { ShortcutsTable } from './shortcuts-table';

describe('the keyboard shortcuts help', () => {
  it('lists every shortcut with its keys in <kbd>, then the field keys', () => {
    render(<ShortcutsTable />);
    const table = screen.getByRole('table');
    const rows = shortcutHelpRows();
    for (const row of rows) expect(within(table).getByText(row.action)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    expect(table.querySelectorAll('kbd').length).toBeGreaterThanOrEqual(rows.length);
  });

  it('lists the page shortcuts in the catalogue (SPEC.md) order, with Cmd for undo on Apple platforms', () => {
    const rows = shortcutHelpRows(false);
    expect(rows.slice(0, SHORTCUTS.length).map((r) => r.action)).toEqual(SHORTCUTS.map((s) => s.action));
    expect(rows.map((r) => r.keys)).toContain('Ctrl + Z');
    expect(shortcutHelpRows(true).map((r) => r.keys)).toContain('Cmd + Z');
    expect(rows.at(-1)?.keys).toBe('Esc');
  });
});
