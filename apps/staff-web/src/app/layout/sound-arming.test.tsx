import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SoundToggle } from '../../components/ui/sound-toggle.tsx';
import { Chime, chime, useSoundArming } from '../../lib/attention.ts';
import { SoundArmingNotice } from './attention-badges.tsx';

/**
 * A browser's audio context as the autoplay rule makes it: suspended until the page has had a gesture,
 * running once resumed after one.
 */
class GestureGatedAudio {
  static gestured = false;
  static created = 0;
  state: AudioContextState = 'suspended';
  onstatechange: (() => void) | null = null;
  constructor() {
    GestureGatedAudio.created += 1;
  }
  async resume() {
    if (!GestureGatedAudio.gestured || this.state === 'running') return;
    this.state = 'running';
    this.onstatechange?.();
  }
}

/** Marks every pointer and key event as a user gesture, as a browser does, before the page hears it. */
function gesturesActivate() {
  const activate = () => {
    GestureGatedAudio.gestured = true;
  };
  for (const type of ['pointerdown', 'pointerup', 'keydown'])
    window.addEventListener(type, activate, { capture: true });
  return () => {
    for (const type of ['pointerdown', 'pointerup', 'keydown'])
      window.removeEventListener(type, activate, true);
  };
}

let stopGestures: () => void = () => undefined;
beforeEach(() => {
  GestureGatedAudio.gestured = false;
  GestureGatedAudio.created = 0;
  vi.stubGlobal('AudioContext', GestureGatedAudio);
  stopGestures = gesturesActivate();
});
afterEach(() => {
  stopGestures();
  vi.unstubAllGlobals();
});

describe('the sound after a reload', () => {
  it('is off on a new device, and stays off whatever is tapped', async () => {
    const fresh = new Chime();
    expect(fresh.state()).toBe('off');
    fresh.arm();
    fireEvent.pointerDown(document.body);
    await Promise.resolve();
    expect(fresh.state()).toBe('off');
    expect(GestureGatedAudio.created).toBe(0);
  });

  it('keeps the choice on the device and turns itself back on at the first tap anywhere', async () => {
    window.localStorage.setItem('staffSound', 'on');
    const reloaded = new Chime();
    // The browser holds sound back until the member acts on the page.
    reloaded.arm();
    await waitFor(() => expect(GestureGatedAudio.created).toBe(1));
    expect(reloaded.state()).toBe('blocked');
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(reloaded.state()).toBe('on'));
  });

  it('leaves a tap on the sound button to the button: it does not turn on and straight off again', async () => {
    window.localStorage.setItem('staffSound', 'on');
    const reloaded = new Chime();
    reloaded.arm();
    const button = document.createElement('button');
    button.setAttribute('data-sound-toggle', '');
    document.body.append(button);
    fireEvent.pointerDown(button);
    await Promise.resolve();
    expect(reloaded.state()).toBe('blocked');
    button.remove();
  });

  it('says once, plainly, that a tap is needed, and the sound button agrees until the tap', async () => {
    function Console() {
      useSoundArming();
      return (
        <>
          <SoundArmingNotice />
          <SoundToggle />
          <p>A page of stays</p>
        </>
      );
    }
    // The member turned sound on before the reload; the page has had no gesture since.
    await act(async () => {
      await chime.enable();
    });
    render(<Console />);
    expect(await screen.findByText('Tap anywhere to turn the sound back on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tap to allow sound' })).toBeTruthy();
    expect(screen.getAllByText('Tap anywhere to turn the sound back on.')).toHaveLength(1);

    fireEvent.pointerDown(screen.getByText('A page of stays'));
    await waitFor(() => expect(screen.queryByText('Tap anywhere to turn the sound back on.')).toBeNull());
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('Sound onTurn sound off');
    act(() => chime.disable());
  });
});
