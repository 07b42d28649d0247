/**
 * Live events between the modules that cause them (orders, requests, chat) and the socket hub that
 * delivers them. In-process by default; Redis pub/sub when REDIS_URL is set, so an event produced on one
 * instance reaches a guest connected to another.
 */

/** Who the event is for: every guest socket of the stay, in its hotel; or, with no stay, the hotel's staff. */
export interface LiveEventAddress {
  hotelId: number;
  /** null: the hotel's staff consoles (the staff live channel), not a guest. */
  stayId: number | null;
  /** With stayId null: every guest socket of the hotel instead of its staff (a menu change). */
  allGuests?: boolean;
}

export interface LiveEvent extends LiveEventAddress {
  /** The socket message type the guest app subscribes to (notification, order_update, request_update…). */
  type: string;
  payload: Record<string, unknown>;
}

export type LiveEventListener = (event: LiveEvent) => void;

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveEventListener): () => void;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<LiveEventListener>();

  async publish(event: LiveEvent): Promise<void> {
    this.deliver(event);
  }

  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands an event to every local listener; one listener's failure does not stop the others. */
  protected deliver(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A broken listener must not take the bus down; the socket hub logs its own failures.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
