import { createContext, useContext, useState } from 'react';

/*
 * What waits for the staff, console-wide: the queues a member's role may see (new orders, requests nobody
 * has taken, chats waiting for a person), counted one way for the navigation, the tab, the banner and the
 * queues' own screens. Each queue's feature says what waits in it; app/ gathers them (the outbox's pattern:
 * lib/ knows no feature) and provides them here.
 */

export const ATTENTION_QUEUES = ['orders', 'requests', 'chat'] as const;
export type AttentionQueue = (typeof ATTENTION_QUEUES)[number];

/** One thing waiting for someone, as the navigation counts it and the banner words it. */
export interface WaitingItem {
  /** Unique across the console: the queue and the record ('requests:12'). */
  key: string;
  queue: AttentionQueue;
  /** The record's id in its queue (an order, a request, a conversation). */
  id: number;
  room: string;
  /** What waits, in the console's language ('Towels', 'New order: 2 × Pad thai'). */
  what: string;
  /** When the wait began (ms since the epoch). */
  since: number;
  /** Worth a banner on other screens: a new order, a request past its re-alert time, a chat handed over. */
  alerting: boolean;
}

export interface QueueAttention {
  /** Everything waiting in the queue, longest waiting first: its count is the navigation's badge. */
  items: readonly WaitingItem[];
  /** How many times the queue has sounded its repeating alert on this console (its screen shows it). */
  alerts: number;
}

export interface Attention {
  /** Only the queues the member's role may see. */
  queues: Partial<Record<AttentionQueue, QueueAttention>>;
  /** Keys seen on this console: a ticket opened on the board, a banner dismissed. A seen order stops ringing. */
  seen: ReadonlySet<string>;
  markSeen(key: string): void;
}

const NOTHING: Attention = { queues: {}, seen: new Set(), markSeen: () => undefined };

export const AttentionContext = createContext<Attention>(NOTHING);

export function useAttention(): Attention {
  return useContext(AttentionContext);
}

export function attentionKey(queue: AttentionQueue, id: number): string {
  return `${queue}:${id}`;
}

export function waitingCount(queues: Attention['queues'], queue: AttentionQueue): number {
  return queues[queue]?.items.length ?? 0;
}

/** The count in the tab's title and on its icon. */
export function totalWaiting(queues: Attention['queues']): number {
  return ATTENTION_QUEUES.reduce((sum, queue) => sum + waitingCount(queues, queue), 0);
}

/**
 * What the banner shows, longest waiting first: alerting, not yet seen here, and not of the queue whose own
 * screen is open (that screen already shows it).
 */
export function bannerItems(
  queues: Attention['queues'],
  seen: ReadonlySet<string>,
  shownByScreen: AttentionQueue | null,
): WaitingItem[] {
  return ATTENTION_QUEUES.filter((queue) => queue !== shownByScreen)
    .flatMap((queue) => queues[queue]?.items ?? [])
    .filter((item) => item.alerting && !seen.has(item.key))
    .sort((a, b) => a.since - b.since || a.key.localeCompare(b.key));
}

/** Keeps only keys still waiting: a console left open for days must not collect them forever. */
export function pruneSeen(seen: ReadonlySet<string>, queues: Attention['queues']): Set<string> {
  const waiting = new Set(
    ATTENTION_QUEUES.flatMap((queue) => queues[queue]?.items ?? []).map((item) => item.key),
  );
  return new Set([...seen].filter((key) => waiting.has(key)));
}

function sameItems(a: readonly WaitingItem[], b: readonly WaitingItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]!;
      return (
        item.key === other.key &&
        item.alerting === other.alerting &&
        item.what === other.what &&
        item.since === other.since &&
        item.room === other.room
      );
    })
  );
}

/**
 * The same list back while nothing a reader sees has changed: the queues recount on every tick of their
 * clocks, and every screen reading the attention would otherwise render again each time.
 */
export function useSteadyItems(items: readonly WaitingItem[]): readonly WaitingItem[] {
  const [steady, setSteady] = useState(items);
  const same = steady === items || sameItems(steady, items);
  if (!same) setSteady(items);
  return same ? steady : items;
}
