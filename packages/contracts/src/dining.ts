import { z } from 'zod';
import { money, userText, recordId } from './common.ts';
import {
  ORDER_STATUSES,
  ORDER_STATUS_MESSAGES,
  isOrderStatus,
  orderStatusMessage,
  type OrderStatus,
} from './order-status.ts';
import { GUEST_ORDER_PAGE } from './guest-order-page.ts';
import { ORDER_LIMITS } from './order-limits.ts';

export { ORDER_LIMITS, ROOM_SERVICE } from './order-limits.ts';

/*
 * Dining: the menu the guest browses, the order payload the cart sends, the order it gets back, the
 * staff side of orders, and the live `order_update` message. Money is a number with the hotel currency's
 * decimals here (common.ts `money`); the server keeps integer minor units.
 */

// ---------------------------------------------------------------------------------------------------
// Order statuses (SPEC section 4)

// The statuses and their messages live in the zod-free order-status.ts, which the guest app imports at run time.
export { ORDER_STATUSES, ORDER_STATUS_MESSAGES, isOrderStatus, orderStatusMessage };
export type { OrderStatus };
export const orderStatus = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });

/**
 * The moves staff may make (docs/decisions/0009-order-status-transitions.md). Delivered and cancelled are
 * final; `completed` (kitchen done) can still be marked delivered.
 */
export const ORDER_STATUS_TRANSITIONS = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'completed', 'cancelled'],
  ready: ['delivered', 'completed', 'cancelled'],
  completed: ['delivered'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_STATUS_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

// ---------------------------------------------------------------------------------------------------
// Menu

const id = recordId;

export const diningLocation = z.object({ id, name: z.string() });
export type DiningLocation = z.infer<typeof diningLocation>;

export const optionValue = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** Signed: a negative adjustment lowers the price (e.g. tofu instead of shrimp). */
  price_adjustment: money,
});
export type OptionValue = z.infer<typeof optionValue>;

export const itemOption = z.object({
  id,
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  /** true: checkboxes (a list of values); false: radio buttons (one value). */
  multiple: z.boolean(),
  min_selections: z.number().int().min(0),
  /** null: no maximum. */
  max_selections: z.number().int().min(0).nullable(),
  values: z.array(optionValue),
});
export type ItemOption = z.infer<typeof itemOption>;

export const diningItem = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: money,
  currency_symbol: z.string(),
  /** Null: the guest app shows its placeholder. */
  image_url: z.string().nullable(),
  sub_category: id.nullable(),
  /** Where it is served; empty means everywhere (SPEC section 5, Menu). */
  locations: z.array(diningLocation),
  options: z.array(itemOption),
});
export type DiningItem = z.infer<typeof diningItem>;
export const diningItemList = z.array(diningItem);

export const subCategory = z.object({ id, name: z.string() });
export type SubCategory = z.infer<typeof subCategory>;
export const subCategoryList = z.array(subCategory);

export const popularItem = z.object({
  id,
  item_id: id,
  type: z.literal('dining'),
  name: z.string(),
  description: z.string(),
  price: money,
  currency_symbol: z.string(),
  image_url: z.string().nullable(),
});
export type PopularItem = z.infer<typeof popularItem>;
export const popularItemList = z.array(popularItem);

export const menuQuery = z.object({
  location: z
    .string()
    .regex(/^(room_service|\d{1,9})?$/, 'Location must be a location id or room_service')
    .optional(),
});
export type MenuQuery = z.infer<typeof menuQuery>;

// ---------------------------------------------------------------------------------------------------
// Placing an order

const entityId = (label: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be an id`),
    })
    .int(`${label} must be an id`)
    .positive(`${label} must be an id`)
    .max(2_147_483_647, `${label} must be an id`);

const valueId = entityId('Option value');

export const orderLineRequest = z.object({
  dining_item: entityId('Dining item'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity is at least 1')
    .max(ORDER_LIMITS.maxQuantity, `Quantity is at most ${ORDER_LIMITS.maxQuantity}`),
  notes: userText('Notes', { max: ORDER_LIMITS.maxNotesLength, required: false }).nullish(),
  /** Option id → a value id (single choice) or a list of value ids (multiple choice); null is no choice. */
  selected_options: z
    .record(
      z.string().regex(/^\d{1,10}$/, 'Option ids must be numbers'),
      z.union([valueId, z.array(valueId).max(50, 'Too many choices'), z.null()], {
        error: 'A choice must be a value id or a list of value ids',
      }),
    )
    .nullish(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequest>;

export const orderRequest = z.object({
  /** Sent by the guest app and ignored: every order starts pending. */
  status: z.string().max(64).optional(),
  /** A location id, or null for room service. */
  location: z.union([entityId('Location'), z.null()], {
    error: (issue) =>
      issue.input === undefined ? 'Please select a location.' : 'Location must be an id or null',
  }),
  /** ISO 8601 with an offset, or null for as soon as possible. */
  scheduled_for: z.iso.datetime({ offset: true, error: 'Invalid date/time selected' }).nullish(),
  /** An empty list is refused by the server with the cart's own words: 'Your cart is empty'. */
  items: z
    .array(orderLineRequest, { error: 'Your cart is empty' })
    .max(ORDER_LIMITS.maxLines, `An order holds at most ${ORDER_LIMITS.maxLines} lines`),
});
export type OrderRequest = z.input<typeof orderRequest>;
export type ParsedOrderRequest = z.infer<typeof orderRequest>;

// ---------------------------------------------------------------------------------------------------
// Orders as the guest sees them

export const orderOptionDetail = z.object({
  id,
  name: z.string(),
  values: z.array(z.object({ id, name: z.string(), price_adjustment: money })),
});

export const orderLine = z.object({
  id,
  dining_item: id,
  /** The item's name when ordered. */
  name: z.string(),
  quantity: z.number().int(),
  /** Base price plus adjustments, for one. */
  unit_price: money,
  total_price: money,
  notes: z.string(),
  option_details: z.array(orderOptionDetail),
});
export type OrderLine = z.infer<typeof orderLine>;

export const order = z.object({
  id,
  status: orderStatus,
  currency_symbol: z.string(),
  total: money,
  /** Null: room service. */
  location: diningLocation.nullable(),
  scheduled_for: z.string().nullable(),
  created_at: z.string(),
  items: z.array(orderLine),
});
export type Order = z.infer<typeof order>;
export const orderList = z.array(order);

// ---------------------------------------------------------------------------------------------------
// Staff

export const staffOrder = order.extend({
  room_number: z.string(),
  family_name: z.string(),
  updated_at: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrder>;
export const staffOrderList = z.array(staffOrder);

// The page size of the guest's orders lives in the zod-free guest-order-page.ts (the guest app imports it).
export { GUEST_ORDER_PAGE };
export const guestOrderListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(GUEST_ORDER_PAGE.maxLimit, `limit is at most ${GUEST_ORDER_PAGE.maxLimit}`)
    .default(GUEST_ORDER_PAGE.defaultLimit),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type GuestOrderListQuery = z.infer<typeof guestOrderListQuery>;
/** The statuses an order still needs work in: the order board's columns, in their order. */
export const OPEN_ORDER_STATUSES = [
  'pending',
  'in_progress',
  'ready',
  'completed',
] as const satisfies readonly OrderStatus[];

/** The board asks for every open order at once; 500 is its measured size (bench/scenarios/order-board.ts). */
export const STAFF_ORDER_LIST_MAX = 500;

export const staffOrderQuery = z.object({
  status: orderStatus.optional(),
  /** `true`: only orders still open (OPEN_ORDER_STATUSES), the board's read. */
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** One place: `room_service` or a location id. */
  location: z
    .string()
    .regex(/^(room_service|\d{1,9})$/, 'Location must be a location id or room_service')
    .optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_ORDER_LIST_MAX).default(100),
});
export type StaffOrderQuery = z.infer<typeof staffOrderQuery>;

export const CANCEL_REASON_MAX_LENGTH = 200;

export const orderStatusChange = z
  .object({
    status: orderStatus,
    /** Why it was cancelled, in words the guest reads in their notification. */
    reason: userText('Reason', { max: CANCEL_REASON_MAX_LENGTH, required: false }).optional(),
  })
  .refine((change) => !change.reason || change.status === 'cancelled', {
    message: 'A reason is only given when cancelling an order.',
    path: ['reason'],
  });
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

/** The guest's notification for a cancellation with a reason: the status message, then the reason. */
export function cancellationMessage(reason: string | undefined): string {
  const base = ORDER_STATUS_MESSAGES.cancelled;
  return reason ? `${base}: ${reason}` : base;
}

// ---------------------------------------------------------------------------------------------------
// Live message on the guest's notification channel (SPEC section 7: reads data, status, order_id, id)

/**
 * The payload dining publishes as the `order_update` live event; the socket hub adds `type` and checks it
 * against `orderUpdateMessage` in live.ts, of which this is the stricter, dining-typed form.
 */
export const orderUpdatePayload = z.object({
  order_id: id,
  /**
   * The id of the stored notification this update raised, so it is unique per update: the guest app
   * skips ids it has seen, and must not skip the second status change of the same order.
   */
  id,
  status: orderStatus,
  message: z.string(),
  /** A cancellation's reason, as staff wrote it (the guest app shows it after the translated status). */
  reason: z.string().optional(),
  /** The order as GET /api/orders/{id}/ returns it, so the live screen needs no refetch. */
  data: order,
});
export type OrderUpdatePayload = z.infer<typeof orderUpdatePayload>;
