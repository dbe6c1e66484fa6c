import type {
  CreateExaminationInput,
  ExaminationDto,
  GetExaminationsInput,
  UpdateExaminationInput,
} from '../../../shared/contracts/examinations';
import { CertificateType } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { examinationsPolicy } from './examinations.policy';
import {
  examinationRow,
  examinationTypeTaken,
  findExamination,
  findExaminationByType,
  findExaminations,
  insertExamination,
  softDeleteExamination,
  updateExaminationText,
} from './examinations.queries';

/** How the specification writes the types in messages. */
export const certificateTypeName = (type: number) => (type === CertificateType.A2 ? 'A2' : 'A1/A3');

const duplicateExamination = (certificateType: number) =>
  duplicate('errors:duplicateExamination', { type: certificateTypeName(certificateType) });

export async function createExamination(deps: ServiceDeps, ctx: RequestContext, input: CreateExaminationInput): Promise<ExaminationDto> {
  examinationsPolicy.author(ctx);
  let id: number;
  try {
    id = await withTransaction(deps.database.pool, async (tx) => {
      if (await examinationTypeTaken(tx.db, ctx.tenantId, input.certificateType)) throw duplicateExamination(input.certificateType);
      return insertExamination(tx.db, { tenantId: ctx.tenantId, ...input });
    });
  } catch (error) {
    // Two creations at once: the partial unique index lets one through and refuses the other.
    if (isUniqueViolation(error, 'examinations_type_key')) throw duplicateExamination(input.certificateType);
    throw error;
  }
  return (await findExamination(deps.database.db, ctx.tenantId, id))!;
}

export async function updateExamination(deps: ServiceDeps, ctx: RequestContext, input: UpdateExaminationInput): Promise<ExaminationDto> {
  examinationsPolicy.author(ctx);
  const { id, ...text } = input;
  if (!(await updateExaminationText(deps.database.db, ctx.tenantId, id, { ...text, at: deps.now() }))) throw notFound();
  return (await findExamination(deps.database.db, ctx.tenantId, id))!;
}

/** Soft: attempts and results will refer to the examination, its categories and questions. */
export async function deleteExamination(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  examinationsPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await examinationRow(tx.db, ctx.tenantId, id, true))) throw notFound();
    await softDeleteExamination(tx.db, id, deps.now());
  });
  return null;
}

export async function getExamination(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<ExaminationDto> {
  examinationsPolicy.author(ctx);
  const examination = await findExamination(deps.database.db, ctx.tenantId, id);
  if (!examination) throw notFound();
  return examination;
}

export async function getExaminations(deps: ServiceDeps, ctx: RequestContext, input: GetExaminationsInput) {
  examinationsPolicy.author(ctx);
  return findExaminations(deps.database.db, ctx.tenantId, input);
}

export async function getExaminationByType(
  deps: ServiceDeps,
  ctx: RequestContext,
  certificateType: number,
): Promise<ExaminationDto | null> {
  examinationsPolicy.author(ctx);
  return (await findExaminationByType(deps.database.db, ctx.tenantId, certificateType)) ?? null;
}
