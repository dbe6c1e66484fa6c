import crypto from 'node:crypto';
import type { OperatorNumberDto, SelfDeclarationDto } from '../../../shared/contracts/pilots';
import { newOperatorNumber, operatorPublicLength } from '../../../shared/operator-number';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { isUniqueViolation, notFound } from '../../kernel/errors';
import { readIntSetting } from '../settings';
import { findPilotOfUser, lockPilot, markSelfDeclarationAccepted, updatePilotFields } from './pilots.queries';
import { pilotsPolicy } from './pilots.policy';
import { reachPilot } from './pilots.service';

/** Requirements §9, key 8: how many years an operator registration number is valid. */
const operatorNumberValiditySetting = 8;

async function ownPilot(deps: ServiceDeps, ctx: RequestContext) {
  const actor = pilotsPolicy.self(ctx);
  const pilot = await findPilotOfUser(deps.database.db, actor.userId);
  if (!pilot) throw notFound();
  return pilot;
}

const declarationOf = (acceptedAt: Date | null): SelfDeclarationDto => ({
  hasAccepted: acceptedAt !== null,
  acceptedTime: acceptedAt?.toISOString() ?? null,
});

export async function hasAcceptedSelfDeclaration(deps: ServiceDeps, ctx: RequestContext): Promise<SelfDeclarationDto> {
  return declarationOf((await ownPilot(deps, ctx)).selfDeclarationAcceptedAt);
}

/** Once, dated: accepting again changes nothing and answers the first date. */
export async function acceptSelfDeclaration(deps: ServiceDeps, ctx: RequestContext): Promise<SelfDeclarationDto> {
  const pilot = await ownPilot(deps, ctx);
  // With the announcement that the record changed, so both take effect together.
  await withTransaction(deps.database.pool, (tx) => markSelfDeclarationAccepted(tx.db, pilot.id, deps.now()));
  return declarationOf((await ownPilot(deps, ctx)).selfDeclarationAcceptedAt);
}

const randomIndex = (below: number) => crypto.randomInt(below);

/**
 * Issues the pilot a new EN 4709-002 number, valid for the configured years from now; the old one
 * stops being theirs. The owner gets the secret part; an administrator who issues it for someone
 * else sees only the public part, as everyone else does.
 */
export async function issueOperatorNumber(deps: ServiceDeps, ctx: RequestContext, pilotId: number): Promise<OperatorNumberDto> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTransaction(deps.database.pool, async (tx) => {
        const { reach } = await reachPilot(tx.db, ctx, { id: pilotId });
        await lockPilot(tx.db, pilotId);
        const years = await readIntSetting(tx.db, operatorNumberValiditySetting);
        const now = deps.now();
        const expiry = new Date(now);
        expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
        const number = newOperatorNumber(randomIndex);
        await updatePilotFields(tx.db, pilotId, { operatorRegistrationNumber: number.full, operatorRegistrationNumberExpiry: expiry }, now);
        return {
          pilotId,
          operatorRegistrationNumber: reach.owner ? number.full : number.full.slice(0, operatorPublicLength),
          publicPart: number.publicPart,
          secret: reach.owner ? number.secret : null,
          expiredOperatorRegistrationNumberTime: expiry.toISOString(),
        };
      });
    } catch (error) {
      // Twelve random characters meet another operator's, a pilot's or an organisation's, about never; if they do, draw again.
      const taken = ['pilots_operator_registration_number_key', 'operator_numbers_unique'].some((c) => isUniqueViolation(error, c));
      if (attempt < 3 && taken) continue;
      throw error;
    }
  }
}
