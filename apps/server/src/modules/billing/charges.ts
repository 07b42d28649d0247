import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { charges, type ChargeSource } from './schema.ts';

/**
 * Writing lines on the guest's bill. Callers pass their transaction so the charge commits (or not)
 * together with what caused it.
 */
export async function insertCharge(
  tx: Database,
  charge: {
    hotelId: number;
    stayId: number;
    source: ChargeSource;
    sourceId: number;
    description: string;
    amountMinor: number;
  },
): Promise<void> {
  await tx.insert(charges).values(charge);
}

/** Voids what a cancelled order or booking put on the bill; the row stays for the audit trail. */
export async function voidChargesFor(
  tx: Database,
  scope: { hotelId: number; source: ChargeSource; sourceId: number },
  now: Date,
): Promise<number> {
  const voided = await tx
    .update(charges)
    .set({ voidedAt: now })
    .where(
      and(
        eq(charges.hotelId, scope.hotelId),
        eq(charges.source, scope.source),
        eq(charges.sourceId, scope.sourceId),
        isNull(charges.voidedAt),
      ),
    )
    .returning({ id: charges.id });
  return voided.length;
}
