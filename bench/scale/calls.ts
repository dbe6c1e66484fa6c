import { accountsEndpoints } from '../../src/shared/contracts/accounts';
import { auditEndpoints } from '../../src/shared/contracts/audit';
import { backupsEndpoints } from '../../src/shared/contracts/backups';
import { userCourseEndpoints } from '../../src/shared/contracts/courses';
import { dashboardEndpoints, maxPeriodDays } from '../../src/shared/contracts/dashboard';
import { examResultsEndpoints } from '../../src/shared/contracts/exam-results';
import { notificationsEndpoints } from '../../src/shared/contracts/notifications';
import { organizationsEndpoints } from '../../src/shared/contracts/organizations';
import { paymentAccountEndpoints, paymentsEndpoints } from '../../src/shared/contracts/payments';
import { personalDataEndpoints } from '../../src/shared/contracts/personal-data';
import { pilotsEndpoints } from '../../src/shared/contracts/pilots';
import { usersEndpoints } from '../../src/shared/contracts/users';
import type { SeededRegister } from './seed';

export type Input = Record<string, string | number | boolean | undefined>;

/** One call as the benchmark makes it: who makes it, where, with what, and how it is counted. */
export interface Call {
  name: string;
  verb: string;
  path: string;
  input?: Input;
  as: 'admin' | 'pilot';
  /** A file or a long report: the portal's memory is watched and another user's cheap call probed meanwhile. */
  heavy?: boolean;
}

interface Described {
  verb: string;
  path: string;
}
const call = (name: string, e: Described, input: Input | undefined, as: Call['as'] = 'admin', heavy = false): Call => ({
  name,
  verb: e.verb,
  path: e.path,
  input,
  as,
  heavy,
});

/** A paged list: its first, middle and last page of ten, once its total is known. */
export interface PagedList {
  name: string;
  endpoint: Described;
  input: Input;
}

export function pagedLists(register: SeededRegister): PagedList[] {
  const lists: PagedList[] = [];
  const add = (name: string, endpoint: Described, input: Input = {}) => lists.push({ name, endpoint, input });
  const searches = (name: string, endpoint: Described, extra: Input = {}) => {
    add(`${name} keyword name`, endpoint, { ...extra, keyword: register.nameFragment });
    add(`${name} keyword e-mail`, endpoint, { ...extra, keyword: register.emailFragment });
    add(`${name} keyword kennitala`, endpoint, { ...extra, keyword: register.kennitalaFragment });
  };

  add('User/GetAll', usersEndpoints.getAll);
  add('User/GetAll active', usersEndpoints.getAll, { isActive: true });
  add('User/GetAll sorted by creation time desc', usersEndpoints.getAll, { sorting: 'creationTime desc' });
  searches('User/GetAll', usersEndpoints.getAll);

  // The pilots screen offers these four orders and the status filter.
  for (const sorting of ['surname asc', 'surname desc', 'creationTime desc', 'creationTime asc'])
    add(`Pilot/GetAllPaging ${sorting}`, pilotsEndpoints.getAllPaging, { sorting });
  add('Pilot/GetAllPaging status pilot', pilotsEndpoints.getAllPaging, { statusId: 1 });
  add('Pilot/GetAllPaging type contact person', pilotsEndpoints.getAllPaging, { pilotTypeId: 4 });
  searches('Pilot/GetAllPaging', pilotsEndpoints.getAllPaging);

  add('Organization/GetPaggedList', organizationsEndpoints.getPaggedList);
  add('Organization/GetPaggedList over 250', organizationsEndpoints.getPaggedList, { userTypeId: 2 });
  add('Organization/GetPaggedList keyword', organizationsEndpoints.getPaggedList, { keyword: 'Flug' });
  add('Organization/GetDroneOperatorPagedList', organizationsEndpoints.getDroneOperatorPagedList);
  add('Organization/GetDroneOperatorPagedList pilots valid', organizationsEndpoints.getDroneOperatorPagedList, {
    kind: 'pilot',
    validity: 'valid',
  });

  const payments = paymentsEndpoints.getDroneOperatorPaymentResults;
  add('payments register', payments);
  add('payments register paid', payments, { status: 1 });
  add('payments register organisations', payments, { kind: 2 });
  add('payments register last year', payments, { from: yearsAgo(1), to: yearsAgo(0) });
  searches('payments register', payments);
  add('Payment/GetAccountingExports', paymentsEndpoints.getAccountingExports);

  const results = examResultsEndpoints.getPagedResults;
  add('exam results', results);
  add('exam results A2', results, { certificateType: 2 });
  add('exam results not passed', results, { isPassed: false });
  add('exam results timed out', results, { status: 2 });
  add('exam results last year', results, { from: yearsAgo(1), to: yearsAgo(0) });
  searches('exam results', results);

  add('Audit/GetAll', auditEndpoints.getAll);
  add('Audit/GetAll by user id', auditEndpoints.getAll, { userId: register.adminUserId });
  add('Audit/GetAll by user name', auditEndpoints.getAll, { userName: 'adm' });
  add('Audit/GetAll by call', auditEndpoints.getAll, { call: 'UpdatePilotStatus' });
  add('Audit/GetAll by record', auditEndpoints.getAll, { entityType: 'Pilot', entityId: '42' });
  add('Audit/GetAll last month', auditEndpoints.getAll, { from: yearsAgo(1 / 12), to: yearsAgo(0) });

  add('PersonalData/GetErasureRequests', personalDataEndpoints.getErasureRequests);
  return lists;
}

/** Calls that are not pages: the dashboard, the exports, a pilot's own pages. */
export function singleCalls(): Call[] {
  // The screen's period (twelve months, the server's default), and the longest one it allows.
  const longest = { from: daysAgo(maxPeriodDays - 1), to: daysAgo(0) };
  return [
    call('Dashboard/CalculateDashboardOverview', dashboardEndpoints.calculateOverview, {}),
    call('Dashboard/CalculateDashboardOverview five years', dashboardEndpoints.calculateOverview, longest),
    call('Dashboard/CalculateDashboardMonthlyRegistration', dashboardEndpoints.calculateMonthlyRegistration, {}),
    call('Dashboard/CalculateDashboardVisitStatistic', dashboardEndpoints.calculateVisitStatistic, {}),
    call('Dashboard/CalculateDashboardExam', dashboardEndpoints.calculateExam, {}),
    call('Dashboard/CalculateDashboardExam five years', dashboardEndpoints.calculateExam, longest),
    call('Dashboard/GetDashboardExportExel (xlsx)', dashboardEndpoints.exportExcel, {}, 'admin', true),
    call('Dashboard/GetDashboardExportExel (xlsx) five years', dashboardEndpoints.exportExcel, longest, 'admin', true),
    call('Payment/ExportToCSV all', paymentsEndpoints.exportToCsv, {}, 'admin', true),
    call(
      'Payment/ExportToCSV paid last year',
      paymentsEndpoints.exportToCsv,
      { status: 1, from: yearsAgo(1), to: yearsAgo(0) },
      'admin',
      true,
    ),
    call('exam results CSV all', examResultsEndpoints.getExaminationResultExportCsv, {}, 'admin', true),
    call('Payment/ExportToAccounting (accounting file)', paymentsEndpoints.exportToAccounting, { day: yearsAgo(1 / 365) }, 'admin', true),
    call('PersonalData/GetMyDataPdf of an administrator', personalDataEndpoints.getMyDataPdf, undefined, 'admin', true),
    call('PersonalData/GetMyData of an administrator', personalDataEndpoints.getMyData, undefined, 'admin', true),
    call('pilot: Session/GetCurrentLoginInformations', accountsEndpoints.getCurrentLoginInformations, undefined, 'pilot'),
    call('pilot: Pilot/GetHomePagePilotByCurrentUser', pilotsEndpoints.getHomePagePilotByCurrentUser, undefined, 'pilot'),
    call('pilot: Pilot/GetCourseStatus', userCourseEndpoints.getCourseStatus, undefined, 'pilot'),
    call('pilot: Notification/GetNotificationByCurrentUser', notificationsEndpoints.getNotificationByCurrentUser, {}, 'pilot'),
    call('pilot: Pilot/GetPilotPayment', paymentAccountEndpoints.getPilotPayment, undefined, 'pilot'),
    call('pilot: Pilot/GetPilotCompetency', examResultsEndpoints.getPilotCompetency, undefined, 'pilot'),
    call('pilot: PersonalData/GetMyDataPdf', personalDataEndpoints.getMyDataPdf, undefined, 'pilot', true),
  ];
}

export const signInEndpoint = accountsEndpoints.authenticate;
export const backupEndpoints = backupsEndpoints;
/** The cheap call another user makes every 100 ms while an export runs. */
export const probeEndpoint = accountsEndpoints.getCurrentLoginInformations;

function yearsAgo(years: number): string {
  return daysAgo(Math.round(years * 365.25));
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
