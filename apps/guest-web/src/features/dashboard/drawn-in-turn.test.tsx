import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSectionsDrawnInTurn } from './drawn-in-turn.ts';

const SECTIONS = 3;

function Sections() {
  return <p data-testid="drawn">{useSectionsDrawnInTurn(SECTIONS)}</p>;
}

const drawn = () => Number(screen.getByTestId('drawn').textContent);

let frames: FrameRequestCallback[] = [];

/** The browser paints a frame: the callbacks asked for before it run, then the task each posted. */
async function paintFrame() {
  await act(async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  frames = [];
});

// One test: the first dashboard of the page's load is drawn in turn, and there is only one first.
it('draws the first dashboard one section per painted frame (or per tenth of a second without frames), a later one at once', async () => {
  const first = render(<Sections />);
  expect(drawn()).toBe(0);
  await paintFrame();
  expect(drawn()).toBe(1);
  await paintFrame();
  expect(drawn()).toBe(2);
  // A page in a background tab gets no frames: the next section comes a tenth of a second later all the same.
  await act(() => vi.advanceTimersByTimeAsync(99));
  expect(drawn()).toBe(2);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(drawn()).toBe(SECTIONS);
  await paintFrame();
  expect(drawn()).toBe(SECTIONS);
  first.unmount();

  // The guest comes back to the dashboard: every section in the first render.
  render(<Sections />);
  expect(drawn()).toBe(SECTIONS);
});
