import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { preparedStatement } from '../../platform/database/prepared-statement.ts';
import { stays } from '../stays/schema.ts';
import { locations } from './schema.ts';
import { rooms } from '../stays/schema.ts';
import { charges } from '../billing/schema.ts';
import { billLineSql } from '../billing/index.ts';
import { insertIdempotencyKey, type IdempotencyClaim } from '../../platform/idempotency/repository.ts';
import {
  notificationFromJson,
  type NewNotification,
  type NotificationJson,
  type NotificationRow,
} from '../notifications/index.ts';
import { notifications } from '../notifications/schema.ts';
import { auditEvents } from '../audit/schema.ts';
import type { AuditActor } from '../audit/index.ts';
import type { AuditKind } from '@hotel/contracts/audit';
import { hotels } from '../hotels/schema.ts';
import { orderLines, orders, type OrderLineOptionDetail, type OrderStatus } from './schema.ts';

/** Places an order can be for: a location id, or room service. */
export type OrderPlace = number | 'room_service';

/**
 * Orders at any of `places` (a kitchen account's scope, or the board's one-location filter); undefined
 * means no restriction. An empty list matches nothing.
 */
export function atPlaces(places: readonly OrderPlace[] | null | undefined): SQL | undefined {
  if (!places) return undefined;
  const ids = places.filter((place): place is number => typeof place === 'number');
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(orders.locationId, ids));
  if (places.includes('room_service')) conditions.push(isNull(orders.locationId));
  return conditions.length === 0 ? sql`false` : or(...conditions);
}

export type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderRecord {
  id: number;
  stayId: number;
  status: OrderStatus;
  totalMinor: number;
  currencySymbol: string;
  location: { id: number; name: string } | null;
  scheduledFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lines: OrderLineRow[];
}

export interface StaffOrderRecord extends OrderRecord {
  roomNumber: string;
  familyName: string;
}

export interface NewOrderLine {
  diningItemId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  totalPriceMinor: number;
  notes: string;
  optionDetails: OrderLineOptionDetail[];
}

export interface NewOrder {
  hotelId: number;
  stayId: number;
  guestSessionId: number;
  locationId: number | null;
  scheduledFor: Date | null;
  totalMinor: number;
  currencySymbol: string;
  now: Date;
  lines: NewOrderLine[];
}

interface InsertedOrderJson {
  order: { id: number; status: OrderStatus; created_at: string; updated_at: string };
  stay: { room_number: string; family_name: string };
  lines: {
    id: number;
    order_id: number;
    dining_item_id: number;
    name: string;
    quantity: number;
    unit_price_minor: number;
    total_price_minor: number;
    notes: string;
    option_details: OrderLineOptionDetail[];
  }[];
}

/**
 * The statement that places an order: the order, its lines (a JSON array), its charge on the bill and, when
 * `keyed`, its Idempotency-Key, read back as one JSON value with the stay's room and name for the staff
 * ticket. Its values are placeholders: it is built once and prepared once per connection.
 */
function placeOrderStatement(keyed: boolean) {
  const value = (name: string) => sql.placeholder(name);
  return preparedStatement<{ inserted: InsertedOrderJson }>(
    keyed ? 'dining_place_order_keyed' : 'dining_place_order',
    () => sql`
    with new_order as (
      insert into ${orders} (hotel_id, stay_id, guest_session_id, status, location_id, scheduled_for,
                             total_minor, currency_symbol, created_at, updated_at)
      values (${value('hotelId')}, ${value('stayId')}, ${value('guestSessionId')}, 'pending', ${value('locationId')},
              ${value('scheduledFor')}, ${value('totalMinor')}, ${value('currencySymbol')}, ${value('now')}, ${value('now')})
      returning id, status, created_at, updated_at, hotel_id, stay_id, total_minor
    ), new_lines as (
      insert into ${orderLines} (order_id, dining_item_id, name, quantity, unit_price_minor, total_price_minor,
                                 notes, option_details)
      select new_order.id, line.dining_item_id, line.name, line.quantity, line.unit_price_minor,
             line.total_price_minor, line.notes, line.option_details
      from new_order, jsonb_to_recordset(${value('lines')}::jsonb) as line(
        position int, dining_item_id int, name text, quantity int, unit_price_minor bigint,
        total_price_minor bigint, notes text, option_details jsonb)
      order by line.position
      returning *
    ), new_charge as (
      insert into ${charges} (hotel_id, stay_id, source, source_id, description, wording, amount_minor)
      select hotel_id, stay_id, 'order', id, ${billLineSql('order', sql`id`)}, 'order', total_minor from new_order
    )${
      keyed
        ? sql`, new_key as (${insertIdempotencyKey(
            { scope: value('keyScope'), key: value('key'), requestHash: value('requestHash') },
            'new_order',
          )})`
        : sql``
    }
    select json_build_object(
      'order', (select row_to_json(new_order) from new_order),
      'lines', (select json_agg(new_lines order by new_lines.id) from new_lines),
      -- The staff board's ticket names the room: read here rather than in a second round trip.
      'stay', (select json_build_object('room_number', r.room_number, 'family_name', s.family_name)
               from ${stays} s join ${rooms} r on r.id = s.room_id where s.id = ${value('stayId')})
    ) as inserted
  `,
  );
}

const placeOrderWithKey = placeOrderStatement(true);
const placeOrderWithoutKey = placeOrderStatement(false);

/**
 * Writes the order, its lines and its charge on the bill in ONE statement. A statement is atomic on its
 * own, and placing an order is the hottest write: one round trip instead of three is most of its cost
 * (docs/decisions/0012-order-placement-in-one-statement.md); prepared, PostgreSQL neither parses nor plans
 * it again (docs/benchmarks.md, "Where an order's time goes").
 */
export async function insertOrderWithLinesAndCharge(
  db: Database,
  order: NewOrder,
  idempotency?: IdempotencyClaim,
): Promise<{
  id: number;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
  lines: OrderLineRow[];
  roomNumber: string;
  familyName: string;
}> {
  const lines = JSON.stringify(
    order.lines.map((line, position) => ({
      position,
      dining_item_id: line.diningItemId,
      name: line.name,
      quantity: line.quantity,
      unit_price_minor: line.unitPriceMinor,
      total_price_minor: line.totalPriceMinor,
      notes: line.notes,
      option_details: line.optionDetails,
    })),
  );
  const values = {
    hotelId: order.hotelId,
    stayId: order.stayId,
    guestSessionId: order.guestSessionId,
    locationId: order.locationId,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    totalMinor: order.totalMinor,
    currencySymbol: order.currencySymbol,
    now: order.now.toISOString(),
    lines,
  };
  const [row] = idempotency
    ? await placeOrderWithKey(db, {
        ...values,
        keyScope: idempotency.scope,
        key: idempotency.key,
        requestHash: idempotency.requestHash,
      })
    : await placeOrderWithoutKey(db, values);
  const { inserted } = row!;
  return {
    id: inserted.order.id,
    status: inserted.order.status,
    createdAt: new Date(inserted.order.created_at),
    updatedAt: new Date(inserted.order.updated_at),
    lines: inserted.lines.map(lineFromJson),
    roomNumber: inserted.stay.room_number,
    familyName: inserted.stay.family_name,
  };
}

/** An order line as `row_to_json` spells it. */
type OrderLineJson = InsertedOrderJson['lines'][number];

function lineFromJson(line: OrderLineJson): OrderLineRow {
  return {
    id: line.id,
    orderId: line.order_id,
    diningItemId: line.dining_item_id,
    name: line.name,
    quantity: line.quantity,
    unitPriceMinor: line.unit_price_minor,
    totalPriceMinor: line.total_price_minor,
    notes: line.notes,
    optionDetails: line.option_details,
  };
}

const orderColumns = {
  id: orders.id,
  stayId: orders.stayId,
  status: orders.status,
  totalMinor: orders.totalMinor,
  currencySymbol: orders.currencySymbol,
  locationId: locations.id,
  locationName: locations.name,
  scheduledFor: orders.scheduledFor,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

interface OrderRow {
  id: number;
  stayId: number;
  status: OrderStatus;
  totalMinor: number;
  currencySymbol: string;
  locationId: number | null;
  locationName: string | null;
  scheduledFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function toRecord(row: OrderRow, lines: OrderLineRow[]): OrderRecord {
  const { locationId, locationName, ...order } = row;
  return {
    ...order,
    location: locationId !== null ? { id: locationId, name: locationName ?? '' } : null,
    lines,
  };
}

function groupLines(rows: OrderLineRow[]): Map<number, OrderLineRow[]> {
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of rows) {
    const list = byOrder.get(line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return byOrder;
}

/**
 * The stay's orders, newest first, a page at a time (`before`: ids below it), or just one of them, with
 * their lines.
 */
export async function findStayOrders(
  db: Database,
  owner: { hotelId: number; stayId: number },
  select: { orderId: number } | { limit: number; before?: number | undefined },
): Promise<OrderRecord[]> {
  const scope: SQL[] = [eq(orders.hotelId, owner.hotelId), eq(orders.stayId, owner.stayId)];
  if ('orderId' in select) scope.push(eq(orders.id, select.orderId));
  else if (select.before !== undefined) scope.push(lt(orders.id, select.before));
  const orderRows = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(and(...scope))
    .orderBy(desc(orders.id))
    .limit('orderId' in select ? 1 : select.limit);
  if (orderRows.length === 0) return [];
  const lineRows = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        orderRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const lines = groupLines(lineRows);
  return orderRows.map((row) => toRecord(row, lines.get(row.id) ?? []));
}

/** The hotel's orders for staff, newest first, with room and guest name. */
export async function findHotelOrders(
  db: Database,
  hotelId: number,
  filter: {
    status?: OrderStatus | undefined;
    statuses?: readonly OrderStatus[] | undefined;
    /** The caller's location scope and the one-place filter: an order must be at one of each. */
    places?: (readonly OrderPlace[] | null | undefined)[];
    limit: number;
    orderId?: number;
  },
): Promise<StaffOrderRecord[]> {
  const scope: SQL[] = [eq(orders.hotelId, hotelId)];
  if (filter.status) scope.push(eq(orders.status, filter.status));
  if (filter.statuses) scope.push(inArray(orders.status, [...filter.statuses]));
  for (const places of filter.places ?? []) {
    const condition = atPlaces(places);
    if (condition) scope.push(condition);
  }
  if (filter.orderId !== undefined) scope.push(eq(orders.id, filter.orderId));
  const orderRows = await db
    .select({ ...orderColumns, roomNumber: rooms.roomNumber, familyName: stays.familyName })
    .from(orders)
    .innerJoin(stays, eq(stays.id, orders.stayId))
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(and(...scope))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit);
  if (orderRows.length === 0) return [];
  const lineRows = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        orderRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const lines = groupLines(lineRows);
  return orderRows.map(({ roomNumber, familyName, ...row }) => ({
    ...toRecord(row, lines.get(row.id) ?? []),
    roomNumber,
    familyName,
  }));
}

export interface OrderStatusChange {
  hotelId: number;
  orderId: number;
  /** The statuses the order may be in for this change to apply (ORDER_STATUS_TRANSITIONS read backwards). */
  from: readonly OrderStatus[];
  to: OrderStatus;
  now: Date;
  /** Void what the order put on the bill (a cancellation). */
  reverseCharges: boolean;
  /** The guest's notification, stored by the same statement for the order's stay. */
  notice: Omit<NewNotification, 'hotelId' | 'stayId'>;
  /** A kitchen account's scope: an order elsewhere is not found. Null: every place. */
  places: readonly OrderPlace[] | null;
  /**
   * The audit entry, written by the same statement (both or neither): its subject is the order, its detail
   * the room and the new status, with `detail`'s keys added (a cancellation's reason).
   */
  audit: { actor: AuditActor; kind: AuditKind; detail: Record<string, unknown> };
}

interface ChangedOrderJson {
  order: {
    id: number;
    stay_id: number;
    status: OrderStatus;
    total_minor: number;
    currency_symbol: string;
    location_id: number | null;
    location_name: string | null;
    scheduled_for: string | null;
    created_at: string;
    updated_at: string;
    room_number: string;
    family_name: string;
    language: string;
  } | null;
  lines: OrderLineJson[] | null;
  notification: NotificationJson | null;
  hotel: { currency_code: string; currency_symbol: string } | null;
}

export interface ChangedOrder {
  order: StaffOrderRecord;
  notification: NotificationRow;
  /** The hotel's currency, for the answer and the live messages. */
  currency: { currencyCode: string; currencySymbol: string };
  /** The stay's language, for the guest's live notice. */
  language: string;
}

/**
 * The status change's statement, its values placeholders so that it is built once and prepared once per
 * connection (PostgreSQL planned it on every change before: 0.7–0.9 ms, more than it took to run). A kitchen
 * account's places travel as values too: every place, or these location ids and/or room service.
 */
const changeOrderStatusStatement = preparedStatement<{ changed: ChangedOrderJson }>(
  'dining_change_order_status',
  () => {
    const value = (name: string) => sql.placeholder(name);
    return sql`
    with changed as (
      -- Found by its primary key: hotel_id + 0 keeps the planner off the (hotel_id, status) index, which
      -- before the table's first ANALYZE it ties with the key and then walks every open order of the hotel.
      update ${orders} set status = ${value('to')}, updated_at = ${value('now')}
      where id = ${value('orderId')} and hotel_id + 0 = ${value('hotelId')}
        and status = any(${value('from')}::text[])
        and (${value('everyPlace')}::boolean or location_id = any(${value('locationIds')}::int[])
             or (${value('roomService')}::boolean and location_id is null))
      returning *
    ), reversed as (
      insert into ${charges} (hotel_id, stay_id, source, source_id, description, wording, amount_minor,
                              reverses_charge_id)
      select charge.hotel_id, charge.stay_id, 'reversal', charge.source_id,
             ${billLineSql('cancelled', sql`charge.description`)}, 'cancelled', -charge.amount_minor, charge.id
      from ${charges} charge
      where ${value('reverseCharges')}::boolean and charge.hotel_id = ${value('hotelId')} and charge.source = 'order'
        and charge.source_id in (select id from changed)
        and not exists (select 1 from ${charges} done where done.reverses_charge_id = charge.id)
    ), notice as (
      insert into ${notifications} (hotel_id, stay_id, type, title, message, data)
      select hotel_id, stay_id, ${value('noticeType')}, ${value('noticeTitle')}, ${value('noticeMessage')},
             ${value('noticeData')}::jsonb
      from changed
      returning *
    ), placed as (
      select changed.*, ${locations}.name as location_name, ${rooms}.room_number, ${stays}.family_name,
             ${stays}.language
      from changed
      join ${stays} on ${stays}.id = changed.stay_id
      join ${rooms} on ${rooms}.id = ${stays}.room_id
      left join ${locations} on ${locations}.id = changed.location_id
    ), audited as (
      insert into ${auditEvents} (hotel_id, actor_kind, actor_staff_member_id, actor_name, kind, subject, detail,
                                  address, request_id)
      select hotel_id, ${value('actorKind')}, ${value('actorStaffMemberId')}::int, ${value('actorName')},
             ${value('auditKind')}, 'Order #' || id,
             jsonb_build_object('room', room_number, 'status', status) || ${value('auditDetail')}::jsonb,
             ${value('actorAddress')}, ${value('requestId')}
      from placed
    )
    select json_build_object(
      'order', (
        select row_to_json(o) from (
          select id, stay_id, status, total_minor, currency_symbol, location_id, location_name, scheduled_for,
                 created_at, updated_at, room_number, family_name, language
          from placed
        ) o
      ),
      -- Lines never change after the order is placed: reading them beside the update is reading them after it.
      'lines', (
        select json_agg(line order by line.id) from ${orderLines} line
        where line.order_id in (select id from changed)
      ),
      'notification', (select row_to_json(notice) from notice),
      'hotel', (
        select json_build_object('currency_code', currency_code, 'currency_symbol', currency_symbol)
        from ${hotels} where id = ${value('hotelId')}
      )
    ) as changed
  `;
  },
);

/**
 * Changes an order's status, reverses its charge when asked (a reversing line), stores the guest's notification
 * and the audit entry, and reads what the answer and the live messages need (the order with its lines, room and
 * stay language, the hotel's currency), in ONE statement and one round trip
 * (docs/decisions/0016-order-status-change-in-one-statement.md, 0162). The update applies only while the order
 * is in one of `from`: of two staff members acting at once, PostgreSQL makes the second re-check the condition
 * against the first's result, so a move that no longer fits changes nothing. Undefined when nothing changed
 * (no such order in this hotel, or not in `from`).
 */
export async function changeHotelOrderStatus(
  db: Database,
  change: OrderStatusChange,
): Promise<ChangedOrder | undefined> {
  if (change.from.length === 0) return undefined;
  const { notice, audit, places } = change;
  const [result] = await changeOrderStatusStatement(db, {
    to: change.to,
    now: change.now.toISOString(),
    orderId: change.orderId,
    hotelId: change.hotelId,
    from: [...change.from],
    everyPlace: places === null,
    locationIds: (places ?? []).filter((place): place is number => typeof place === 'number'),
    roomService: places?.includes('room_service') ?? false,
    reverseCharges: change.reverseCharges,
    noticeType: notice.type,
    noticeTitle: notice.title,
    noticeMessage: notice.message,
    noticeData: JSON.stringify(notice.data),
    actorKind: audit.actor.kind,
    actorStaffMemberId: audit.actor.staffMemberId,
    actorName: audit.actor.name,
    auditKind: audit.kind,
    auditDetail: JSON.stringify(audit.detail),
    actorAddress: audit.actor.address,
    requestId: audit.actor.requestId,
  });
  const { changed } = result!;
  if (!changed.order || !changed.notification || !changed.hotel) return undefined;
  const { order } = changed;
  const row: OrderRow = {
    id: order.id,
    stayId: order.stay_id,
    status: order.status,
    totalMinor: order.total_minor,
    currencySymbol: order.currency_symbol,
    locationId: order.location_id,
    locationName: order.location_name,
    scheduledFor: order.scheduled_for ? new Date(order.scheduled_for) : null,
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at),
  };
  return {
    order: {
      ...toRecord(row, (changed.lines ?? []).map(lineFromJson)),
      roomNumber: order.room_number,
      familyName: order.family_name,
    },
    notification: notificationFromJson(changed.notification),
    currency: { currencyCode: changed.hotel.currency_code, currencySymbol: changed.hotel.currency_symbol },
    language: order.language,
  };
}

/** The order's status in this hotel, or undefined when the hotel has no such order. */
export async function findHotelOrderStatus(
  db: Database,
  hotelId: number,
  orderId: number,
  places: readonly OrderPlace[] | null = null,
): Promise<OrderStatus | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.hotelId, hotelId), atPlaces(places)));
  return row?.status;
}
