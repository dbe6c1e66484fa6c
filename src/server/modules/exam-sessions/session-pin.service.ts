import type { z } from 'zod';
import type { pinResultDto, verifyPinInput } from '../../../shared/contracts/exam-sessions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, invalidField } from '../../kernel/errors';
import { findOpenSessionByCode } from './exam-sessions.queries';
import { lockPinState, updatePinState } from './session-pin.queries';
import { examSessionsPolicy } from './exam-sessions.policy';
import { normalizeExamCode, pinMatches } from './session-codes';

type PinResult = z.infer<typeof pinResultDto>;

/** Five wrong guesses within fifteen minutes lock the candidate out of guessing for fifteen minutes. */
export const pinMissLimit = 5;
export const pinMissWindowMinutes = 15;
export const pinLockMinutes = 15;

const minute = 60_000;
type Outcome = { kind: 'verified'; examSessionId: number } | { kind: 'miss' } | { kind: 'locked'; until: Date };

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / minute));

/**
 * A candidate proves they sit in the room: the session's code and its PIN. A wrong code counts as a
 * miss like a wrong PIN, so guessing codes is as slow as guessing PINs. The candidate's row is
 * locked while it is read and written, so parallel guesses are counted one by one.
 */
export async function verifySessionPin(deps: ServiceDeps, ctx: RequestContext, input: z.infer<typeof verifyPinInput>): Promise<PinResult> {
  const actor = examSessionsPolicy.candidate(ctx);
  // An empty field is a slip of the hand, not a guess: it is refused without counting.
  if (!input.examCode) throw invalidField('examCode', 'validation:required');
  if (!input.pin) throw invalidField('pin', 'validation:required');
  const now = deps.now();
  const outcome = await withTransaction<Outcome>(deps.database.pool, async ({ db }) => {
    const state = await lockPinState(db, actor.userId);
    if (state.lockedUntil && state.lockedUntil > now) return { kind: 'locked', until: state.lockedUntil };

    const session = await findOpenSessionByCode(db, ctx.tenantId, normalizeExamCode(input.examCode), now);
    if (session && pinMatches(session.pin, input.pin.replace(/\s+/g, ''))) {
      await updatePinState(db, actor.userId, {
        examSessionId: session.id,
        verifiedTime: now,
        failedCount: 0,
        firstFailedTime: null,
        lockedUntil: null,
      });
      return { kind: 'verified', examSessionId: session.id };
    }

    const windowOpen = state.firstFailedTime !== null && now.getTime() - state.firstFailedTime.getTime() < pinMissWindowMinutes * minute;
    const misses = windowOpen ? state.failedCount + 1 : 1;
    if (misses >= pinMissLimit) {
      const until = new Date(now.getTime() + pinLockMinutes * minute);
      await updatePinState(db, actor.userId, { failedCount: 0, firstFailedTime: null, lockedUntil: until });
      return { kind: 'locked', until };
    }
    await updatePinState(db, actor.userId, {
      failedCount: misses,
      firstFailedTime: windowOpen ? state.firstFailedTime : now,
      lockedUntil: null,
    });
    return { kind: 'miss' };
  });
  // Thrown only after the transaction has kept the miss, or the lock would never take hold.
  if (outcome.kind === 'locked') {
    const minutes = minutesUntil(outcome.until, now);
    throw businessError('errors:pinLocked', { minutes, count: minutes });
  }
  return outcome.kind === 'verified'
    ? { isPinCorrect: true, examSessionId: outcome.examSessionId }
    : { isPinCorrect: false, examSessionId: 0 };
}
