import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import type { GuestLoginRequest, GuestLoginResponse } from '@hotel/contracts/auth';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass } from '../../components/ui/button-styles.ts';
import { BuildingIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n/change-language.ts';
import { normaliseLanguage } from '../../lib/i18n/languages.ts';
import { preloadRoute } from '../../lib/route-preload.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { isTypedHotelId } from '../../lib/hotel/hotel-id.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { storeLoginSession } from './login-session.ts';
import { LoginHotelHeader } from './login-hotel-header.tsx';
import { SESSION_EXPIRED_PARAM } from '../../lib/session/login-path.ts';
import { loginErrorMessage } from './login-error-message.ts';

/** SPEC section 9: clicks on the hotel logo that reveal the manual hotel ID and room fields. */
export const LOGO_CLICKS_TO_REVEAL = 5;

type Field = 'hotelId' | 'room' | 'familyName';
type FieldErrors = Partial<Record<Field, string>>;

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const roomParam = searchParams.get('room')?.trim() ?? '';
  const hotelParam = searchParams.get('hotel')?.trim() ?? '';
  const sessionExpired = searchParams.get(SESSION_EXPIRED_PARAM.name) === SESSION_EXPIRED_PARAM.value;

  const [logoClicks, setLogoClicks] = useState(0);
  const [values, setValues] = useState<Record<Field, string>>({
    hotelId: hotelParam,
    room: roomParam,
    familyName: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const hotelQuery = useHotel(hotelParam || null);
  const hotelError = hotelQuery.error;
  // The server answers 404 for an unknown hotel and 400 for an id that cannot be one; both mean a bad QR link.
  const hotelNotFound =
    hotelError instanceof ApiError && (hotelError.status === 404 || hotelError.status === 400);
  // The link names no hotel or room, or a hotel that does not exist (the guest may have the ID on the key card
  // or from the desk): every field is asked for, filled in with what the link said.
  const showManualFields = !roomParam || !hotelParam || hotelNotFound || logoClicks >= LOGO_CLICKS_TO_REVEAL;

  const [login, setLogin] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });

  async function logIn(request: GuestLoginRequest) {
    setLogin({ isPending: true, error: null });
    try {
      void preloadRoute('/dashboard');
      const response = await api.post<GuestLoginResponse>('guest-login', request);
      storeLoginSession(response);
      // A language picked on this device a moment ago beats the one on the booking, and is saved for it.
      const deviceLanguage = normaliseLanguage(readStorage(STORAGE_KEYS.language));
      const bookingLanguage = normaliseLanguage(response.language);
      if (deviceLanguage) {
        if (deviceLanguage !== bookingLanguage) void changeLanguage(deviceLanguage);
      } else {
        await changeLanguage(bookingLanguage ?? normaliseLanguage(i18n.language) ?? 'en', {
          saveOnServer: false,
        });
      }
      // The shell's code is on its way already (preloadRoute); the session module comes with it.
      const { startGuestSession } = await import('../../lib/session/guest-session.ts');
      await startGuestSession();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setLogin({ isPending: false, error });
    }
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = {
      hotel_unique_id: (showManualFields ? values.hotelId : hotelParam).trim(),
      room: (showManualFields ? values.room : roomParam).trim(),
      family_name: values.familyName.trim(),
    };
    const errors: FieldErrors = {};
    if (showManualFields && !request.hotel_unique_id) errors.hotelId = t('login.errors.hotelIdRequired');
    else if (showManualFields && !isTypedHotelId(request.hotel_unique_id))
      errors.hotelId = t('dashboard.invalidHotelId');
    if (showManualFields && !request.room) errors.room = t('login.errors.roomRequired');
    if (!request.family_name) errors.familyName = t('login.errors.familyNameRequired');
    setFieldErrors(errors);
    const firstInvalid = (['hotelId', 'room', 'familyName'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      setLogin({ isPending: false, error: null });
      inputs.current[firstInvalid]?.focus();
      return;
    }
    void logIn(request);
  }

  const hotel = hotelQuery.data;

  return (
    <main id="main-content" className="flex flex-1 flex-col">
      <div className="bg-band px-6 pt-10 pb-16 text-on-band">
        {hotelParam ? (
          <LoginHotelHeader
            hotel={hotel}
            isLoading={hotelQuery.isLoading}
            room={roomParam}
            onLogoClick={() => setLogoClicks((count) => count + 1)}
          />
        ) : (
          <div className="flex justify-center">
            <span className="flex size-16 items-center justify-center rounded-2xl bg-surface-raised text-brand-ink shadow-lg">
              <BuildingIcon className="size-9" />
            </span>
          </div>
        )}
      </div>

      <div className="-mt-8 flex-1 px-4 pb-10">
        <div className="mx-auto w-full max-w-md rounded-3xl bg-surface-raised p-6 shadow-xl ring-1 ring-line sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink" elementtiming="login-form">
            {t('login.title')}
          </h1>
          <p className="mt-1.5 text-base text-ink-muted">
            {showManualFields ? t('login.subtitle') : t('login.subtitleFamilyName')}
          </p>

          {sessionExpired ? (
            <p
              role="status"
              className="mt-5 rounded-xl bg-surface px-4 py-3 text-sm font-medium text-ink ring-1 ring-line"
            >
              {t('login.sessionExpired')}
            </p>
          ) : null}

          {hotelError ? (
            <ErrorAlert className="mt-5">
              {hotelNotFound ? t('login.errors.hotelNotFound') : t('login.errors.hotelUnavailable')}
            </ErrorAlert>
          ) : null}

          <form noValidate onSubmit={handleSubmit} className="mt-6 flex flex-col gap-5">
            {showManualFields ? (
              <>
                <TextField
                  label={t('login.hotelId')}
                  name="hotel_unique_id"
                  value={values.hotelId}
                  onChange={(event) => update('hotelId', event.target.value)}
                  error={fieldErrors.hotelId}
                  ref={(element) => {
                    inputs.current.hotelId = element;
                  }}
                  required
                  autoCapitalize="characters"
                  autoCorrect="off"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="HOTEL-…"
                />
                <TextField
                  label={t('login.roomNumber')}
                  name="room"
                  value={values.room}
                  onChange={(event) => update('room', event.target.value)}
                  error={fieldErrors.room}
                  ref={(element) => {
                    inputs.current.room = element;
                  }}
                  required
                  autoComplete="off"
                  autoCorrect="off"
                  spellCheck={false}
                />
              </>
            ) : null}
            <TextField
              label={t('login.familyName')}
              name="family_name"
              value={values.familyName}
              onChange={(event) => update('familyName', event.target.value)}
              error={fieldErrors.familyName}
              ref={(element) => {
                inputs.current.familyName = element;
              }}
              required
              autoComplete="family-name"
              autoCapitalize="words"
              enterKeyHint="go"
            />

            {login.error ? <ErrorAlert>{loginErrorMessage(login.error, t)}</ErrorAlert> : null}

            <button type="submit" className={`${primaryButtonClass} mt-1 w-full`} disabled={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
