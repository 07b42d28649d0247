import type { Database } from '../../platform/database/database.ts';

/**
 * What the front desk asks of a stay's folio. The billing module sits above stays and answers it: it registers
 * these at start-up (module-hooks.ts, decision 0140), so stays reads no billing table.
 */
export interface StayFolio {
  /** Minor units still owed on the stay; locks its open lines for the caller's transaction. */
  outstandingMinor(db: Database, scope: { hotelId: number; stayId: number }): Promise<number>;
  /** The guests' unanswered questions about their bills, per stay (stays without any are left out). */
  openQuestionCounts(db: Database, stayIds: number[]): Promise<Map<number, number>>;
}

let registered: StayFolio | null = null;

export function registerStayFolio(folio: StayFolio): void {
  registered = folio;
}

export function stayFolio(): StayFolio {
  if (!registered) throw new Error('No folio registered for stays: call registerModuleHooks() at start-up.');
  return registered;
}
