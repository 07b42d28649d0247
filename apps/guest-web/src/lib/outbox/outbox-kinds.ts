import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { useTranslation } from '../i18n/use-translation.ts';
import type { OutboxEntry } from './outbox-entry.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * What the outbox knows of one kind of entry (an order, an activity booking, a request toggle, a chat message).
 * The feature that keeps such entries defines it; the app registers every kind at the shell's start, before any
 * entry is read or sent, so the outbox itself knows no feature.
 */
export interface OutboxKind<Entry extends OutboxEntry, Sent> {
  kind: Entry['kind'];
  /** Whether an entry read back from the device has all it needs (older app versions stored less). */
  isWhole(entry: Entry): boolean;
  /** A new entry replaces a kept one this returns true for (a toggle: the latest wish wins). */
  replaces?(kept: Entry, added: Entry): boolean;
  /** Sends it; a rejection with an ApiError of status 4xx is a refusal, any other a reason to try later. */
  send(entry: Entry, queryClient: QueryClient): Promise<Sent>;
  /** Once after a run that sent, or saw refused, an entry of the kind (refreshing what the guest sees). */
  afterSending?(queryClient: QueryClient): unknown;
  /**
   * How the list of what waits (WaitingToSend) shows the entry and the toast that announces it sent. None for an
   * entry its own screen shows (a chat message, in its conversation).
   */
  listed?: {
    describe(entry: Entry, text: { t: Translate; language: string }): { label: string; summary: ReactNode };
    sentToast(sent: Sent, t: Translate): string;
  };
}

/** A kind as the outbox holds it, whatever its entries' and answers' own types. */
export type RegisteredOutboxKind = OutboxKind<OutboxEntry, unknown>;

/** A feature's kind of entry, typed by its entries and answers, ready for registerOutboxKinds (outbox-store.ts). */
export function defineOutboxKind<Entry extends OutboxEntry, Sent>(
  kind: OutboxKind<Entry, Sent>,
): RegisteredOutboxKind {
  return kind as unknown as RegisteredOutboxKind;
}

const kinds = new Map<string, RegisteredOutboxKind>();

export function registerOutboxKind(kind: RegisteredOutboxKind): void {
  kinds.set(kind.kind, kind);
}

/** The registered kind of an entry; undefined for a kind no feature registered. */
export function outboxKindOf(entry: Pick<OutboxEntry, 'kind'>): RegisteredOutboxKind | undefined {
  return kinds.get(entry.kind);
}
