import type { NotificationDto, NotificationPage } from '../../../shared/contracts/notifications';
import { RecruitmentStatus, type NotificationMessageId } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { toNotificationDto } from './notification-text';
import {
  approvedMembers,
  countUnread,
  deleteAll,
  deleteNotification,
  findNotificationPage,
  findOrganizationInTenant,
  findOwnNotification,
  findRecipient,
  insertNoticeForEveryone,
  insertNotifications,
  markAllRead,
  settleRequestNotifications,
  rolesInOrganization,
  setRead,
} from './notifications.queries';
import { notificationsPolicy } from './notifications.policy';

export interface Notice {
  tenantId: number | null;
  userIds: readonly number[];
  messageId: NotificationMessageId;
  organizationId?: number | null;
  /**
   * The names the message's text needs (`personName`, `organizationName`, `pilotType`), the
   * wording for its reader (`wording`), and the request it asks its reader to answer (`request`,
   * see `requestKey`).
   */
  params?: Record<string, string>;
  dynamicMessage?: string | null;
}

/** How a notification names the request it asks to answer: an organisation's recruitment (a pilot's place) or an offer to a person. */
export const requestKey = (kind: 'recruitment' | 'invitation', id: number) => `${kind}:${id}`;

/** The request was answered: its notifications are done, whoever they went to (decision 0028). */
export const settleRequest = (db: Db, kind: 'recruitment' | 'invitation', id: number) =>
  settleRequestNotifications(db, requestKey(kind, id));

/**
 * Raises a notification for each recipient, once each, on the given database, which may be the
 * transaction of the change that raised it: then it commits with that change or not at all, and
 * the table's trigger tells every portal's streams as it commits. Answers how many were raised.
 */
export async function notifyUsers(db: Db, notice: Notice): Promise<number> {
  const recipients = [...new Set(notice.userIds)];
  return insertNotifications(
    db,
    recipients.map((userId) => ({
      tenantId: notice.tenantId,
      userId,
      messageId: notice.messageId,
      organizationId: notice.organizationId ?? null,
      params: notice.params ?? {},
      dynamicMessage: notice.dynamicMessage ?? null,
    })),
  );
}

/** Notification/GetNotificationByCurrentUser: pages counted from 0, the newest first. */
export async function getNotifications(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { pageNumber: number; pageSize: number },
): Promise<NotificationPage> {
  const actor = notificationsPolicy.own(ctx);
  const { views, total } = await findNotificationPage(deps.database.db, ctx.tenantId, actor.userId, {
    offset: input.pageNumber * input.pageSize,
    limit: input.pageSize,
  });
  const totalPageCount = Math.ceil(total / input.pageSize);
  return {
    items: views.map((view) => toNotificationDto(view, ctx.language)),
    totalCount: total,
    totalPageCount,
    isLoadMore: input.pageNumber + 1 < totalPageCount,
  };
}

export async function getUnreadCount(deps: ServiceDeps, ctx: RequestContext): Promise<number> {
  const actor = notificationsPolicy.own(ctx);
  return countUnread(deps.database.db, ctx.tenantId, actor.userId);
}

/** Another person's notification, or another tenant's, answers as missing. */
async function reachOwn(db: Db, ctx: RequestContext, id: number) {
  const actor = notificationsPolicy.own(ctx);
  const view = await findOwnNotification(db, ctx.tenantId, actor.userId, id);
  if (!view) throw notFound();
  return { actor, view };
}

export async function markReadOrUnread(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { notificationId: number; isRead: boolean },
): Promise<NotificationDto> {
  const { db } = deps.database;
  const { view } = await reachOwn(db, ctx, input.notificationId);
  if (view.notification.isRead !== input.isRead) await setRead(db, input.notificationId, input.isRead);
  return toNotificationDto({ ...view, notification: { ...view.notification, isRead: input.isRead } }, ctx.language);
}

export async function clearNotification(deps: ServiceDeps, ctx: RequestContext, notificationId: number): Promise<boolean> {
  const { db } = deps.database;
  await reachOwn(db, ctx, notificationId);
  await deleteNotification(db, notificationId);
  return true;
}

export async function markAllAsRead(deps: ServiceDeps, ctx: RequestContext): Promise<number> {
  const actor = notificationsPolicy.own(ctx);
  return markAllRead(deps.database.db, ctx.tenantId, actor.userId);
}

export async function clearAll(deps: ServiceDeps, ctx: RequestContext): Promise<number> {
  const actor = notificationsPolicy.own(ctx);
  return deleteAll(deps.database.db, ctx.tenantId, actor.userId);
}

/** An administrator's message to one person of their tenant; the message names that person. */
export async function pushToUser(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { userId: number; messageId: NotificationMessageId; dynamicMessage?: string },
): Promise<{ count: number }> {
  notificationsPolicy.pushToUser(ctx);
  const { db } = deps.database;
  const recipient = await findRecipient(db, ctx.tenantId, input.userId);
  if (!recipient) throw notFound();
  const count = await notifyUsers(db, {
    tenantId: recipient.tenantId,
    userIds: [recipient.id],
    messageId: input.messageId,
    params: { personName: `${recipient.name} ${recipient.surname}`.trim() },
    dynamicMessage: input.dynamicMessage ?? null,
  });
  return { count };
}

/**
 * A message to an organisation's approved members, but the sender: from an administrator of
 * organisations of its tenant, or from one of its contact persons. An organisation of another
 * tenant answers as missing, before anyone is told whether they may write to it.
 */
export async function pushToOrganization(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { organizationId: number; messageId: NotificationMessageId; dynamicMessage?: string },
): Promise<{ count: number }> {
  const actor = notificationsPolicy.own(ctx);
  const count = await withTransaction(deps.database.pool, async (tx) => {
    const organization = await findOrganizationInTenant(tx.db, ctx.tenantId, input.organizationId);
    if (!organization) throw notFound();
    notificationsPolicy.pushToOrganization(ctx, await rolesInOrganization(tx.db, actor.userId, organization.id));
    const members = await approvedMembers(tx.db, organization.id, actor.userId, RecruitmentStatus.Approved);
    return notifyUsers(tx.db, {
      tenantId: organization.tenantId,
      userIds: members,
      messageId: input.messageId,
      organizationId: organization.id,
      params: { organizationName: organization.name },
      dynamicMessage: input.dynamicMessage ?? null,
    });
  });
  return { count };
}

/** Notification/PushNotificationToEveryone: a notice to every active person of the sender's tenant but the sender. */
export async function pushToEveryone(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { messageId: NotificationMessageId; dynamicMessage?: string },
): Promise<{ count: number }> {
  const actor = notificationsPolicy.pushToEveryone(ctx);
  const count = await insertNoticeForEveryone(deps.database.db, ctx.tenantId, actor.userId, {
    messageId: input.messageId,
    dynamicMessage: input.dynamicMessage ?? null,
  });
  return { count };
}
