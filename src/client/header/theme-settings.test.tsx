import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { startThemeSync, useThemeStore } from '../lib/theme-store';
import { HEADER_LABELS, THEME_LABELS } from './header-labels';
import { ThemeSettings } from './theme-settings';

beforeAll(() => startThemeSync());

it('offers System, Light and Dark, System first chosen; a choice is applied to the page and stored', async () => {
  const user = userEvent.setup();
  useThemeStore.setState({ theme: 'system', resolved: 'light' });
  render(<ThemeSettings />);
  const group = screen.getByRole('radiogroup', { name: HEADER_LABELS.theme });
  expect(group).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
  expect(screen.getByRole('radio', { name: THEME_LABELS.system })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: THEME_LABELS.dark }));
  expect(screen.getByRole('radio', { name: THEME_LABELS.dark })).toBeChecked();
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme) ?? 'null')).toBe('dark');

  await user.click(screen.getByRole('radio', { name: THEME_LABELS.light }));
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme) ?? 'null')).toBe('light');
});
