import type { NotificationMessageId } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { notifyUsers } from '../notifications';
import type { LiveOrganization } from './organizations.queries';
import { fullNameOf } from './people.queries';

/**
 * Tells people of a change to someone's place in an organisation (section 9's messages 1–5), in
 * the transaction of the change, so a refused or rolled-back change tells nobody. The person is
 * named as the organisation may know them: by name, or as it typed them while they had not accepted.
 */
export async function tellAbout(
  db: Db,
  organization: LiveOrganization,
  messageId: NotificationMessageId,
  recipients: readonly number[],
  person: { name: string; surname: string } | string,
  /** The wording for its reader, and the request it asks them to answer (decision 0028). */
  extra: { wording?: 'asked' | 'invited' | 'toPilot'; request?: string } = {},
) {
  if (recipients.length === 0) return;
  await notifyUsers(db, {
    tenantId: organization.tenantId,
    userIds: recipients,
    messageId,
    organizationId: organization.id,
    params: { personName: typeof person === 'string' ? person : fullNameOf(person), organizationName: organization.name, ...extra },
  });
}
