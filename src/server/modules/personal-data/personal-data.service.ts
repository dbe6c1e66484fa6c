import type { Readable } from 'node:stream';
import type { PersonalDataDto } from '../../../shared/contracts/personal-data';
import type { Language } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { streamPersonalDataPdf } from './personal-data-pdf';
import { readPersonalData } from './personal-data-export.queries';
import { personalDataPolicy } from './personal-data.policy';

/**
 * PersonalData/GetMyData: everything the portal holds about the caller (GDPR articles 15 and 20),
 * read on one snapshot so that its sections agree. Names of things (exams, certificates, course
 * pages, questions) are in the request's language.
 */
export async function getMyData(deps: ServiceDeps, ctx: RequestContext, language: Language = ctx.language): Promise<PersonalDataDto> {
  const actor = personalDataPolicy.own(ctx);
  const sections = await withTransaction(deps.database.pool, async (tx) => {
    await tx.executeSql('set transaction isolation level repeatable read, read only', []);
    return readPersonalData(tx.db, actor.tenantId, actor.userId, language);
  });
  if (!sections) throw notFound();
  return { formatVersion: 1, generatedAt: deps.now().toISOString(), language, sections };
}

/**
 * PersonalData/GetMyDataPdf: the same data as a readable A4 document in the caller's language,
 * streamed as it is laid out (the data is read first, so a refusal is still an error).
 */
export async function getMyDataPdf(deps: ServiceDeps, ctx: RequestContext): Promise<{ pdf: Readable; day: string }> {
  const data = await getMyData(deps, ctx);
  return { pdf: streamPersonalDataPdf(ctx.language, data), day: calendarDay(new Date(data.generatedAt)) };
}
