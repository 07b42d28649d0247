import { BillingSection } from '../../billing/billing-section.lazy.tsx';

/** Account section: the billing summary and itemised bill, owned by the billing feature. */
export function BillingSlot() {
  return <BillingSection />;
}
