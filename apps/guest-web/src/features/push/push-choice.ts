/**
 * What the guest chose about updates on this phone, for one stay: `on`, or `declined` ("Not now", a refusal in
 * the browser's prompt, or turned off on the account page). One stored entry naming its stay, outside the keys
 * sign-out clears: signing in again to the same stay does not ask again, and the next stay starts fresh.
 */
export type PushChoice = 'on' | 'declined';

const STORAGE_KEY = 'pushChoice';

/** The stay a choice belongs to: hotel and booking, as the guest session names them. */
export function stayOf(session: { hotel_id: string; booking: { id: number } }): string {
  return `${session.hotel_id}:${session.booking.id}`;
}

export function readPushChoice(stay: string): PushChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { stay: storedStay, choice } = stored as { stay?: unknown; choice?: unknown };
    return storedStay === stay && (choice === 'on' || choice === 'declined') ? choice : null;
  } catch {
    // Unreadable or blocked storage: nothing remembered, the offer may show again.
    return null;
  }
}

export function rememberPushChoice(stay: string, choice: PushChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ stay, choice }));
  } catch {
    // Private browsing or full storage: the choice holds for this page only.
  }
}
