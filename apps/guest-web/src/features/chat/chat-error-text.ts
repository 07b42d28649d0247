import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { MissingBookingDetailsError } from './use-chat.ts';

/** What went wrong, as SPEC section 8 words it for chat. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof MissingBookingDetailsError) return t('chat.missingDetails');
    // No answer at all: the guest's language, not the API client's English 'Network request failed'.
    const reason =
      error instanceof ApiError && error.status === 0
        ? t('common.networkError')
        : error instanceof ApiError
          ? (error.detail ?? error.message)
          : String((error as Error)?.message ?? error);
    return t('chat.error', { message: reason });
  };
}
