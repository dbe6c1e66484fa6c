import { isPermissionName } from '../../../shared/permissions';
import type { SucceededCall } from '../../kernel/abp-route';

/**
 * What the audit log keeps of a call: the record it changed and the names of the members it set,
 * with the values of only the members below. None of them can carry a person's name, address,
 * e-mail, ID number, phone number, free text, password or token, and a value is kept only when it
 * has the expected shape (a number, a flag, a list of numbers), so a string sent in an id's place
 * is never stored. Every other member is named and its value dropped.
 */
export const keptNumberMembers: ReadonlySet<string> = new Set([
  // Ids of records.
  'id',
  'userId',
  'pilotId',
  'organizationId',
  'orgId',
  'roleId',
  'roleIds',
  'tenantId',
  'settingId',
  'examinationId',
  'examId',
  'categoryId',
  'questionId',
  'certificateId',
  'userCertificateId',
  'courseId',
  'pageId',
  'sessionId',
  'examSessionId',
  'userExaminationId',
  'userExamId',
  'notificationId',
  'notifyId',
  'messageId',
  'paymentId',
  'organizationRoleIds',
  // Status and type numbers.
  'statusId',
  'userTypeId',
  'pilotTypeId',
  'pilotType',
  'organizationRoleId',
  'organizationTypeId',
  'recruitmentStatusId',
  'certificateType',
  'courseType',
  'examType',
  'questionType',
  'type',
  // Amounts.
  'amount',
  'paidAmount',
  'totalAmount',
  'extraTimePercent',
  'rank',
]);

export const keptFlagMembers: ReadonlySet<string> = new Set([
  'isActive',
  'isPassed',
  'isRead',
  'isDeleted',
  'isEmailConfirmed',
  'unlock',
  'isMain',
  'isMainAddress',
  'isMainEmail',
  'isOrg',
  'isOrgPayment',
  'isPrivateContactPersonPayment',
  'isClosedManually',
  'isDefault',
  'isEnabled',
  'isDisabled',
  'isRequired',
  'isStatic',
  'willBeAdded',
  'hasAccepted',
  'isCompleted',
]);

/** Permission names are the portal's own words; the list is kept only when every entry is one. */
const keptPermissionLists: ReadonlySet<string> = new Set(['grantedPermissions', 'grantedPermissionNames', 'permissions']);

/** The kind of record a member's id names when the call has no `id` of its own. */
export const recordOfMember: ReadonlyArray<readonly [string, string]> = [
  ['userId', 'User'],
  ['pilotId', 'Pilot'],
  ['organizationId', 'Organization'],
  ['orgId', 'Organization'],
  ['roleId', 'Role'],
  ['settingId', 'Setting'],
  ['examSessionId', 'ExamSession'],
  ['sessionId', 'ExamSession'],
  ['userExaminationId', 'UserExamination'],
  ['userExamId', 'UserExamination'],
  ['examinationId', 'Examination'],
  ['categoryId', 'ExaminationCategory'],
  ['questionId', 'Question'],
  ['certificateId', 'Certificate'],
  ['userCertificateId', 'UserCertificate'],
  ['notificationId', 'Notification'],
  ['notifyId', 'Notification'],
  ['checkoutId', 'Checkout'],
];

export interface AuditEntry {
  entityType: string | null;
  entityId: string | null;
  changedFields: string[];
  keptValues: Record<string, unknown>;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
/** A record named by a UUID (a background job): random, so it tells nothing about anyone. */
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= 100 && value.every((item) => typeof item === 'number' && Number.isFinite(item));

function keptValue(member: string, value: unknown): { keep: boolean; value?: unknown } {
  if (value === null) return { keep: keptNumberMembers.has(member) || keptFlagMembers.has(member), value: null };
  if (keptNumberMembers.has(member) && (typeof value === 'number' ? Number.isFinite(value) : isNumberList(value)))
    return { keep: true, value };
  if (keptFlagMembers.has(member) && typeof value === 'boolean') return { keep: true, value };
  if (
    keptPermissionLists.has(member) &&
    Array.isArray(value) &&
    value.length <= 100 &&
    value.every((p) => typeof p === 'string' && isPermissionName(p))
  )
    return { keep: true, value };
  return { keep: false };
}

/** The record a call changed: its own `id` (or its result's, for a create), else the record a member names. */
function recordOf(call: SucceededCall, members: Record<string, unknown>): Pick<AuditEntry, 'entityType' | 'entityId'> {
  const own = call.route.record ?? call.route.service;
  if (isId(members.id) || isUuid(members.id)) return { entityType: own, entityId: String(members.id) };
  const resultId = (call.result as { id?: unknown } | null | undefined)?.id;
  if (call.route.record && isId(resultId)) return { entityType: own, entityId: String(resultId) };
  for (const [member, type] of recordOfMember) {
    const value = members[member];
    if (isId(value) || (member === 'checkoutId' && typeof value === 'string' && /^[\w-]{1,64}$/.test(value)))
      return { entityType: type, entityId: String(value) };
  }
  if (isId(resultId)) return { entityType: own, entityId: String(resultId) };
  return { entityType: own, entityId: null };
}

/** The entry for one call: which record, which members it set, and the few values that may be kept. */
export function auditEntryOf(call: SucceededCall): AuditEntry {
  const members = call.input && typeof call.input === 'object' && !Array.isArray(call.input) ? (call.input as Record<string, unknown>) : {};
  const changedFields: string[] = [];
  const keptValues: Record<string, unknown> = {};
  for (const [member, value] of Object.entries(members)) {
    if (value === undefined) continue;
    // The record's own id says which record, not what changed in it.
    if (member !== 'id') changedFields.push(member);
    const kept = keptValue(member, value);
    if (kept.keep) keptValues[member] = kept.value;
  }
  return { ...recordOf(call, members), changedFields: changedFields.sort(), keptValues };
}
