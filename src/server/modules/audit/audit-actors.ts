import { examsEndpoints } from '../../../shared/contracts/exams';
import { certificatesEndpoints } from '../../../shared/contracts/certificates';
import { examSessionsEndpoints } from '../../../shared/contracts/exam-sessions';
import type { AuditActorKind } from '../../../shared/contracts/audit';
import { UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { SucceededCall } from '../../kernel/abp-route';
import type { Actor } from '../../kernel/context';
import { organizationIdsOfContact } from '../organizations';

const callName = (e: { service: string; method: string }) => `${e.service}/${e.method}`.toLowerCase();

/** A candidate's own answers are theirs, not a change made for anyone: never recorded, whoever sits the exam. */
const candidateCalls: ReadonlySet<string> = new Set([examsEndpoints.updateUserAnswer, examsEndpoints.submitExamination].map(callName));

/** Calls the specification makes GETs although they change data: recorded as changes. */
const writingGets: ReadonlySet<string> = new Set(
  [certificatesEndpoints.createNewCertificates, examSessionsEndpoints.getEndExamSession].map(callName),
);

/** Whether the call changed something the log cares about; reads and a candidate's answers did not. */
export function isRecordedCall(call: SucceededCall): boolean {
  const name = callName(call.route);
  if (candidateCalls.has(name)) return false;
  return call.route.verb !== 'GET' || writingGets.has(name);
}

/** Any permission beyond a pilot's own pages makes its holder an administrator of something. */
const holdsAdministrativePermission = (actor: Actor) => [...actor.permissions].some((permission) => permission !== Permission.Pilot);

/** The user types that are an organisation, or speak for one. */
const organizationUserTypes: ReadonlySet<number> = new Set([UserType.Under250, UserType.Over250, UserType.ContactPerson]);

/**
 * Why this actor's changes are recorded, or null when they are not: an administrator (any
 * permission beyond a pilot's), an organisation's own account or contact person (by user type),
 * or a pilot who is a contact person of some organisation (one look at their places).
 */
export async function actorKindOf(db: Db, actor: Actor): Promise<AuditActorKind | null> {
  if (holdsAdministrativePermission(actor)) return 'administrator';
  if (actor.userTypeId !== null && organizationUserTypes.has(actor.userTypeId)) return 'organization';
  return (await organizationIdsOfContact(db, actor.userId)).length > 0 ? 'organization' : null;
}
