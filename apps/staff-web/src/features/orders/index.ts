/** What the rest of the console uses of the orders: the board's queue in the console-wide alerts. */
export { useOrderAttention } from './order-attention.ts';
