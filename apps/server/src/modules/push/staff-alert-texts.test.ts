import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { SERVICE_REQUEST_KINDS } from '@hotel/contracts/requests';
import { STAFF_ALERT_TEXTS } from './staff-alert-texts.ts';
import { wordStaffAlert } from './service.ts';

const locales = path.resolve(import.meta.dirname, '../../../../staff-web/src/lib/i18n/locales');
const catalogue = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

describe('the staff alerts’ wording', () => {
  it('is the console’s own wording, in every language the console speaks', () => {
    const consoleLanguages = fs.readdirSync(locales).map((file) => file.replace(/\.json$/, ''));
    expect(Object.keys(STAFF_ALERT_TEXTS).sort()).toEqual(consoleLanguages.sort());
    for (const language of consoleLanguages) {
      const { screens, orders, requests, chat } = catalogue(language) as Record<
        string,
        Record<string, unknown>
      >;
      expect(STAFF_ALERT_TEXTS[language], language).toEqual({
        orders: screens!.orders,
        requests: screens!.requests,
        chat: chat!.handedOffAlert,
        room: orders!.room,
        orderNumber: orders!.orderNumber,
        roomService: orders!.roomService,
        kinds: Object.fromEntries(
          SERVICE_REQUEST_KINDS.map((kind) => [kind, (requests!.kinds as Record<string, string>)[kind]]),
        ),
      });
      // One room wording serves the three queues: the console uses the same sentence in each.
      expect(requests!.room, language).toBe(orders!.room);
      expect(chat!.room, language).toBe(orders!.room);
    }
    expect(consoleLanguages.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('fills the room, the order number and the place, and falls back to English', () => {
    const order = { topic: 'orders', id: 12, room: '101', place: null } as const;
    expect(wordStaffAlert(order, 'fr')).toEqual({
      title: STAFF_ALERT_TEXTS.fr!.orders,
      body: `Chambre 101 · ${STAFF_ALERT_TEXTS.fr!.orderNumber.replace('{{id}}', '12')} · ${STAFF_ALERT_TEXTS.fr!.roomService}`,
      url: '/staff/orders',
      tag: 'order-12',
    });
    expect(wordStaffAlert({ topic: 'chat', id: 3, room: '7' }, null)).toEqual({
      title: 'A guest needs a person in the chat',
      body: 'Room 7',
      url: '/staff/chat',
      tag: 'chat-3',
    });
    expect(wordStaffAlert({ topic: 'requests', id: 5, room: '7', kind: 'sheets' }, 'xx').body).toBe(
      'Room 7 · Sheets',
    );
  });
});
