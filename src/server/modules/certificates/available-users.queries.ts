import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userExaminations } from '../../db/schema';

export interface AvailableUserRow {
  userId: number;
  userExaminationId: number;
  submitTime: Date;
  userName: string;
  name: string;
  surname: string;
}

/**
 * The tenant's users who passed an exam of the type and hold no valid certificate of it today,
 * each with their latest such pass. A pass older than the validity period is left out (a
 * certificate from it would be born expired), and so is a pass whose own certificate was revoked:
 * revoking must not be undone by the next batch; a new pass or an issue by hand may.
 */
export async function findAvailableUsers(
  db: Db,
  tenantId: number | null,
  certificateType: number,
  today: string,
  earliestPassDay: string,
): Promise<AvailableUserRow[]> {
  const tenant = tenantId === null ? sql`is null` : sql`= ${tenantId}`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select distinct on (ue.user_id)
      ue.user_id, ue.id, ue.submit_time, u.user_name, u.name, u.surname
    from user_examinations ue
    join users u on u.id = ue.user_id and not u.is_deleted
    where ue.tenant_id ${tenant}
      and ue.certificate_type = ${certificateType}
      and ue.is_passed
      and ue.submit_time >= ${earliestPassDay}::date
      and not exists (
        select 1 from user_certificates uc
        where uc.user_id = ue.user_id and uc.certificate_id = ue.certificate_type
          and uc.revoked_time is null and uc.expired_date >= ${today}::date)
      and not exists (
        select 1 from user_certificates own
        where own.id = ue.user_certificate_id and not ue.already_certified and own.revoked_time is not null)
    order by ue.user_id, ue.submit_time desc, ue.id desc
  `);
  return rows.map((r) => ({
    userId: Number(r.user_id),
    userExaminationId: Number(r.id),
    submitTime: new Date(r.submit_time as string | Date),
    userName: String(r.user_name),
    name: String(r.name),
    surname: String(r.surname),
  }));
}

/** Records on the attempt the certificate it brought (section 3's userCertificateId). */
export async function linkAttempt(db: Db, userExaminationId: number, userCertificateId: number) {
  await db.update(userExaminations).set({ userCertificateId, alreadyCertified: false }).where(eq(userExaminations.id, userExaminationId));
}
