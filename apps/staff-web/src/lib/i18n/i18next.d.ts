import 'i18next';
import type en from './locales/en.json';

// Typed keys: `t('login.title')` is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
