/**
 * The orders bench's consistency check, read from the database (the source of truth) rather than through
 * an API that pages or caches: which orders a run stored, their charges, and the rows of the bench's
 * Idempotency-Keys, then counted against what the client was answered.
 */
import pg from 'pg';

/** One 2xx answer: the Idempotency-Key the request carried and the order id the answer carried. */
export interface Acknowledgement {
  key: string;
  id: number;
}

/** What the database holds for a run; every list has one entry per row, so a row stored twice shows. */
export interface StoredOrders {
  /** `orders.id` of every order created during the run (ids above the highest before it). */
  orderIds: number[];
  /** `charges.source_id` of every order charge on those orders. */
  chargeOrderIds: number[];
  /** The `idempotency_keys` rows of the keys the bench sent: the key and the order it points at. */
  keyRows: { key: string; resourceId: number }[];
}

export interface OrderConsistency {
  /** 2xx answers carrying an order id. */
  acknowledged: number;
  /** Distinct orders created during the run. */
  stored: number;
  /** Acknowledged orders the database does not hold: must be 0. */
  lost: number;
  /**
   * Orders stored more than once for one submission: an order row or charge twice, a key row twice, an
   * order id answered to two keys, or a key whose row points at another order than its answer: must be 0.
   */
  duplicated: number;
  /** Acknowledged orders stored without their key row or without their charge: must be 0. */
  incomplete: number;
  /** Stored under one of the bench's keys whose answer never reached the client (e.g. a client timeout). */
  unacknowledged: number;
  /** Stored during the run under none of the bench's keys: an order nobody asked for; must be 0. */
  unexplained: number;
  /** None lost, duplicated, incomplete or unexplained. */
  consistent: boolean;
}

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Sum of `count - 1` over every count above 1: the copies beyond the first. */
function extraCopies(counts: Map<unknown, number>): number {
  let extra = 0;
  for (const count of counts.values()) if (count > 1) extra += count - 1;
  return extra;
}

/** Counts the client's answers against the rows the database holds (see the fields of OrderConsistency). */
export function countOrderConsistency(
  acknowledgements: readonly Acknowledgement[],
  stored: StoredOrders,
): OrderConsistency {
  const orderRows = countBy(stored.orderIds);
  const chargeRows = countBy(stored.chargeOrderIds);
  const keyRows = countBy(stored.keyRows.map((row) => row.key));
  const keyTarget = new Map(stored.keyRows.map((row) => [row.key, row.resourceId]));
  const keysPointingAt = new Set(stored.keyRows.map((row) => row.resourceId));
  const keysPerAcknowledgedId = new Map<number, Set<string>>();
  const idsPerAcknowledgedKey = new Map<string, Set<number>>();
  for (const { key, id } of acknowledgements) {
    keysPerAcknowledgedId.set(id, (keysPerAcknowledgedId.get(id) ?? new Set()).add(key));
    idsPerAcknowledgedKey.set(key, (idsPerAcknowledgedKey.get(key) ?? new Set()).add(id));
  }

  let lost = 0;
  let incomplete = 0;
  for (const id of keysPerAcknowledgedId.keys()) {
    if (!orderRows.has(id)) lost += 1;
    else if (!chargeRows.has(id)) incomplete += 1;
  }
  let duplicated = extraCopies(orderRows) + extraCopies(chargeRows) + extraCopies(keyRows);
  for (const keys of keysPerAcknowledgedId.values()) duplicated += keys.size - 1;
  for (const [key, ids] of idsPerAcknowledgedKey) {
    duplicated += ids.size - 1;
    const target = keyTarget.get(key);
    if (target === undefined) incomplete += 1;
    else if (!ids.has(target)) duplicated += 1;
  }

  let unacknowledged = 0;
  let unexplained = 0;
  for (const id of orderRows.keys()) {
    if (keysPerAcknowledgedId.has(id)) continue;
    if (keysPointingAt.has(id)) unacknowledged += 1;
    else unexplained += 1;
  }
  return {
    acknowledged: acknowledgements.length,
    stored: orderRows.size,
    lost,
    duplicated,
    incomplete,
    unacknowledged,
    unexplained,
    consistent: lost === 0 && duplicated === 0 && incomplete === 0 && unexplained === 0,
  };
}

/** The highest order id now: orders above it were created after this call. */
export async function highestOrderId(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from orders');
    return rows[0]!.id;
  });
}

/** The orders above `afterOrderId`, their order charges, and the key rows of `keys`, read from the database. */
export async function readStoredOrders(
  databaseUrl: string,
  afterOrderId: number,
  keys: readonly string[],
): Promise<StoredOrders> {
  return withClient(databaseUrl, async (db) => {
    const orderRows = await db.query<{ id: number }>('select id from orders where id > $1', [afterOrderId]);
    const chargeRows = await db.query<{ source_id: number }>(
      `select source_id from charges where source = 'order' and source_id > $1`,
      [afterOrderId],
    );
    const keyRows = await db.query<{ key: string; resource_id: number }>(
      'select key, resource_id from idempotency_keys where key = any($1::text[])',
      [keys],
    );
    return {
      orderIds: orderRows.rows.map((row) => row.id),
      chargeOrderIds: chargeRows.rows.map((row) => row.source_id),
      keyRows: keyRows.rows.map((row) => ({ key: row.key, resourceId: row.resource_id })),
    };
  });
}

/** One connection to the bench's database for `work`, closed after it. */
export async function withClient<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** How many of `ids` the `orders` table holds (each id once at most: it is the key). */
export async function countStoredOrders(databaseUrl: string, ids: readonly number[]): Promise<number> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from orders where id = any($1::int[])',
      [ids],
    );
    return rows[0]!.count;
  });
}

/** How many of the orders in `expected` the database does not hold in the status given for them. */
export async function countOrdersNotInStatus(
  databaseUrl: string,
  expected: ReadonlyMap<number, string>,
): Promise<number> {
  const { rows } = await withClient(databaseUrl, (db) =>
    db.query<{ id: number; status: string }>('select id, status from orders where id = any($1::int[])', [
      [...expected.keys()],
    ]),
  );
  const matching = rows.filter((row) => expected.get(row.id) === row.status).length;
  return expected.size - matching;
}
