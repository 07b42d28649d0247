import { i18n } from './i18n/i18n.ts';
import { ORDER_STATUS_MESSAGES, isOrderStatus, orderStatusMessage } from '@hotel/contracts/order-status';

/**
 * SPEC section 4's order status messages, in the guest's language. The English wording is the contract's own
 * table (the server words its notifications with the same table), registered as the English catalogue of the
 * `orderStatus` keys; other languages translate those keys in their catalogue (packages/contracts/ui-catalogues/ar.json …).
 */
let registered = false;

function registerEnglish(): void {
  if (registered) return;
  i18n.addResourceBundle('en', {
    orderStatus: {
      ...ORDER_STATUS_MESSAGES,
      // The contract's wording of the other two rows of the table ('Order status: {status}', 'updated').
      other: orderStatusMessage('{{status}}'),
      missing: orderStatusMessage(null),
    },
  });
  registered = true;
}

export function orderStatusText(status: string | null | undefined): string {
  registerEnglish();
  if (!status) return i18n.t('orderStatus.missing');
  if (isOrderStatus(status)) return i18n.t(`orderStatus.${status}`);
  return i18n.t('orderStatus.other', { status });
}
