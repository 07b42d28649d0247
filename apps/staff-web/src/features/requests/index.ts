/** What the rest of the console uses of the requests: the queue in the console-wide alerts. */
export { useRequestAttention } from './request-attention.ts';
