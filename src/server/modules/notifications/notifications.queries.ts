import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, organizations, userOrganizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'isRead' | 'creationTime'>;

/** A notification with the current name of its organisation, which wins over the name it was raised with. */
export interface NotificationView {
  notification: NotificationRow;
  organizationName: string | null;
}

/** One person's notifications in one tenant: nobody reaches another's, nor another tenant's. */
const own = (tenantId: number | null, userId: number) => and(inTenant(notifications.tenantId, tenantId), eq(notifications.userId, userId));

const selectViews = (db: Db) =>
  db
    .select({ notification: notifications, organizationName: organizations.name })
    .from(notifications)
    .leftJoin(organizations, and(eq(organizations.id, notifications.organizationId), eq(organizations.isDeleted, false)));

/**
 * Raises one notice for every active person of the tenant but the sender, in one statement, each
 * named in it (`personName`): a register of sixty thousand is one insert, not sixty thousand.
 * The table's trigger tells each recipient's streams as it commits. Answers how many were raised.
 */
export async function insertNoticeForEveryone(
  db: Db,
  tenantId: number | null,
  senderId: number,
  notice: { messageId: number; dynamicMessage: string | null },
): Promise<number> {
  const recipients = and(inTenant(users.tenantId, tenantId), eq(users.isActive, true), eq(users.isDeleted, false), ne(users.id, senderId));
  const counted = await db.execute<{ count: number }>(sql`
    with raised as (insert into ${notifications} (tenant_id, user_id, message_id, params, dynamic_message)
    select ${users.tenantId}, ${users.id}, ${notice.messageId}, jsonb_build_object('personName', trim(${users.name} || ' ' || ${users.surname})), ${notice.dynamicMessage}::text
    from ${users} where ${recipients}
    returning 1)
    select count(*)::int as count from raised`);
  return counted.rows[0]?.count ?? 0;
}

/**
 * Marks every notification that asked for an answer to one request done, and read: the request was
 * answered, by whichever reader or path, so none of them offers the answer again.
 */
export async function settleRequestNotifications(db: Db, request: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true, params: sql`${notifications.params} || '{"done":"1"}'::jsonb` })
    .where(and(sql`${notifications.params} ? 'request'`, sql`${notifications.params}->>'request' = ${request}`));
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.length;
}

/** A page of the person's notifications, newest first, and how many they have in all. */
export async function findNotificationPage(
  db: Db,
  tenantId: number | null,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ views: NotificationView[]; total: number }> {
  const where = own(tenantId, userId);
  const [views, [{ total }]] = await Promise.all([
    selectViews(db).where(where).orderBy(desc(notifications.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { views, total };
}

export async function findOwnNotification(
  db: Db,
  tenantId: number | null,
  userId: number,
  id: number,
): Promise<NotificationView | undefined> {
  const [view] = await selectViews(db).where(and(own(tenantId, userId), eq(notifications.id, id)));
  return view;
}

export async function countUnread(db: Db, tenantId: number | null, userId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(own(tenantId, userId), eq(notifications.isRead, false)));
  return total;
}

export async function setRead(db: Db, id: number, isRead: boolean) {
  await db.update(notifications).set({ isRead }).where(eq(notifications.id, id));
}

export async function deleteNotification(db: Db, id: number) {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/** Marks every unread one read; answers how many changed. */
export async function markAllRead(db: Db, tenantId: number | null, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(own(tenantId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function deleteAll(db: Db, tenantId: number | null, userId: number): Promise<number> {
  const deleted = await db.delete(notifications).where(own(tenantId, userId)).returning({ id: notifications.id });
  return deleted.length;
}

/** A live user of the tenant, with the name a notification about them carries. */
export async function findRecipient(db: Db, tenantId: number | null, userId: number) {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, userId), inTenant(users.tenantId, tenantId), eq(users.isDeleted, false)));
  return row;
}

export async function findOrganizationInTenant(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select({ id: organizations.id, tenantId: organizations.tenantId, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false)));
  return row;
}

/** The person's roles in the organisation (Pilot 1, ContactPerson 2, MainContactPerson 4). */
export async function rolesInOrganization(db: Db, userId: number, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ role: userOrganizations.organizationRoleId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
  return rows.map((r) => r.role);
}

/** The live people of the organisation whose place in it is approved, but the one named. */
export async function approvedMembers(db: Db, organizationId: number, exceptUserId: number, approved: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        eq(userOrganizations.recruitmentStatusId, approved),
        ne(userOrganizations.userId, exceptUserId),
        eq(users.isDeleted, false),
      ),
    );
  return rows.map((r) => r.userId);
}
