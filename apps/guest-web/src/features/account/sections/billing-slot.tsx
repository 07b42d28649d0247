import { BillingSection } from '../../billing/billing-section.tsx';

/** Account section: the billing summary and itemised bill, owned by the billing feature. */
export function BillingSlot() {
  return <BillingSection />;
}
