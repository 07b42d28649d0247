import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { languagesResponse } from '@hotel/contracts/languages-api';
import { translationsResponse } from '@hotel/contracts/translations';
import { ORDER_LIMITS } from '@hotel/contracts/dining';
import { ORDER_ERRORS } from '../dining/order-validation.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/languages/', () => {
  it('names the 41 languages in their own script, grouped as the selector shows them', async () => {
    const response = await t.app.inject({ url: '/api/languages/' });
    expect(response.statusCode).toBe(200);
    const body = languagesResponse.parse(response.json());
    expect(Object.keys(body.languages)).toHaveLength(41);
    expect(body.languages).toMatchObject({ ar: 'العربية', th: 'ไทย', 'zh-tw': '繁體中文', km: 'ខ្មែរ' });
    expect(body.groups.map((group) => group.id)).toEqual([
      'popular',
      'eastAsian',
      'southAsian',
      'southeastAsian',
      'european',
      'nordic',
      'middleEastern',
    ]);
    expect(body.groups.flatMap((group) => group.languages)).toEqual([...LANGUAGE_CODES]);
  });
});

describe('POST /api/languages/set/', () => {
  it("saves a known language on the guest's stay and refuses an unknown one with a clear detail", async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const set = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/languages/set/',
        headers: auth(token),
        payload: { language },
      });
    const saved = await set('ja');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ja' });
    const session = await t.app.inject({
      url: '/api/guest-session/',
      headers: auth(await loginTestGuest(t.app, hotel)),
    });
    expect(session.json()).toMatchObject({ language: 'ja' });
    const unknown = await set('klingon');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('Unsupported language');
  });
});

describe('GET /api/translations/', () => {
  it("serves the language's UI catalogue, and says honestly that content is not machine-translated", async () => {
    const response = await t.app.inject({ url: '/api/translations/?language_code=th&hotel_id=HOTEL-DEMO' });
    expect(response.statusCode).toBe(200);
    const body = translationsResponse.parse(response.json());
    expect(body).toMatchObject({
      language: 'th',
      content: {},
      translation_status: 'none',
      translation_progress: 0,
    });
    expect(body.ui).toMatchObject({ login: { submit: 'เข้าสู่ระบบ' } });
    const status = await t.app.inject({ url: '/api/translations/status/?language_code=th' });
    expect(status.json()).toEqual({ status: 'none', progress: 0, language: 'th' });
    expect((await t.app.inject({ url: '/api/translations/?language_code=xx' })).statusCode).toBe(400);
  });
});

describe("error details in the guest's language", () => {
  it("words a catalogued detail in the session's language, and before login in the app's Accept-Language", async () => {
    const hotel = await createTestHotel(t.ctx);
    const wrongName = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login/',
      headers: { 'accept-language': 'th' },
      payload: { room: '101', family_name: 'Nobody', hotel_unique_id: hotel.uniqueId },
    });
    expect(wrongName.statusCode).toBe(401);
    expect(wrongName.json()).toMatchObject({
      detail: 'ไม่พบการเข้าพักปัจจุบันสำหรับห้องและนามสกุลนี้ โปรดตรวจสอบทั้งสองอย่างหรือติดต่อแผนกต้อนรับ',
    });

    const token = await loginTestGuest(t.app, hotel);
    await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(token),
      payload: { language: 'ar' },
    });
    const arabic = await loginTestGuest(t.app, hotel);
    const emptyCart = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: auth(arabic),
      payload: { location: null, items: [] },
    });
    expect(emptyCart.statusCode).toBe(400);
    expect(emptyCart.json()).toEqual({ detail: 'سلة التسوق فارغة', code: 'cart_empty' });
  });

  it('keeps the English texts the server words by in step with its limits', () => {
    expect(ORDER_ERRORS.scheduledTooFar).toContain(`${ORDER_LIMITS.scheduleWindowDays} days`);
  });
});
