import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { popularPadThai } from '../../test/dining-fixtures.ts';
import { demoHotel } from '../../test/fixtures.ts';
import { logInDemoGuest, serveDining } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { PopularDiningSection } from './popular-dining-section.tsx';

beforeEach(() => logInDemoGuest());

describe('popular dining on the dashboard', () => {
  it('lists the popular items with prices, links to the menu, and opens the order modal on a tap', async () => {
    const { requests } = serveDining({}, (request) =>
      request.url.startsWith('/api/popular-items/') ? jsonResponse(200, [popularPadThai]) : undefined,
    );
    renderRoute(<PopularDiningSection />, { path: '/dashboard', url: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Popular dining' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View full menu' }).getAttribute('href')).toBe('/menu');
    const item = await screen.findByRole('button', { name: /Pad Thai/ });
    expect(within(item).getByText('฿320.00')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/popular-items/?hotel_id=HOTEL-DEMO');

    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByText('Rice noodles with tamarind.')).toBeTruthy();
    expect(requests.some((request) => request.url === '/api/items/2/')).toBe(true);
  });

  it("shows prices with the hotel currency's decimals: none for yen", async () => {
    serveDining({}, (request) => {
      if (request.url.startsWith('/api/hotels/HOTEL-DEMO/') && !request.url.includes('locations'))
        return jsonResponse(200, { ...demoHotel, currency_code: 'JPY', currency_symbol: '¥' });
      if (request.url.startsWith('/api/popular-items/'))
        return jsonResponse(200, [{ ...popularPadThai, price: 1500, currency_symbol: '¥' }]);
      return undefined;
    });
    renderRoute(<PopularDiningSection />, { path: '/dashboard', url: '/dashboard' });
    const item = await screen.findByRole('button', { name: /Pad Thai/ });
    expect(await within(item).findByText('¥1,500')).toBeTruthy();
  });
});
