import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { currencySymbolOf } from '@hotel/contracts/currency';
import {
  hotelSettings,
  hotelSettingsChange,
  logoParams,
  type HotelSettings,
} from '@hotel/contracts/hotel-settings';
import type { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { isValidTimeZone } from '../../platform/time.ts';
import { imageStoreOf, storeImage, acceptImageUploads, readUploadedImage } from '../media/index.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import {
  CURRENCY_LOCKED,
  currencyLocked,
  findHotelById,
  guestAddressOf,
  hotelWebhookPath,
  lockHotelRow,
  ownStripeKeys,
  paymentSetupOf,
  stripeKeyChanges,
  toHotelResponse,
  updateHotel,
  type HotelChanges,
  type HotelRow,
} from '../hotels/index.ts';
import { publishStaffUpdate } from './publish.ts';
import { requireStaff, staffOf } from './guard.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const guard = requireStaff('settings.edit');

/** The API field of each column a manager may change. */
const COLUMNS = {
  name: 'name',
  primary_color: 'primaryColor',
  secondary_color: 'secondaryColor',
  accent_color: 'accentColor',
  text_color: 'textColor',
  text_light_color: 'textLightColor',
  background_color: 'backgroundColor',
  timezone: 'timezone',
  room_service_enabled: 'roomServiceEnabled',
  room_service_hours: 'roomServiceHours',
  chat_enabled: 'chatEnabled',
  guests_can_request_cleaning: 'guestsCanRequestCleaning',
  guests_can_request_towels: 'guestsCanRequestTowels',
  guests_can_request_toiletries: 'guestsCanRequestToiletries',
  guests_can_request_sheets: 'guestsCanRequestSheets',
  guests_can_request_general_assistance: 'guestsCanRequestGeneralAssistance',
  guests_can_set_do_not_disturb: 'guestsCanSetDoNotDisturb',
  request_realert_seconds: 'requestRealertSeconds',
  order_lead_minutes: 'orderLeadMinutes',
  public_url: 'publicUrl',
  legal_name: 'legalName',
  legal_address: 'legalAddress',
  tax_id: 'taxId',
} as const satisfies Record<string, keyof HotelChanges>;

const LOGO_COLUMNS = { logo: 'logoUrl', small_logo: 'smallLogoUrl' } as const;

type HotelSettingsChangeBody = Partial<z.output<typeof hotelSettingsChange>>;

export const KEY_STORAGE_MISSING =
  "Stripe keys cannot be saved: the server's SETTINGS_ENCRYPTION_KEY is not set (32 bytes as 64 hex " +
  'characters, e.g. openssl rand -hex 32). Ask whoever runs the server to set it; nothing was changed.';
export const KEYS_GO_TOGETHER =
  'Stripe secret key and webhook signing secret go together: set both, or clear both (payments are only ' +
  'settled by signed webhooks).';

/** Test or live, and the last four characters: what a manager may see of the stored key, never the key. */
function keySummary(config: Config, hotel: HotelRow) {
  try {
    const keys = ownStripeKeys(config, hotel);
    if (!keys) return { stripe_key_mode: null, stripe_key_last4: null };
    const mode = /^(?:sk|rk)_(test|live)_/.exec(keys.secretKey)?.[1] as 'test' | 'live' | undefined;
    return { stripe_key_mode: mode ?? null, stripe_key_last4: keys.secretKey.slice(-4) };
  } catch {
    // Stored under another SETTINGS_ENCRYPTION_KEY: the screen still says the hotel has its own account.
    return { stripe_key_mode: null, stripe_key_last4: null };
  }
}

/** What guests read of the hotel, the consoles' alert defaults, and the group settings (decision 0154). */
function toHotelSettings(config: Config, row: HotelRow): HotelSettings {
  const payments = paymentSetupOf(config, row);
  return {
    ...toHotelResponse(row),
    request_realert_seconds: row.requestRealertSeconds,
    order_lead_minutes: row.orderLeadMinutes,
    public_url: row.publicUrl,
    default_public_url: config.PUBLIC_URL,
    legal_name: row.legalName,
    legal_address: row.legalAddress,
    tax_id: row.taxId,
    stripe_account: payments.account,
    ...keySummary(config, row),
    payment_provider: payments.provider,
    stripe_webhook_url: `${guestAddressOf(config, row).url}${hotelWebhookPath(row.uniqueId)}`,
    key_storage_available: config.SETTINGS_ENCRYPTION_KEY !== undefined,
  };
}

/** The audit entry's detail: each changed field before → after; for a key only that it was set or cleared. */
function changedFields(before: HotelRow, after: HotelRow, body: HotelSettingsChangeBody) {
  const detail: Record<string, unknown> = {};
  const columns: Record<string, keyof HotelRow> = {
    ...COLUMNS,
    currency_code: 'currencyCode',
    ...LOGO_COLUMNS,
  };
  for (const [field, column] of Object.entries(columns)) {
    if (JSON.stringify(before[column]) !== JSON.stringify(after[column]))
      detail[field] = { before: before[column], after: after[column] };
  }
  if (body.stripe_secret_key !== undefined)
    detail.stripe_secret_key = body.stripe_secret_key === null ? 'cleared' : 'set';
  if (body.stripe_webhook_secret !== undefined)
    detail.stripe_webhook_secret = body.stripe_webhook_secret === null ? 'cleared' : 'set';
  return detail;
}

/** Hotel settings (permission settings.edit): what guests see of the hotel, changed in one place. */
export async function hotelSettingsRoutes(app: FastifyInstance): Promise<void> {
  await acceptImageUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** Changes the hotel and records who did it, in one transaction; then refreshes what caches it. */
  async function save(
    request: FastifyRequest,
    changes: HotelChanges,
    body: HotelSettingsChangeBody = {},
    check?: (merged: HotelRow) => void,
  ) {
    const staff = staffOf(request);
    const row = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      if (!(await lockHotelRow(db, staff.hotelId))) throw notFound('Hotel not found.');
      const before = (await findHotelById(db, staff.hotelId))!;
      check?.({ ...before, ...changes } as HotelRow);
      const after = (await updateHotel(db, staff.hotelId, changes))!;
      const detail = changedFields(before, after, body);
      if (Object.keys(detail).length > 0)
        await recordAudit(db, staff.hotelId, staffActor(request, staff), {
          kind: 'settings.changed',
          subject: 'Hotel settings',
          detail,
        });
      return after;
    });
    // Refreshes open consoles and, through the bus, drops every instance's cached hotel read and menu.
    await publishStaffUpdate(
      ctx,
      staff.hotelId,
      { topic: 'settings', action: 'updated', id: staff.hotelId },
      request.log,
    );
    return toHotelSettings(ctx.config, row);
  }

  api.get(
    '/staff/settings/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-settings'],
        summary: "The hotel's settings, as guests read them",
        response: { 200: hotelSettings, ...errors },
      },
    },
    async (request) => {
      const hotel = await findHotelById(ctx.db, staffOf(request).hotelId);
      if (!hotel) throw notFound('Hotel not found.');
      return toHotelSettings(ctx.config, hotel);
    },
  );

  api.patch(
    '/staff/settings/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-settings'],
        summary:
          "Change name, colours, time zone, currency, feature flags, the consoles' alert defaults, the guest address, business details and the hotel's own Stripe keys (write-only; only the fields sent)",
        body: hotelSettingsChange,
        response: { 200: hotelSettings, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.timezone !== undefined && !isValidTimeZone(body.timezone))
        throw badRequest(
          `timezone: "${body.timezone}" is not a time zone (use a name such as Asia/Bangkok)`,
          'invalid_timezone',
        );
      const hotelId = staffOf(request).hotelId;
      const changes: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(COLUMNS)) {
        const value = body[field as keyof typeof COLUMNS];
        if (value !== undefined) changes[column] = value;
      }
      if (body.currency_code !== undefined) {
        if (await currencyLocked(ctx.db, hotelId, body.currency_code))
          throw conflict(CURRENCY_LOCKED, 'currency_locked');
        Object.assign(changes, {
          currencyCode: body.currency_code,
          currencySymbol: currencySymbolOf(body.currency_code),
        });
      }
      const sealing = ctx.config.SETTINGS_ENCRYPTION_KEY;
      if (!sealing && (body.stripe_secret_key || body.stripe_webhook_secret))
        throw conflict(KEY_STORAGE_MISSING, 'settings_encryption_key_missing');
      Object.assign(
        changes,
        stripeKeyChanges(sealing, {
          secretKey: body.stripe_secret_key,
          webhookSecret: body.stripe_webhook_secret,
        }),
      );
      return save(request, changes, body, (merged) => {
        if ((merged.stripeSecretKeySealed === null) !== (merged.stripeWebhookSecretSealed === null))
          throw badRequest(KEYS_GO_TOGETHER, 'stripe_keys_incomplete');
      });
    },
  );

  api.post(
    '/staff/settings/logos/:kind/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-settings'],
        summary:
          'Upload the logo (navigation bar) or the small logo (square mark): JPEG, PNG or WebP, 5 MB at most',
        params: logoParams,
        response: { 200: hotelSettings, 413: errorResponse, 503: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const url = await storeImage(
        imageStoreOf(ctx),
        await readUploadedImage(request),
        kind === 'logo' ? 'logo' : 'mark',
      );
      return save(request, { [LOGO_COLUMNS[kind]]: url });
    },
  );

  api.delete(
    '/staff/settings/logos/:kind/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-settings'],
        summary: 'Remove a logo',
        params: logoParams,
        response: { 200: hotelSettings, ...errors },
      },
    },
    async (request) => save(request, { [LOGO_COLUMNS[request.params.kind]]: null }),
  );
}
