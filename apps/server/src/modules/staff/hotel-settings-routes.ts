import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { currencySymbolOf } from '@hotel/contracts/currency';
import { hotelSettings, hotelSettingsChange, logoParams } from '@hotel/contracts/hotel-settings';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { isValidTimeZone } from '../../platform/time.ts';
import { imageStoreOf, storeImage, acceptImageUploads, readUploadedImage } from '../media/index.ts';
import {
  CURRENCY_LOCKED,
  currencyLocked,
  findHotelById,
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
} as const satisfies Record<string, keyof HotelChanges>;

const LOGO_COLUMNS = { logo: 'logoUrl', small_logo: 'smallLogoUrl' } as const;

/** What guests read of the hotel, plus the consoles' alert defaults. */
function toHotelSettings(row: HotelRow) {
  return {
    ...toHotelResponse(row),
    request_realert_seconds: row.requestRealertSeconds,
    order_lead_minutes: row.orderLeadMinutes,
  };
}

/** Hotel settings (permission settings.edit): what guests see of the hotel, changed in one place. */
export async function hotelSettingsRoutes(app: FastifyInstance): Promise<void> {
  await acceptImageUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  async function save(hotelId: number, changes: HotelChanges, log: FastifyInstance['log']) {
    const row = await updateHotel(ctx.db, hotelId, changes);
    if (!row) throw notFound('Hotel not found.');
    // Refreshes open consoles and, through the bus, drops every instance's cached hotel read and menu.
    await publishStaffUpdate(ctx, hotelId, { topic: 'settings', action: 'updated', id: hotelId }, log);
    return toHotelSettings(row);
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
      return toHotelSettings(hotel);
    },
  );

  api.patch(
    '/staff/settings/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff-settings'],
        summary:
          "Change name, colours, time zone, currency, feature flags and the consoles' alert defaults (only the fields sent)",
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
      return save(hotelId, changes, request.log);
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
      return save(staffOf(request).hotelId, { [LOGO_COLUMNS[kind]]: url }, request.log);
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
    async (request) =>
      save(staffOf(request).hotelId, { [LOGO_COLUMNS[request.params.kind]]: null }, request.log),
  );
}
