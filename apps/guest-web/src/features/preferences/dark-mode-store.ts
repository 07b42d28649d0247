import { create } from 'zustand';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { applyDarkMode, readDarkModePreference } from '../../lib/theme.ts';

interface DarkModeState {
  darkMode: boolean;
  setDarkMode: (enabled: boolean) => void;
}

/** SPEC section 4: the dark-mode toggle persists on the device under 'darkMode'. */
export const useDarkModeStore = create<DarkModeState>()((set) => ({
  darkMode: readDarkModePreference(),
  setDarkMode: (enabled) => {
    writeStorage(STORAGE_KEYS.darkMode, String(enabled));
    applyDarkMode(enabled);
    set({ darkMode: enabled });
  },
}));
