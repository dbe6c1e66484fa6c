import { requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';

export const examsPolicy: {
  take(ctx: RequestContext): Actor;
  ownAttempt<T extends { userId: number | null }>(actor: Actor, attempt: T | undefined): asserts attempt is T;
} = {
  /** Any signed-in user may prepare for and take an exam; what stands in their way is a start problem, not a permission. */
  take: (ctx: RequestContext): Actor => requireUser(ctx),
  /** An attempt is its candidate's alone; anyone else's answers as missing, so nothing leaks. */
  ownAttempt<T extends { userId: number | null }>(actor: Actor, attempt: T | undefined): asserts attempt is T {
    if (!attempt || attempt.userId !== actor.userId) throw notFound();
  },
};
