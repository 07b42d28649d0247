import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { BuildingIcon, DoorIcon } from '../../components/ui/icons.tsx';
import { hotelSmallLogo } from '../../lib/hotel/use-hotel.ts';

interface LoginHotelHeaderProps {
  hotel: HotelResponse | undefined;
  isLoading: boolean;
  room: string;
  /** Counted by the login screen: 5 clicks on the logo reveal the hotel ID and room fields for staff. */
  onLogoClick: () => void;
}

/** The hotel the QR code named: its small logo, its name and 'Room {room}'. */
export function LoginHotelHeader({ hotel, isLoading, room, onLogoClick }: LoginHotelHeaderProps) {
  const { t } = useTranslation();
  const logo = hotel ? hotelSmallLogo(hotel) : null;
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const showLogo = logo !== null && brokenLogo !== logo;

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {/* Deliberately not a button: the reveal is a staff gesture, not a control guests should be offered. */}
      <div
        onClick={onLogoClick}
        className="flex size-20 items-center justify-center overflow-hidden rounded-2xl bg-surface-raised p-2 text-brand-ink shadow-lg ring-1 ring-black/5 select-none"
      >
        {showLogo ? (
          <img
            src={logo}
            alt={t('login.hotelLogo', { hotel: hotel?.name ?? '' })}
            className="size-full object-contain"
            draggable={false}
            // Element Timing: `npm run bench -- network` reads when the logo and name were first painted.
            elementtiming="hotel-logo"
            onError={() => setBrokenLogo(logo)}
          />
        ) : (
          <BuildingIcon className={`size-10 ${isLoading ? 'animate-pulse' : ''}`} />
        )}
      </div>
      {isLoading ? (
        <p role="status" className="text-base font-medium text-on-band/90">
          {t('login.loadingHotel')}
        </p>
      ) : null}
      {hotel ? (
        <p className="text-2xl font-bold tracking-tight text-on-band" elementtiming="hotel-name">
          {hotel.name}
        </p>
      ) : null}
      {room ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-black/15 px-3 py-1 text-sm font-semibold text-on-band dark:bg-white/10">
          <DoorIcon className="size-4" />
          {t('login.room', { room })}
        </p>
      ) : null}
    </div>
  );
}
