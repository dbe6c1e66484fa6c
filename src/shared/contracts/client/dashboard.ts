// Generated from ../dashboard.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../dashboard';

export const dashboardEndpoints: ClientEndpoints<typeof contract.dashboardEndpoints> = {
  calculateOverview: { verb: 'GET', path: '/api/services/app/Dashboard/CalculateDashboardOverview' },
  calculateMonthlyRegistration: { verb: 'GET', path: '/api/services/app/Dashboard/CalculateDashboardMonthlyRegistration' },
  calculateVisitStatistic: { verb: 'GET', path: '/api/services/app/Dashboard/CalculateDashboardVisitStatistic' },
  calculateExam: { verb: 'GET', path: '/api/services/app/Dashboard/CalculateDashboardExam' },
  exportExcel: { verb: 'GET', path: '/api/services/app/Dashboard/GetDashboardExportExel' },
};
