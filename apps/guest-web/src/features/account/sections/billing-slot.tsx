/**
 * Account section slot: the billing summary (outstanding, paid and total charges; 'Pay now' when the outstanding
 * total is above 0). Empty until the billing issue fills it; the account page already renders it in SPEC order.
 */
export function BillingSlot(): null {
  return null;
}
