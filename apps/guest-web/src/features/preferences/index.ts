// The guest's preferences' public file (docs/decisions/0146).
export { useDarkModeStore } from './dark-mode-store.ts';
export { DarkModeToggle } from './dark-mode-toggle.tsx';
export { LanguageSelector } from './language-selector.tsx';
