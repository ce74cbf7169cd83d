import { localStore } from './local-store';

/** The theme a person picks; 'system' follows the operating system (docs/decisions/211). */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The key public/theme.js reads before the first paint; keep the two in step. */
const THEME_KEY = 'promptshelf.theme';

export function readThemeChoice(): ThemeChoice {
  const stored = localStore()?.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Keeps the choice on this device and has public/theme.js apply it at once. */
export function chooseTheme(choice: ThemeChoice) {
  const store = localStore();
  try {
    if (choice === 'system') store?.removeItem(THEME_KEY);
    else store?.setItem(THEME_KEY, choice);
  } catch {
    // Storage full: the choice cannot be kept, and the page keeps its theme.
  }
  window.dispatchEvent(new Event('promptshelf-theme'));
}
