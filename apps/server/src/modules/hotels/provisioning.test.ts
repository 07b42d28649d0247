import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '../../platform/time.ts';
import { createTestApp, loginTestGuest, uniqueSuffix, type TestApp } from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';
import { CURRENCY_LOCKED } from './currency.ts';
import { ProvisioningError, upsertHotel } from './provisioning.ts';
import { checkInGuest } from '../stays/provisioning.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('provisioning a hotel that is not the demo', () => {
  it('creates a hotel and checks a guest in who can then log in', async () => {
    const uniqueId = `HOTEL-NEW${uniqueSuffix()}`;
    const hotelId = await upsertHotel(t.ctx.db, { uniqueId, name: 'New Hotel', timezone: 'Europe/Lisbon' });
    const today = dateInZone(new Date(), 'Europe/Lisbon');
    await checkInGuest(t.ctx.db, {
      hotelId,
      roomNumber: '7',
      familyName: 'Silva',
      checkInDate: today,
      checkOutDate: addDays(today, 2),
    });
    expect(await loginTestGuest(t.app, { uniqueId, roomNumber: '7', familyName: 'silva' })).toEqual(
      expect.any(String),
    );
  });

  it('takes any listed ISO currency, and refuses one with other decimals once the hotel has prices', async () => {
    const uniqueId = `HOTEL-YEN${uniqueSuffix()}`;
    const hotelId = await upsertHotel(t.ctx.db, { uniqueId, name: 'Yen', currencyCode: 'JPY' });
    expect((await t.app.inject({ url: `/api/hotels/${uniqueId}/` })).json()).toMatchObject({
      currency_code: 'JPY',
      currency_symbol: '¥',
    });
    await createMenuFixture(t.ctx, hotelId);
    await expect(upsertHotel(t.ctx.db, { uniqueId, name: 'Yen', currencyCode: 'KWD' })).rejects.toThrow(
      new ProvisioningError(CURRENCY_LOCKED),
    );
    // Won, like yen, has no decimals: every stored price keeps its meaning.
    expect(await upsertHotel(t.ctx.db, { uniqueId, name: 'Yen', currencyCode: 'KRW' })).toBe(hotelId);
  });

  it('updates a hotel saved twice instead of duplicating it', async () => {
    const uniqueId = `HOTEL-TWICE${uniqueSuffix()}`;
    const first = await upsertHotel(t.ctx.db, { uniqueId, name: 'Before' });
    const second = await upsertHotel(t.ctx.db, { uniqueId, name: 'After' });
    expect(second).toBe(first);
    expect((await t.app.inject({ url: `/api/hotels/${uniqueId}/` })).json().name).toBe('After');
  });

  it('refuses a malformed hotel id, an unknown time zone and reversed dates', async () => {
    await expect(upsertHotel(t.ctx.db, { uniqueId: 'not-a-hotel', name: 'x' })).rejects.toThrow(
      ProvisioningError,
    );
    await expect(
      upsertHotel(t.ctx.db, { uniqueId: `HOTEL-${uniqueSuffix()}`, name: 'x', timezone: 'Mars/Base' }),
    ).rejects.toThrow(/Unknown time zone/);
    const hotelId = await upsertHotel(t.ctx.db, { uniqueId: `HOTEL-${uniqueSuffix()}`, name: 'x' });
    await expect(
      checkInGuest(t.ctx.db, {
        hotelId,
        roomNumber: '1',
        familyName: 'A',
        checkInDate: '2026-05-02',
        checkOutDate: '2026-05-01',
      }),
    ).rejects.toThrow(/Check-out must not be before check-in/);
  });
});

describe('the command line', () => {
  const run = promisify(execFile);
  const serverDir = path.resolve(import.meta.dirname, '../../..');
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    });

  // Each call starts Node and the embedded database: seconds apiece on a busy machine.
  it('creates a hotel, checks a guest in, and explains a mistake', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-cli-'));
    try {
      const created = await cli(
        dataDir,
        'create-hotel',
        '--id',
        'HOTEL-CLI',
        '--name',
        'CLI Inn',
        '--timezone',
        'Asia/Tokyo',
      );
      expect(created.stdout).toContain('Hotel HOTEL-CLI saved');
      const rooms = await cli(dataDir, 'add-room', '--hotel', 'HOTEL-CLI', '--room', '10', '--to', '12');
      expect(rooms.stdout).toContain('Rooms 10 to 12 saved.');
      const today = dateInZone(new Date(), 'Asia/Tokyo');
      const checkIn = (familyName: string) =>
        cli(
          dataDir,
          'check-in',
          '--hotel',
          'HOTEL-CLI',
          '--room',
          '12',
          '--family-name',
          familyName,
          '--from',
          today,
          '--to',
          addDays(today, 2),
        );
      const checkedIn = await checkIn('Sato');
      expect(checkedIn.stdout).toMatch(/Checked in: stay \d+, room 12, Sato/);
      // The console's rules: one stay per room-night.
      await expect(checkIn('Ito')).rejects.toMatchObject({
        stderr: expect.stringContaining('Room 12 already has a stay'),
      });
      await expect(
        cli(
          dataDir,
          'check-in',
          '--hotel',
          'HOTEL-NONE',
          '--room',
          '1',
          '--family-name',
          'X',
          '--from',
          '2026-01-01',
          '--to',
          '2026-01-02',
        ),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('No hotel HOTEL-NONE'),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
