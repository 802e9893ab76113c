import { MODE_STORAGE_KEY } from '@/shared/theme/mode-storage-key';

export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };
export const MODE_LABELS: Record<ThemeMode, string> = { light: 'claro', dark: 'escuro', system: 'sistema' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function storedMode(): ThemeMode {
  try {
    const value = localStorage.getItem(MODE_STORAGE_KEY);
    return THEME_MODES.includes(value as ThemeMode) ? (value as ThemeMode) : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Applies a mode as MUI's InitColorSchemeScript does on load (`class="light|dark"` on <html>, read by the theme's
 * CSS variables) and keeps it for the next page. 'system' follows the operating system, also when it changes.
 */
export function applyMode(mode: ThemeMode) {
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the mode holds for this page only.
  }
  const scheme = mode === 'system' ? (matchMedia(DARK_QUERY).matches ? 'dark' : 'light') : mode;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(scheme);
}

export const onSystemSchemeChange = (listener: () => void) => matchMedia(DARK_QUERY).addEventListener('change', listener);
