import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { emptyTouristInfo } from '../../test/content-fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { TouristInfoPage } from './tourist-info-page.lazy.tsx';

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
});

const renderPage = () => renderRoute(<TouristInfoPage />, { path: '/tourist-info', url: '/tourist-info' });

describe('tourist info page', () => {
  it('shows the filled entries of each group, emergency first, numbers as tel: links and safe website links', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(200, {
        ...emptyTouristInfo,
        emergency_call_center: '191',
        medical_emergency_call_center: '1669',
        tourist_police_contact: '1155',
        tourist_police_website: 'https://police.example',
        railway_website: 'https://railway.example',
        airport_contact: 'Terminal 1, level 2',
        metro_website: 'javascript:alert(1)',
      }),
    );
    renderPage();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(headings).toEqual(['Emergency contacts', 'Tourist assistance', 'Transportation']);
    expect(requests[0]?.url).toBe('/api/tourist-info/');

    const emergency = screen.getByRole('region', { name: 'Emergency contacts' });
    expect(
      within(emergency).getByRole('link', { name: 'Call Emergency number: 191' }).getAttribute('href'),
    ).toBe('tel:191');
    expect(
      within(emergency).getByRole('link', { name: 'Call Medical emergency: 1669' }).getAttribute('href'),
    ).toBe('tel:1669');
    expect(within(emergency).queryByText('Disaster warning')).toBeNull();

    const website = screen.getByRole('link', {
      name: 'Visit the Tourist police website (opens in a new tab)',
    });
    expect(website.getAttribute('href')).toBe('https://police.example/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');

    const transport = screen.getByRole('region', { name: 'Transportation' });
    expect(within(transport).getByText('Terminal 1, level 2')).toBeTruthy();
    expect(within(transport).queryByText('Metro')).toBeNull();
    expect(within(transport).getByText('Railway')).toBeTruthy();
    expect(screen.queryByText('Immigration')).toBeNull();
  });

  it('says so when the hotel has filled nothing', async () => {
    mockFetch(() => jsonResponse(200, emptyTouristInfo));
    renderPage();
    expect(await screen.findByText('The hotel has not added tourist information yet.')).toBeTruthy();
  });

  it("shows 'error loading tourist info' when it cannot be loaded", async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('error loading tourist info');
  });
});
