import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig, loadEnvFile } from './platform/config.ts';
import { createContext } from './platform/create-context.ts';
import { hotels } from './modules/hotels/schema.ts';
import { checkInGuest, ensureRoom, upsertHotel, upsertStaffMember } from './modules/hotels/provisioning.ts';
import { seedDemo } from './seed/demo-seed.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

  create-hotel --id HOTEL-X --name "Name" [--timezone Area/City] [--currency ฿] [--primary-color #hex]
               [--room-service true|false] [--chat true|false]
  add-room     --hotel HOTEL-X --room 12 [--unlicensed]
  check-in     --hotel HOTEL-X --room 12 --family-name Smith --from YYYY-MM-DD --to YYYY-MM-DD [--language en]
  add-staff    --hotel HOTEL-X --email a@b.c --name "Name" --password secret
  seed-demo    load (or refresh) the two demo hotels, on any database

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
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`--${name} is required.\n\n${USAGE}`);
  return value.trim();
}

const asFlag = (value: string | undefined) => (value === undefined ? undefined : value === 'true');

async function run(): Promise<string> {
  const command = positionals[0];
  if (!command || command === 'help') return USAGE;
  loadEnvFile();
  const owned = await createContext(loadConfig());
  const { db } = owned.ctx;
  const hotelIdOf = async (uniqueId: string) => {
    const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.uniqueId, uniqueId));
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
          ...(values.currency && { currencySymbol: values.currency }),
          ...(values['primary-color'] && { primaryColor: values['primary-color'] }),
          ...(asFlag(values['room-service']) !== undefined && {
            roomServiceEnabled: asFlag(values['room-service']),
          }),
          ...(asFlag(values.chat) !== undefined && { chatEnabled: asFlag(values.chat) }),
        });
        return `Hotel ${uniqueId} saved. Its guests log in at /?hotel=${uniqueId}&room=<room>.`;
      }
      case 'add-room': {
        await ensureRoom(
          db,
          await hotelIdOf(required('hotel')),
          required('room'),
          values.unlicensed ?? false,
        );
        return `Room ${required('room')} saved${values.unlicensed ? ' (unlicensed)' : ''}.`;
      }
      case 'check-in': {
        const stayId = await checkInGuest(db, {
          hotelId: await hotelIdOf(required('hotel')),
          roomNumber: required('room'),
          familyName: required('family-name'),
          checkInDate: required('from'),
          checkOutDate: required('to'),
          ...(values.language && { language: values.language }),
        });
        return `Checked in: stay ${stayId}, room ${required('room')}, ${required('family-name')}, ${required('from')} to ${required('to')}.`;
      }
      case 'add-staff': {
        await upsertStaffMember(db, {
          hotelId: await hotelIdOf(required('hotel')),
          email: required('email'),
          name: required('name'),
          password: required('password'),
        });
        return `Staff member ${required('email')} saved.`;
      }
      case 'seed-demo': {
        await seedDemo(db, owned.ctx.now());
        return 'Demo hotels loaded: HOTEL-DEMO (room 101, Tanaka) and HOTEL-SEA (room 202, Garcia).';
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
