import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from './platform/config.ts';
import { createContext } from './platform/create-context.ts';
import { upsertHotel, findHotelByUniqueId, listHotels } from './modules/hotels/index.ts';
import { registerModuleHooks } from './module-hooks.ts';
import { ensureRoom, checkIn } from './modules/stays/index.ts';
import {
  addStaffMember,
  deactivateStaffMember,
  listStaffOfHotel,
  resetStaffPassword,
} from './modules/staff/index.ts';
import { expandRoomRange, roomNumber } from '@hotel/contracts/rooms';
import { stayCreate } from '@hotel/contracts/stays';
import { seedDemo } from './seed/demo-seed.ts';
import { MenuImportError, exportMenu, importMenu } from './modules/dining/index.ts';
import { cliActor } from './modules/audit/index.ts';
import { eraseGuestData, exportGuestData } from './modules/privacy/index.ts';
import { generateVapidKeys, vapidEnvLines } from './modules/push/index.ts';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, staffRole } from '@hotel/contracts/staff';

const USAGE = `Usage: npm run cli -- <command> [options]   (in the image: node apps/server/dist/cli.js <command>)

  create-hotel --id HOTEL-X --name "Name" [--timezone Area/City] [--currency THB] [--primary-color #hex]
               [--room-service true|false] [--chat true|false]
  add-room     --hotel HOTEL-X --room 12 [--to 30] [--unlicensed]
               (with --to: every room from --room to --to, e.g. 101 to 130; rooms that exist are kept)
  check-in     --hotel HOTEL-X --room 12 --family-name Smith --from YYYY-MM-DD --to YYYY-MM-DD [--language en]
               (the room must exist; a stay overlapping another in the room is refused)
  list-hotels  every hotel: id, name, time zone, currency, staff
  add-staff    --hotel HOTEL-X --email a@b.c --name "Name" --password secret [--role manager|front_desk|kitchen|housekeeping]
               (the first account of a hotel should be a manager: it adds the others in the staff console;
               an email that already has an account — another hotel of the group — is added to this hotel
               too, its name and password unchanged: it says so; nothing is ever moved)
  list-staff   --hotel HOTEL-X   the hotel's staff: email, name, role, active
  deactivate-staff --hotel HOTEL-X --email a@b.c   they can no longer work in that hotel (sessions there end);
               their other hotels are untouched; the hotel's last active manager is refused
  reset-password --email a@b.c   a new password for that person, printed once (their sessions end in every
               hotel, their sign-in pauses are over); they change it under My account
  migrate      bring the database's schema up to date and exit (a deploy step before instances start;
               each instance also does it at start-up, one at a time under a lock)
  seed-demo    load (or refresh) the two demo hotels, on any database
  export-menu  --hotel HOTEL-X [--out menu.json] the hotel's menu as JSON, to the file or to stdout
               (with npm, \`npm run --silent cli -- export-menu …\` keeps npm's banner out of it)
  import-menu  --hotel HOTEL-X --file menu.json replace the hotel's menu with the file's; a file with
               problems is refused whole, each problem named
  export-guest-data --hotel HOTEL-X --stay ID [--out file.json]   everything the hotel holds about one
               stay (docs/privacy.md), as JSON, to the file or to stdout; recorded in the audit log
  erase-guest-data --hotel HOTEL-X --stay ID   erase a checked-out stay's personal data (name, chat,
               notes, free text become markers; money lines and counts stay); prints what was erased
  generate-vapid-keys   a new key pair for Web Push (docs/push.md): prints the VAPID_* lines to set in
               production; set them once and keep them (new keys end every browser's subscription)

The database is the one the server would use: DATABASE_URL, else the embedded one in DATA_DIR.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    timezone: { type: 'string' },
    currency: { type: 'string' },
    'primary-color': { type: 'string' },
    'room-service': { type: 'string' },
    chat: { type: 'string' },
    hotel: { type: 'string' },
    room: { type: 'string' },
    unlicensed: { type: 'boolean' },
    'family-name': { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    language: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    file: { type: 'string' },
    out: { type: 'string' },
    stay: { type: 'string' },
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`--${name} is required.\n\n${USAGE}`);
  return value.trim();
}

/** Services log through this outside a server: warnings to stderr, the rest nowhere. */
const quietLog = {
  warn: (details: object, message?: string) => console.warn(message ?? details),
  info: () => {},
};

/** Rows in aligned columns, for a person reading a terminal. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** --stay as a stay id: a whole positive number. */
function stayIdOf(): number {
  const id = Number(required('stay'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('--stay must be a stay id (a whole number).');
  return id;
}

const asFlag = (value: string | undefined) => (value === undefined ? undefined : value === 'true');

async function run(): Promise<string> {
  const command = positionals[0];
  if (!command || command === 'help') return USAGE;
  loadEnvFile();
  // Needs no database: the subject comes from VAPID_SUBJECT or PUBLIC_URL, as the server would take it.
  if (command === 'generate-vapid-keys')
    return vapidEnvLines(generateVapidKeys(), loadConfig().VAPID_SUBJECT);
  registerModuleHooks();
  const owned = await createContext(loadConfig());
  const { db } = owned.ctx;
  const hotelIdOf = async (uniqueId: string) => {
    const hotel = await findHotelByUniqueId(db, uniqueId);
    if (!hotel) throw new Error(`No hotel ${uniqueId}. Create it first with create-hotel.`);
    return hotel.id;
  };
  try {
    switch (command) {
      case 'create-hotel': {
        const uniqueId = required('id');
        await upsertHotel(db, {
          uniqueId,
          name: required('name'),
          ...(values.timezone && { timezone: values.timezone }),
          ...(values.currency && { currencyCode: values.currency.toUpperCase() }),
          ...(values['primary-color'] && { primaryColor: values['primary-color'] }),
          ...(asFlag(values['room-service']) !== undefined && {
            roomServiceEnabled: asFlag(values['room-service']),
          }),
          ...(asFlag(values.chat) !== undefined && { chatEnabled: asFlag(values.chat) }),
        });
        return `Hotel ${uniqueId} saved. Its guests log in at /?hotel=${uniqueId}&room=<room>.`;
      }
      case 'add-room': {
        const hotelId = await hotelIdOf(required('hotel'));
        const range = values.to
          ? expandRoomRange(required('room'), values.to)
          : { rooms: [required('room')] };
        if ('error' in range) throw new Error(range.error);
        for (const room of range.rooms) {
          const valid = roomNumber.safeParse(room);
          if (!valid.success) throw new Error(valid.error.issues[0]!.message);
          await ensureRoom(db, hotelId, valid.data, values.unlicensed ?? false);
        }
        const what =
          range.rooms.length === 1
            ? `Room ${range.rooms[0]}`
            : `Rooms ${range.rooms[0]} to ${range.rooms.at(-1)}`;
        return `${what} saved${values.unlicensed ? ' (unlicensed)' : ''}.`;
      }
      case 'check-in': {
        const input = stayCreate.safeParse({
          room: required('room'),
          family_name: required('family-name'),
          check_in_date: required('from'),
          check_out_date: required('to'),
          ...(values.language && { language: values.language }),
        });
        if (!input.success) throw new Error(input.error.issues.map((issue) => issue.message).join('\n'));
        const stay = await checkIn(owned.ctx, { hotelId: await hotelIdOf(required('hotel')) }, input.data);
        return `Checked in: stay ${stay.id}, room ${stay.room_number}, ${stay.family_name}, ${stay.check_in_date} to ${stay.check_out_date}.`;
      }
      case 'add-staff': {
        const role = staffRole.safeParse(values.role ?? 'manager');
        if (!role.success) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
        if (required('password').length < STAFF_PASSWORD_MIN_LENGTH)
          throw new Error(`--password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
        return await addStaffMember(db, {
          hotelId: await hotelIdOf(required('hotel')),
          hotelUniqueId: required('hotel'),
          email: required('email'),
          name: required('name'),
          password: required('password'),
          role: role.data,
        });
      }
      case 'list-hotels': {
        const hotels = await listHotels(db);
        if (hotels.length === 0) return 'No hotels yet. Create one with create-hotel.';
        const rows = [];
        for (const hotel of hotels) {
          const active = (await listStaffOfHotel(db, hotel.id)).filter((member) => member.active);
          rows.push([hotel.uniqueId, hotel.name, hotel.timezone, hotel.currencyCode, String(active.length)]);
        }
        return table(['ID', 'NAME', 'TIME ZONE', 'CURRENCY', 'ACTIVE STAFF'], rows);
      }
      case 'list-staff': {
        const staff = await listStaffOfHotel(db, await hotelIdOf(required('hotel')));
        if (staff.length === 0) return `${required('hotel')} has no staff yet. Add one with add-staff.`;
        return table(
          ['EMAIL', 'NAME', 'ROLE', 'STATE'],
          staff.map((member) => [
            member.email,
            member.name,
            member.role,
            member.active ? 'active' : 'deactivated',
          ]),
        );
      }
      case 'deactivate-staff': {
        const result = await deactivateStaffMember(
          owned.ctx,
          await hotelIdOf(required('hotel')),
          required('email'),
          quietLog,
        );
        return result.alreadyInactive
          ? `${required('email')} was already deactivated at ${required('hotel')}. Nothing was changed.`
          : `${required('email')} can no longer work at ${required('hotel')}; their sessions there have ended. Their other hotels are unchanged.`;
      }
      case 'reset-password': {
        const reset = await resetStaffPassword(owned.ctx, required('email'), quietLog);
        return (
          `New password for ${required('email')} (${reset.hotels.join(', ')}): ${reset.password}\n` +
          'Give it to them in person; they change it under My account. Their open sessions have ended.'
        );
      }
      case 'migrate': {
        // createContext has applied every committed migration by now.
        const journal = JSON.parse(
          await fs.readFile(path.join(owned.ctx.config.migrationsDir, 'meta/_journal.json'), 'utf8'),
        ) as { entries: { tag: string }[] };
        const last = journal.entries.at(-1)?.tag ?? 'none';
        return `Database schema up to date: ${journal.entries.length} migrations, the last ${last}.`;
      }
      case 'seed-demo': {
        await seedDemo(db, owned.ctx.now());
        return 'Demo hotels loaded: HOTEL-DEMO (room 101, Tanaka) and HOTEL-SEA (room 202, Garcia).';
      }
      case 'export-menu': {
        const document = await exportMenu(db, await hotelIdOf(required('hotel')));
        const json = `${JSON.stringify(document, null, 2)}\n`;
        if (!values.out) return json.trimEnd();
        await fs.writeFile(values.out, json);
        return `Menu of ${required('hotel')} written to ${values.out}: ${document.items.length} items.`;
      }
      case 'import-menu': {
        const hotelId = await hotelIdOf(required('hotel'));
        const file = required('file');
        let input: unknown;
        try {
          input = JSON.parse(await fs.readFile(file, 'utf8'));
        } catch (error) {
          throw new Error(`${file} is not a readable JSON file: ${(error as Error).message}`);
        }
        try {
          const result = await importMenu(owned.ctx, hotelId, input);
          return (
            `Menu of ${required('hotel')} replaced: ${result.items} items, ${result.sub_categories} sub-categories, ` +
            `${result.locations} locations (${result.removed_items} old items removed).`
          );
        } catch (error) {
          if (!(error instanceof MenuImportError)) throw error;
          throw new Error(
            `${file} has ${error.problems.length} problem(s); nothing was changed:\n` +
              error.problems.map((problem) => `  - ${problem}`).join('\n'),
          );
        }
      }
      case 'export-guest-data': {
        const document = await exportGuestData(
          owned.ctx,
          await hotelIdOf(required('hotel')),
          stayIdOf(),
          cliActor,
        );
        const json = `${JSON.stringify(document, null, 2)}\n`;
        if (!values.out) return json.trimEnd();
        await fs.writeFile(values.out, json, { mode: 0o600 });
        return `Personal data of stay ${document.stay.id} (room ${document.stay.room_number}) written to ${values.out}.`;
      }
      case 'erase-guest-data': {
        const erased = await eraseGuestData(
          owned.ctx,
          await hotelIdOf(required('hotel')),
          stayIdOf(),
          cliActor,
        );
        const counts = Object.entries(erased.counts)
          .map(([what, count]) => `  ${what.replaceAll('_', ' ')}: ${count}`)
          .join('\n');
        return erased.already_erased
          ? `Stay ${erased.stay_id} (room ${erased.room_number}) was already erased on ${erased.erased_at}; rewritten now:\n${counts}`
          : `Personal data of stay ${erased.stay_id} (room ${erased.room_number}) erased; rows rewritten:\n${counts}`;
      }
      default:
        throw new Error(`Unknown command ${command}.\n\n${USAGE}`);
    }
  } finally {
    await owned.close();
  }
}

run().then(
  (message) => console.log(message),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
