import { Toaster } from 'sonner';
import { useThemeStore } from '../lib/theme-store';

/** The toast region in the page's theme (sonner and the theme store load with it, after the first paint). */
export function ThemedToaster() {
  const theme = useThemeStore((s) => s.resolved);
  return <Toaster position="bottom-center" theme={theme} />;
}
