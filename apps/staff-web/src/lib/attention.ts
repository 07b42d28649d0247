import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/*
 * How the console gets the attention of someone not looking at it: a chime (browsers only play sound
 * after a click on the page, so the member turns it on with one, and after a reload the first tap anywhere
 * turns it back on), a count in the tab's title and on its icon, and a system notification when the
 * browser allows it.
 */

const SOUND_KEY = 'staffSound';

export type SoundState = 'off' | 'on' | 'blocked';

/** The first of these anywhere on the page lets it play sound (a touch activates on release, a mouse on press). */
const GESTURES = ['pointerdown', 'pointerup', 'keydown'] as const;

/** Marks the sound button: a tap on it turns sound on itself, so the page-wide arming leaves it alone. */
export const SOUND_TOGGLE_ATTRIBUTE = 'data-sound-toggle';

export class Chime {
  private context: AudioContext | null = null;
  private readonly listeners = new Set<() => void>();
  private wanted = readWanted();
  private armed = false;

  /** 'blocked': wanted, but the browser waits for a click on the page (after a reload). */
  state(): SoundState {
    if (!this.wanted) return 'off';
    return this.context?.state === 'running' ? 'on' : 'blocked';
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Call from a click: that gesture is what lets the page play sound. */
  async enable(): Promise<void> {
    this.wanted = true;
    saveWanted(true);
    await this.resume();
  }

  disable(): void {
    this.wanted = false;
    saveWanted(false);
    this.changed();
  }

  /**
   * After a reload the choice is still 'on' but the browser holds the sound back until the member acts on
   * the page: try at once (a browser that remembers the site may allow it), then on the first tap or key
   * anywhere. Stops listening once the sound runs or is turned off.
   */
  arm(): void {
    if (this.armed || this.state() !== 'blocked') return;
    this.armed = true;
    for (const gesture of GESTURES) window.addEventListener(gesture, this.onGesture, true);
    void this.resume();
  }

  private readonly onGesture = (event: Event) => {
    if (this.state() !== 'blocked') return this.disarm();
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${SOUND_TOGGLE_ATTRIBUTE}]`)) return;
    void this.resume();
  };

  private disarm() {
    if (!this.armed) return;
    this.armed = false;
    for (const gesture of GESTURES) window.removeEventListener(gesture, this.onGesture, true);
  }

  /** Resumes (or creates) the audio context when sound is wanted; quiet when the browser still says no. */
  private async resume(): Promise<void> {
    if (!this.wanted) return;
    const AudioContextClass = window.AudioContext;
    if (AudioContextClass) {
      this.context ??= new AudioContextClass();
      this.context.onstatechange = () => this.changed();
      try {
        await this.context.resume();
      } catch {
        // Still held back ('blocked'): the button stays offered and the next gesture tries again.
      }
    }
    this.changed();
  }

  /** Two short tones; louder and lower for what has waited too long. */
  play(kind: 'new' | 'urgent' = 'new'): void {
    const context = this.context;
    if (!this.wanted || !context || context.state !== 'running') return;
    const tones = kind === 'urgent' ? [660, 440] : [880, 1175];
    tones.forEach((frequency, index) => {
      const start = context.currentTime + index * 0.18;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(kind === 'urgent' ? 0.5 : 0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
  }

  private changed() {
    if (this.state() !== 'blocked') this.disarm();
    for (const listener of this.listeners) listener();
  }
}

function readWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function saveWanted(on: boolean) {
  try {
    if (on) window.localStorage.setItem(SOUND_KEY, 'on');
    else window.localStorage.removeItem(SOUND_KEY);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export const chime = new Chime();

export function useSoundState(): SoundState {
  return useSyncExternalStore(chime.subscribe, () => chime.state());
}

/** While mounted, a console whose sound is wanted but held back turns it on at the first tap anywhere. */
export function useSoundArming(): void {
  const state = useSoundState();
  useEffect(() => {
    if (state === 'blocked') chime.arm();
  }, [state]);
}

/** Asked in the same click that turns sound on: a browser only asks when the member acts. */
export async function askForNotifications(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    // Refused or unsupported: the sound, title and icon still work.
  }
}

/** A system notification while the tab is hidden; `tag` keeps one per order or request. */
export function notifySystem(title: string, body: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some browsers only allow notifications from a service worker; the other signals remain.
  }
}

/** Counts of things waiting, by whoever raises them (the board, the request queue), summed into the tab. */
const badgeCounts = new Map<string, number>();
let baseTitle: string | null = null;
let baseIcon: string | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

function drawBadgedIcon(count: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  context.fillStyle = '#334155';
  context.beginPath();
  context.roundRect(0, 0, 64, 64, 14);
  context.fill();
  context.fillStyle = '#dc2626';
  context.beginPath();
  context.arc(40, 24, 24, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = 'bold 30px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(count > 9 ? '9+' : String(count), 40, 26);
  return canvas.toDataURL('image/png');
}

function renderBadge() {
  baseTitle ??= document.title.replace(/^\(\d+\+?\) /, '');
  const link = iconLink();
  if (link) baseIcon ??= link.href;
  const total = [...badgeCounts.values()].reduce((sum, count) => sum + count, 0);
  document.title = total > 0 ? `(${total}) ${baseTitle}` : baseTitle;
  if (!link || baseIcon === null) return;
  const badged = total > 0 ? drawBadgedIcon(total) : null;
  link.href = badged ?? baseIcon;
}

/** Shows `count` in the tab's title and icon while the component is mounted. */
export function useTabBadge(source: string, count: number): void {
  useEffect(() => {
    badgeCounts.set(source, count);
    renderBadge();
  }, [source, count]);
  useEffect(
    () => () => {
      badgeCounts.delete(source);
      renderBadge();
    },
    [source],
  );
}

/**
 * Calls `alert` now and then every `intervalMs` for as long as `active` holds: the ring of new orders,
 * the re-alert of a request nobody took. Returns how many times it has alerted (shown, and read by tests).
 */
export function useRepeatingAlert(active: boolean, intervalMs: number, alert: () => void): number {
  const [count, setCount] = useState(0);
  const latest = useRef(alert);
  useEffect(() => {
    latest.current = alert;
  });
  useEffect(() => {
    if (!active) return undefined;
    const fire = () => {
      latest.current();
      setCount((value) => value + 1);
    };
    // The first alert is not synchronous with the render that made it due.
    const first = window.setTimeout(fire, 0);
    const timer = window.setInterval(fire, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active, intervalMs]);
  return count;
}

/** The current time, updated every `stepMs`: one timer for a whole screen of ages and timers. */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
