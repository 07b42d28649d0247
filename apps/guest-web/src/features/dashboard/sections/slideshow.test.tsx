import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { testSlides } from '../../../test/content-fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { SLIDE_INTERVAL_MS, Slideshow } from './slideshow.tsx';

let reducedMotion = false;

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSlideshow(slides = testSlides) {
  // Fake timers from the start, so the first slide's timer is one the test controls; they still run on their
  // own for the waits of findBy….
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const { requests } = mockFetch(() => jsonResponse(200, slides));
  renderRoute(<Slideshow />, { path: '/', url: '/' });
  await screen.findByRole('region', { name: 'Hotel highlights' });
  return requests;
}

const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('slideshow', () => {
  it('asks for the hotel’s slides and shows the first, with images that keep their frame', async () => {
    const requests = await renderSlideshow();
    expect(requests[0]?.url).toBe('/api/slideshow/?hotel_id=HOTEL-DEMO');
    expect(shown()).toBe(0);
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('width')).toBe('640');
    expect(images[0]?.getAttribute('height')).toBe('360');
    expect(screen.getByText('Sunset on the terrace')).toBeTruthy();
  });

  it('advances every 5 s and wraps around', async () => {
    await renderSlideshow();
    // A margin for the real time the render took (the fake clock follows it).
    tick(SLIDE_INTERVAL_MS - 1000);
    expect(shown()).toBe(0);
    tick(1000);
    expect(shown()).toBe(1);
    tick(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(2);
    tick(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(0);
    expect(SLIDE_INTERVAL_MS).toBe(5000);
  });

  it('waits while hovered and while the page is hidden', async () => {
    await renderSlideshow();
    const region = screen.getByRole('region', { name: 'Hotel highlights' });
    fireEvent.mouseEnter(region);
    tick(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    fireEvent.mouseLeave(region);
    tick(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    tick(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(1);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    tick(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(2);
  });

  it('stays put with reduced motion, yet moves by hand', async () => {
    reducedMotion = true;
    await renderSlideshow();
    tick(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shown()).toBe(1);
  });

  it('can be paused and played', async () => {
    await renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Focus on a control also holds it; leave the region to show the pause alone does it.
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    tick(SLIDE_INTERVAL_MS * 3);
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick(SLIDE_INTERVAL_MS);
    expect(shown()).toBe(1);
  });

  it('follows a swipe', async () => {
    await renderSlideshow();
    const track = screen.getByTestId('slideshow-track');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(track, { touches: [{ clientX: fromX, clientY: 100 }], timeStamp: 0 });
      fireEvent.touchEnd(track, { changedTouches: [{ clientX: toX, clientY: 100 }], timeStamp: 100 });
    };
    swipe(200, 100);
    expect(shown()).toBe(1);
    swipe(100, 200);
    expect(shown()).toBe(0);
  });

  it('shows nothing without slides, and no controls for a single one', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { container } = renderRoute(<Slideshow />, { path: '/', url: '/' });
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden="true"].animate-pulse')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
