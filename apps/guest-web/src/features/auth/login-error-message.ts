import type { TFunction } from 'i18next';
import type { LOGIN_ERROR_CODES } from '@hotel/contracts/auth';
import { ApiError } from '../../lib/api-client.ts';

// Typed against the contract without importing it at run time: the login route stays free of zod.
const ROOM_UNLICENSED: (typeof LOGIN_ERROR_CODES)['roomUnlicensed'] = 'room_unlicensed';

/**
 * SPEC section 8, login: room_unlicensed has its own text; otherwise the response's detail, or its help, or a
 * generic line.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === ROOM_UNLICENSED) return t('login.errors.roomUnlicensed');
    if (error.detail) return error.detail;
    if (error.help) return error.help;
  }
  return t('login.errors.failed');
}
