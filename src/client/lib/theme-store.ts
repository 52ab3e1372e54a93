import { picklist } from 'valibot';
import { create } from 'zustand';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '../../shared/config/app-config';
import { readStored, writeStored } from './storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';
export type ResolvedTheme = 'light' | 'dark';

const systemPrefersDark = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
const resolve = (theme: Theme): ResolvedTheme => (theme === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : theme);

interface ThemeState {
  /** The person's choice (stored under `theme`). */
  theme: Theme;
  /** What is shown: the choice, or the device's preference for `system`. */
  resolved: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => {
  const theme = readStored(STORAGE_KEYS.theme, picklist(THEMES), DEFAULT_THEME);
  return {
    theme,
    resolved: resolve(theme),
    setTheme: (next) => {
      writeStored(STORAGE_KEYS.theme, next);
      set({ theme: next, resolved: resolve(next) });
    },
  };
});

/**
 * Keeps <html data-theme> on what the store resolves (index.html's inline script set it before the
 * first paint), and follows the device's preference while the choice is `system`.
 */
export function startThemeSync(): void {
  const apply = ({ resolved }: ThemeState) => {
    document.documentElement.dataset.theme = resolved;
  };
  apply(useThemeStore.getState());
  useThemeStore.subscribe(apply);
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    const { theme } = useThemeStore.getState();
    if (theme === 'system') useThemeStore.setState({ resolved: resolve(theme) });
  });
}
