import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentT = () => i18n.t;

/**
 * The component's `t` and the translator (`i18n.language`), as react-i18next's hook gave them: the component
 * renders again when the language changes, and its `t` is a new function then (so effects that use it rerun).
 */
export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return { t, i18n };
}
