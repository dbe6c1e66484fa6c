import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { IdPerson } from '../../adapters/id-provider/provider';
import { isUniqueViolation } from '../../kernel/errors';
import { findUnboundAccountOpenedByProvider } from './first-binding.queries';
import { bindAccount, isIdNumberProved } from './id-login.queries';

/**
 * The first login of a person whose account the provider opened before bindings were kept
 * (decision 0021): the account is bound to the subject now and opens. Its kennitala was the
 * provider's own, so this takes nothing typed as a key; without this, everyone who registered
 * through the provider and had no live session at the migration would be asked to register again,
 * and would hold two accounts. Nothing is bound while another account holds the number proved.
 */
export async function bindAccountOpenedByProvider(deps: ServiceDeps, tenantId: number | null, person: IdPerson) {
  const { db } = deps.database;
  if (await isIdNumberProved(db, tenantId, person.idNumber)) return undefined;
  const account = await findUnboundAccountOpenedByProvider(db, tenantId, person.idNumber);
  if (!account) return undefined;
  try {
    await withTransaction(deps.database.pool, (tx) =>
      bindAccount(tx.db, {
        userId: account.id,
        tenantId: account.tenantId,
        issuer: deps.idProvider.issuer,
        subject: person.subject,
        idNumber: person.idNumber,
      }),
    );
  } catch (error) {
    // Another login or registration of the same person bound first: this one goes on unbound.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return { ...account, isBound: true };
}
