import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { expiryWarningDays, type PeriodInput } from '../../../shared/contracts/dashboard';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { findRegistrationBatch } from './dashboard.queries';
import { dashboardScopeOf, examStatisticOf, monthlyRegistrationOf, overviewOf, visitStatisticOf } from './dashboard.service';
import { exportTexts, type ExportTexts } from './export-texts';
import type { Period } from './period';
import { turnTaker } from '../../pdf/a4-document';
import { addRow, openWorkbook, type Sheet, type SheetRow } from '../../spreadsheets/workbook';

type Sections = Awaited<ReturnType<typeof sectionsOf>>;

/** Rows read from the database at a time: enough to keep the round trips few, small enough to keep memory flat. */
export const registrationBatchSize = 2000;
const percent = '0.0%';

/**
 * The figures, from the dashboard's summaries as the screen reads them (decisions 0040, 0048,
 * 0050), one section after another: together they would take ten of the pool's twenty connections
 * at once, and another caller would wait for one.
 */
async function sectionsOf(deps: ServiceDeps, tenantId: number | null, period: Period) {
  const overview = await overviewOf(deps, tenantId, period);
  const monthly = await monthlyRegistrationOf(deps, tenantId, period);
  const visits = await visitStatisticOf(deps, tenantId, period);
  const exam = await examStatisticOf(deps, tenantId, period);
  return { overview, monthly, visits, exam };
}

const bold = (row: SheetRow) => {
  row.font = { bold: true };
  return row;
};

function writeOverview(sheet: Sheet, s: Sections, w: ExportTexts) {
  const { overview } = s;
  sheet.columns = [{ width: 40 }, { width: 16 }, { width: 16 }];
  bold(addRow(sheet, [w.period, `${overview.from} – ${overview.to}`])).commit();
  bold(addRow(sheet, [w.figure, w.total, w.inPeriod])).commit();
  addRow(sheet, [w.pilots, overview.pilots.total, overview.pilots.inPeriod]).commit();
  addRow(sheet, [w.contactPersons, overview.contactPersons.total, overview.contactPersons.inPeriod]).commit();
  for (const operator of overview.operators) {
    addRow(sheet, [`${w.operators}: ${w.nameOfUserType(operator.userTypeId)}`, operator.total, operator.inPeriod]).commit();
  }
  addRow(sheet, [w.organizations, overview.organizations.total, overview.organizations.inPeriod]).commit();
  for (const c of overview.certificates) {
    const type = w.nameOfCertificateType(c.certificateType);
    addRow(sheet, [`${w.certificatesValid}: ${type}`, c.valid]).commit();
    addRow(sheet, [`${w.certificatesExpiring(expiryWarningDays)}: ${type}`, c.expiringSoon]).commit();
    addRow(sheet, [`${w.certificatesIssued}: ${type}`, null, c.issuedInPeriod]).commit();
  }
  addRow(sheet, [w.paymentsCount, null, overview.payments.paidCount]).commit();
  addRow(sheet, [w.paymentsAmount, null, overview.payments.paidAmount]).commit();
}

function writeMonthly(sheet: Sheet, s: Sections, w: ExportTexts) {
  const { monthly } = s;
  sheet.columns = [{ width: 8 }, { width: 14 }, { width: 12 }, ...monthly.userTypeIds.map(() => ({ width: 22 })), { width: 10 }];
  bold(addRow(sheet, [w.year, w.month, w.monthNumber, ...monthly.userTypeIds.map((id) => w.nameOfUserType(id)), w.total])).commit();
  for (const m of monthly.months) {
    addRow(sheet, [m.year, w.nameOfMonth(m.month), m.month, ...m.byType.map((t) => t.count), m.total]).commit();
  }
}

function writeVisits(sheet: Sheet, s: Sections, w: ExportTexts) {
  const { visits } = s;
  sheet.columns = [{ width: 14 }, { width: 16 }, { width: 18 }];
  bold(addRow(sheet, [w.date, w.signIns, w.uniqueVisitors])).commit();
  for (const day of visits.days) addRow(sheet, [day.date, day.signIns, day.uniqueVisitors]).commit();
  bold(addRow(sheet, [w.total, visits.signIns, visits.uniqueVisitors])).commit();
}

/** Three tables one under another, each under its title: by exam, by subject, and the hardest questions. */
function writeExam(sheet: Sheet, s: Sections, w: ExportTexts) {
  const { exam } = s;
  const rated = (row: SheetRow, column: number) => {
    row.getCell(column).numFmt = percent;
    row.commit();
  };
  sheet.columns = [{ width: 14 }, { width: 14 }, { width: 50 }, { width: 50 }, { width: 10 }, { width: 10 }, { width: 12 }];
  bold(addRow(sheet, [w.byType])).commit();
  bold(addRow(sheet, [w.examType, w.attempts, w.finished, w.passed, w.passRate])).commit();
  for (const t of exam.byType)
    rated(addRow(sheet, [w.nameOfCertificateType(t.certificateType), t.attempts, t.finished, t.passed, t.passRate]), 5);
  rated(bold(addRow(sheet, [w.total, exam.total.attempts, exam.total.finished, exam.total.passed, exam.total.passRate])), 5);
  addRow(sheet, []).commit();
  bold(addRow(sheet, [w.bySubject])).commit();
  bold(addRow(sheet, [w.examType, w.categoryId, w.subject, w.subject, w.answers, w.correct, w.correctRate])).commit();
  for (const c of exam.bySubject) {
    rated(
      addRow(sheet, [
        w.nameOfCertificateType(c.certificateType),
        c.categoryId,
        c.title,
        c.titleEnglish,
        c.answers,
        c.correct,
        c.correctRate,
      ]),
      7,
    );
  }
  addRow(sheet, []).commit();
  bold(addRow(sheet, [w.hardest])).commit();
  bold(addRow(sheet, [w.examType, w.questionId, w.question, w.question, w.answers, w.correct, w.correctRate])).commit();
  for (const q of exam.hardestQuestions) {
    rated(
      addRow(sheet, [w.nameOfCertificateType(q.certificateType), q.questionId, q.text, q.textEnglish, q.answers, q.correct, q.correctRate]),
      7,
    );
  }
}

/** Resolves when the reader has taken what was written, or has gone away. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * The period's registrations row by row, read in id order a batch at a time (keyset paging) and
 * committed as they come, so neither the rows nor the sheet are ever held whole. Only numbers and
 * the date: no names, addresses or ID numbers leave in the file. Before each batch it waits for the
 * reader to take what was written, so a slow download cannot pile the file up in memory.
 */
async function writeRegistrations(sheet: Sheet, deps: ServiceDeps, tenantId: number | null, period: Period, w: ExportTexts, out: Writable) {
  sheet.columns = [
    { width: 14 },
    { width: 8 },
    { width: 40 },
    { width: 14 },
    { width: 30 },
    { width: 18, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  ];
  bold(addRow(sheet, [w.userId, w.userType, w.userTypeName, w.status, w.statusName, w.registered])).commit();
  let afterId = 0;
  const turn = turnTaker();
  for (;;) {
    if (out.writableNeedDrain) await drained(out);
    // A download given up half-way reads no further.
    if (out.destroyed) return;
    const batch = await findRegistrationBatch(deps.database.db, tenantId, period, afterId, registrationBatchSize);
    for (const r of batch) {
      addRow(sheet, [r.id, r.userTypeId, w.nameOfUserType(r.userTypeId), r.statusId, w.nameOfStatus(r.statusId), r.creationTime]).commit();
      // exceljs builds each row's XML synchronously: a whole batch at once held the event loop
      // for hundreds of milliseconds under load, and every other caller waited behind it.
      await turn();
    }
    if (batch.length < registrationBatchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}

/**
 * GetDashboardExportExel, in two steps: `prepare` checks the caller and works out the figures, so
 * a refusal or a failure is still answered as an error; `write` then streams the workbook into
 * `out`, one sheet per section and the registrations last, with the one workbook writer (`spreadsheets/workbook.ts`).
 */
export async function prepareDashboardExport(deps: ServiceDeps, ctx: RequestContext, input: PeriodInput) {
  const { tenantId, period } = dashboardScopeOf(deps, ctx, input);
  const sections = await sectionsOf(deps, tenantId, period);
  return {
    period,
    write: (out: Writable, language: Language = ctx.language) =>
      writeWorkbook(deps, tenantId, period, sections, exportTexts(language), out),
  };
}

async function writeWorkbook(
  deps: ServiceDeps,
  tenantId: number | null,
  period: Period,
  sections: Sections,
  w: ExportTexts,
  out: Writable,
) {
  const workbook = openWorkbook(out, { creator: 'Drónagátt', created: deps.now() });
  const sheets: [string, (sheet: Sheet) => void | Promise<void>][] = [
    [w.sheets.overview, (sheet) => writeOverview(sheet, sections, w)],
    [w.sheets.monthly, (sheet) => writeMonthly(sheet, sections, w)],
    [w.sheets.visits, (sheet) => writeVisits(sheet, sections, w)],
    [w.sheets.exam, (sheet) => writeExam(sheet, sections, w)],
    [w.sheets.registrations, (sheet) => writeRegistrations(sheet, deps, tenantId, period, w, out)],
  ];
  // One sheet at a time: the zip takes its entries in turn, so a sheet begun early would wait in memory.
  for (const [name, write] of sheets) {
    const sheet = workbook.addWorksheet(name);
    await write(sheet);
    sheet.commit();
    await setImmediate();
  }
  await workbook.commit();
}
