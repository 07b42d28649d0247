import 'i18next';
import type { ORDER_STATUS_MESSAGES } from '@hotel/contracts/order-status';
import type en from '@hotel/contracts/ui-catalogues/en.json';

// Typed keys: `t('login.title')` is checked against the English catalogue, the one every language falls back to.
// `orderStatus` is English too, but its wording is the contract's table, registered by lib/order-status-text.ts.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof en & {
        orderStatus: Record<keyof typeof ORDER_STATUS_MESSAGES | 'other' | 'missing', string>;
      };
    };
  }
}
