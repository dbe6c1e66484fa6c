import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pilotAddresses, pilotPhoneNumbers } from '../../db/schema';
import { announceRecordChange } from './pilot-record-completeness.queries';
import { findPilot } from './pilots.queries';

/** What the national register, through the electronic-ID login, says of a person's address and phone. */
export interface RegistryItems {
  address: { streetAddress: string; postNumber: string; postLocation: string; countryCode: string } | null;
  phoneNumber: string | null;
}

/**
 * Takes what the register gives into the person's record as its `isKRR` items, which the person
 * cannot change or delete (pilot-items.service.ts): each login replaces the register's earlier
 * item of that kind, so the record follows the register. The register's item is main when the
 * one it replaces was, or when nothing is main. Items the person added themselves stay. Nothing
 * the provider did not give is touched.
 */
export async function takeRegistryItems(db: Db, tenantId: number | null, userId: number, items: RegistryItems): Promise<void> {
  const pilot = await findPilot(db, tenantId, { userId });
  if (!pilot) return;
  if (items.address) {
    const { address } = items;
    await replaceRegistryItem(db, pilotAddresses, pilot.id, (isMain) =>
      db.insert(pilotAddresses).values({ pilotId: pilot.id, ...address, isMain, isKrr: true }),
    );
    await announceRecordChange(db, pilot.id);
  }
  if (items.phoneNumber) {
    const phoneNumber = items.phoneNumber;
    await replaceRegistryItem(db, pilotPhoneNumbers, pilot.id, (isMain) =>
      db.insert(pilotPhoneNumbers).values({ pilotId: pilot.id, phoneNumber, isMain, isKrr: true }),
    );
  }
}

async function replaceRegistryItem(
  db: Db,
  table: typeof pilotAddresses | typeof pilotPhoneNumbers,
  pilotId: number,
  insert: (isMain: boolean) => Promise<unknown>,
) {
  const gone = await db
    .delete(table)
    .where(and(eq(table.pilotId, pilotId), eq(table.isKrr, true)))
    .returning({ isMain: table.isMain });
  const [main] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.pilotId, pilotId), eq(table.isMain, true)));
  await insert(gone.some((row) => row.isMain) || !main);
}
