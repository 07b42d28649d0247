import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ActivityBookingsSlot } from './sections/activity-bookings-slot.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { BillingSlot } from './sections/billing-slot.tsx';
import { OrdersSection } from './sections/orders-section.tsx';
import { PushSetting } from '../push/push-setting.lazy.tsx';

/**
 * Account (/account): the guest's billing, orders and activity bookings, in SPEC order, one section each under
 * sections/, updates on this phone (last: it appears once the browser has answered), and the sign-out control (a shared tablet's next guest starts clean).
 */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('account.title')}</h1>
        <SignOutButton />
      </div>
      <BillingSlot />
      <OrdersSection />
      <ActivityBookingsSlot />
      <PushSetting />
    </div>
  );
}
