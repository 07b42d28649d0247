import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { outboxKindOf } from './outbox-kinds.ts';
import { useOutboxStore } from './outbox-store.ts';

/** What became of one entry: the hotel's answer, or its reason for refusing it. */
export type SendOutcome =
  | { key: string; kind: OutboxEntry['kind']; sent: unknown }
  | { key: string; kind: OutboxEntry['kind']; refused: string };

/** Worth another try later: no network, the hotel's system briefly away, a limit, or a session to renew. */
function isTransient(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 401 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/** One entry to the server, as its kind sends it (outbox-kinds.ts). */
async function send(entry: OutboxEntry, queryClient: QueryClient): Promise<SendOutcome> {
  const kind = outboxKindOf(entry);
  if (!kind) throw new Error(`No outbox kind '${entry.kind}' is registered`);
  return { key: entry.key, kind: entry.kind, sent: await kind.send(entry, queryClient) };
}

let sending: Promise<SendOutcome[]> | null = null;

/**
 * Sends what waits on the phone one by one, oldest first. Stops at the first transient failure (the network
 * is still away) and leaves the rest waiting; a refusal (4xx) is kept as `failed` with the hotel's reason,
 * never dropped silently. One run at a time per page.
 */
export function sendWaiting(queryClient: QueryClient): Promise<SendOutcome[]> {
  sending ??= run(queryClient).finally(() => {
    sending = null;
  });
  return sending;
}

async function run(queryClient: QueryClient): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  const store = useOutboxStore.getState;
  for (const waiting of store().entries.filter((entry) => entry.state === 'waiting')) {
    // Cancelled (or, for a toggle, replaced) by the guest while an earlier one was being sent.
    if (!store().entries.some((entry) => entry.key === waiting.key && entry.state === 'waiting')) continue;
    store().setState(waiting.key, 'sending');
    try {
      outcomes.push(await send(waiting, queryClient));
      store().remove(waiting.key);
    } catch (error) {
      if (isTransient(error)) {
        store().setState(waiting.key, 'waiting');
        break;
      }
      const detail = error instanceof ApiError ? error.detail : undefined;
      store().setState(waiting.key, 'failed', detail);
      outcomes.push({ key: waiting.key, kind: waiting.kind, refused: detail ?? '' });
    }
  }
  for (const kind of new Set(outcomes.map((outcome) => outcome.kind)))
    await outboxKindOf({ kind })?.afterSending?.(queryClient);
  return outcomes;
}
