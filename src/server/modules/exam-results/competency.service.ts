import type { PilotCompetencyDto } from '../../../shared/contracts/certificates';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { findCertificatesOfHolder } from '../certificates';
import { loadExaminationResult } from '../exams';
import { examResultsPolicy } from './exam-results.policy';
import { findAllSubmittedAttemptIds } from './exam-results.queries';

/**
 * The caller's certificates and exam results, newest first, for /my-site/competency. It lives
 * here, where results meet certificates, so that the certificates module never reads the exams:
 * the exams depend on certificates (a passed attempt is awarded one), never the reverse.
 */
export async function getPilotCompetency(deps: ServiceDeps, ctx: RequestContext): Promise<PilotCompetencyDto> {
  const actor = examResultsPolicy.pilot(ctx);
  const db = deps.database.db;
  const [certificates, attemptIds] = await Promise.all([
    findCertificatesOfHolder(deps, actor.userId),
    findAllSubmittedAttemptIds(db, actor.userId),
  ]);
  const results = (await Promise.all(attemptIds.map((id) => loadExaminationResult(db, id)))).filter(
    (r): r is ExaminationResultDto => r !== undefined,
  );
  return { certificates, results };
}
