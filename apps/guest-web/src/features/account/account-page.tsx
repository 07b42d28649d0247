import { useTranslation } from 'react-i18next';
import { ActivityBookingsSlot } from './sections/activity-bookings-slot.tsx';
import { BillingSlot } from './sections/billing-slot.tsx';
import { OrdersSection } from './sections/orders-section.tsx';

/**
 * Account (/account): the guest's billing, orders and activity bookings, in SPEC order, one section each under
 * sections/. Billing and activities are slots until their issues fill them.
 */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('account.title')}</h1>
      <BillingSlot />
      <OrdersSection />
      <ActivityBookingsSlot />
    </div>
  );
}
