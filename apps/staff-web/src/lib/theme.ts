const STORAGE_KEY = 'staffDarkMode';

export type ThemeChoice = 'light' | 'dark' | 'system';

export function readThemeChoice(): ThemeChoice {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Applies the choice to <html>; 'system' follows the device (a kitchen tablet in a dark corner, say). */
export function applyTheme(choice: ThemeChoice): void {
  const dark =
    choice === 'dark' || (choice === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}

export function saveThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, choice);
  applyTheme(choice);
}
