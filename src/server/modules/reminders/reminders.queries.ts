import { eq, sql } from 'drizzle-orm';
import { OrganizationRole, PaymentKind, PaymentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { expiryReminders } from '../../db/schema';

export type ReminderKind = (typeof expiryReminders.$inferInsert)['kind'];

/** One reminder due: a record expiring within the furthest threshold, and the person to tell. */
export interface ExpiringRecord {
  kind: ReminderKind;
  recordId: number;
  tenantId: number | null;
  expiresOn: string;
  userId: number;
  name: string;
  surname: string;
  emailAddress: string;
  language: string;
  /** The certificate's type name in both languages, or the organisation's name. */
  title: string;
  titleEnglish: string;
  certificateNumber: string | null;
  /** The operator registration number, for its own reminder. */
  operatorNumber: string | null;
  organizationId: number | null;
}

/**
 * Certificates expiring from `today` to `until`, of active holders, not revoked, and not renewed:
 * a later certificate of the same type makes the old one's expiry no news. Every tenant's: the
 * reminders are the portal's own job, and each row carries its tenant.
 */
export async function findExpiringCertificates(db: Db, today: string, until: string): Promise<ExpiringRecord[]> {
  const result = await db.execute(sql`
    select 'certificate' as kind, c.id as "recordId", c.tenant_id as "tenantId", c.expired_date::text as "expiresOn",
      u.id as "userId", u.name, u.surname, u.email_address as "emailAddress", u.language,
      t.name as title, t.name_english as "titleEnglish", c.certificate_number as "certificateNumber", null::int as "organizationId",
      null::text as "operatorNumber"
    from user_certificates c
    join users u on u.id = c.user_id
    join certificates t on t.id = c.certificate_id
    where c.revoked_time is null and c.is_passed and u.is_active and not u.is_deleted
      and c.expired_date between ${today}::date and ${until}::date
      and not exists (
        select 1 from user_certificates n
        where n.user_id = c.user_id and n.certificate_id = c.certificate_id and n.id <> c.id
          and n.revoked_time is null and n.is_passed and n.expired_date > c.expired_date
      )
    order by c.id`);
  return result.rows as unknown as ExpiringRecord[];
}

/**
 * Organisations' paid operator registrations (their fee, valid for `PaymentValidYear` years)
 * ending from `today` to `until` and not renewed by a later paid fee, once per contact person.
 */
export async function findExpiringRegistrations(db: Db, today: string, until: string): Promise<ExpiringRecord[]> {
  const result = await db.execute(sql`
    select 'registration' as kind, p.id as "recordId", p.tenant_id as "tenantId", p.valid_until::text as "expiresOn",
      u.id as "userId", u.name, u.surname, u.email_address as "emailAddress", u.language,
      o.name as title, o.name as "titleEnglish", null::text as "certificateNumber", o.id as "organizationId",
      null::text as "operatorNumber"
    from payments p
    join organizations o on o.id = p.organization_id
    join user_organizations uo on uo.organization_id = o.id
      and uo.organization_role_id in (${OrganizationRole.ContactPerson}, ${OrganizationRole.MainContactPerson})
    join users u on u.id = uo.user_id
    where p.kind = ${PaymentKind.Organization} and p.status = ${PaymentStatus.Paid}
      and not o.is_deleted and u.is_active and not u.is_deleted
      and p.valid_until between ${today}::date and ${until}::date
      and not exists (
        select 1 from payments n
        where n.organization_id = p.organization_id and n.kind = ${PaymentKind.Organization}
          and n.status = ${PaymentStatus.Paid} and n.valid_until > p.valid_until
      )
    order by p.id, u.id`);
  return result.rows as unknown as ExpiringRecord[];
}

/**
 * Operator registration numbers (the authority's register of UAS operators) expiring from `today`
 * to `until`: a pilot's, told to the pilot, and an organisation's, told to each of its main contact
 * persons, who hold its secret part and pay its fee (decision 0030). Renewal moves the expiry on
 * the same record, which the reminders' key includes.
 */
export async function findExpiringOperatorNumbers(db: Db, today: string, until: string): Promise<ExpiringRecord[]> {
  const expiry = (column: string) => sql.raw(`(${column} at time zone 'Atlantic/Reykjavik')::date`);
  const result = await db.execute(sql`
    select 'pilotOperatorNumber' as kind, p.id as "recordId", u.tenant_id as "tenantId",
      ${expiry('p.operator_registration_number_expiry')}::text as "expiresOn",
      u.id as "userId", u.name, u.surname, u.email_address as "emailAddress", u.language,
      '' as title, '' as "titleEnglish", null::text as "certificateNumber", null::int as "organizationId",
      p.operator_registration_number as "operatorNumber"
    from pilots p
    join users u on u.id = p.user_id
    where p.operator_registration_number is not null and u.is_active and not u.is_deleted
      and ${expiry('p.operator_registration_number_expiry')} between ${today}::date and ${until}::date
    union all
    select 'organizationOperatorNumber', o.id, o.tenant_id, ${expiry('o.operating_number_expiry')}::text,
      u.id, u.name, u.surname, u.email_address, u.language,
      o.name, o.name, null::text, o.id, o.operating_number
    from organizations o
    join user_organizations uo on uo.organization_id = o.id and uo.organization_role_id = ${OrganizationRole.MainContactPerson}
    join users u on u.id = uo.user_id
    where o.operating_number is not null and not o.is_deleted and u.is_active and not u.is_deleted
      and ${expiry('o.operating_number_expiry')} between ${today}::date and ${until}::date
    order by 1, 2, 5`);
  return result.rows as unknown as ExpiringRecord[];
}

/**
 * Claims one reminder: answers its row's id, or undefined when it was sent before (by an earlier
 * run, a retry, or another instance holding the same key in a transaction of its own).
 */
export async function claimReminder(
  db: Db,
  reminder: { kind: ReminderKind; recordId: number; threshold: number; userId: number; tenantId: number | null; expiresOn: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(expiryReminders)
    .values(reminder)
    .onConflictDoNothing({
      target: [
        expiryReminders.kind,
        expiryReminders.recordId,
        expiryReminders.expiresOn,
        expiryReminders.threshold,
        expiryReminders.userId,
      ],
    })
    .returning({ id: expiryReminders.id });
  return row?.id;
}

export async function setReminderMail(db: Db, id: number, mailId: number): Promise<void> {
  await db.update(expiryReminders).set({ mailId }).where(eq(expiryReminders.id, id));
}
