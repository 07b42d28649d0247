import { z } from 'zod';

/**
 * The `Idempotency-Key` header that creating POSTs accept (orders, bookings, payments): a retry with the
 * same key gets the first answer back and creates nothing. Fastify hands header names over in lower case.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    .optional(),
});
