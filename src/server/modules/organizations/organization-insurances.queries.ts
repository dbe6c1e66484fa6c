import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationInsurances } from '../../db/schema';

export type InsuranceRow = typeof organizationInsurances.$inferSelect;
type InsuranceFields = Pick<InsuranceRow, 'insurancePolicyNumber' | 'insuranceCompanyName'>;

export async function findInsurance(db: Db, id: number): Promise<InsuranceRow | undefined> {
  const [row] = await db.select().from(organizationInsurances).where(eq(organizationInsurances.id, id));
  return row;
}

/** The organisation's insurances, oldest first. */
export async function findInsurancesOf(db: Db, organizationId: number): Promise<InsuranceRow[]> {
  return db
    .select()
    .from(organizationInsurances)
    .where(eq(organizationInsurances.organizationId, organizationId))
    .orderBy(asc(organizationInsurances.creationTime), asc(organizationInsurances.id));
}

export async function insertInsurance(db: Db, insurance: InsuranceFields & { organizationId: number; isMain: boolean }) {
  await db.insert(organizationInsurances).values(insurance);
}

export async function updateInsurance(db: Db, id: number, change: Partial<InsuranceFields & { isMain: boolean }>) {
  await db.update(organizationInsurances).set(change).where(eq(organizationInsurances.id, id));
}

export async function deleteInsurance(db: Db, id: number) {
  await db.delete(organizationInsurances).where(eq(organizationInsurances.id, id));
}

/** Takes main from the organisation's other insurances, so the one being made main is the only one. */
export async function clearMainInsurance(db: Db, organizationId: number, exceptId?: number) {
  await db
    .update(organizationInsurances)
    .set({ isMain: false })
    .where(
      and(
        eq(organizationInsurances.organizationId, organizationId),
        eq(organizationInsurances.isMain, true),
        exceptId === undefined ? undefined : ne(organizationInsurances.id, exceptId),
      ),
    );
}

/** The administrators' edit form carries the main insurance's policy and company. */
export async function updateMainInsurance(db: Db, organizationId: number, fields: InsuranceFields) {
  await db
    .update(organizationInsurances)
    .set(fields)
    .where(and(eq(organizationInsurances.organizationId, organizationId), eq(organizationInsurances.isMain, true)));
}
