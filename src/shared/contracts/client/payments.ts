// Generated from ../payments.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../payments';

export const paymentAccountEndpoints: ClientEndpoints<typeof contract.paymentAccountEndpoints> = {
  updatePaymentAccount: { verb: 'POST', path: '/api/services/app/Organization/UpdatePaymentAccount' },
  getPilotPayment: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotPayment' },
  getOrganizationPayment: { verb: 'GET', path: '/api/services/app/Pilot/getOrganizationPayment' },
};
export const paymentsEndpoints: ClientEndpoints<typeof contract.paymentsEndpoints> = {
  registerPrivatePayment: { verb: 'POST', path: '/api/services/app/Payment/RegisterPrivatePayment' },
  registerOrganizationPayment: { verb: 'POST', path: '/api/services/app/Payment/RegisterOrganizationPayment' },
  createCheckoutPage: { verb: 'POST', path: '/api/services/app/Payment/CreateCheckoutPage' },
  registerClickOnPaymentButton: { verb: 'POST', path: '/api/services/app/Payment/RegisterClickOnPaymentButton' },
  processErrorPayment: { verb: 'POST', path: '/api/services/app/Payment/ProcessErrorPayment' },
  pushUserAndOrgInfoBackToBackend: { verb: 'POST', path: '/api/services/app/Payment/PushUserAndOrgInfoBackToBackend' },
  checkValidPayment: { verb: 'POST', path: '/api/services/app/Payment/CheckValidPayment' },
  getPaymentValitorInfo: { verb: 'GET', path: '/api/services/app/Payment/GetPaymentValitorInfo' },
  getContactPersonFee: { verb: 'POST', path: '/api/services/app/Payment/GetContactPersonFee' },
  getFees: { verb: 'GET', path: '/api/services/app/Payment/GetFees' },
  getDroneOperatorPaymentResults: { verb: 'GET', path: '/api/services/app/Payment/GetDroneOperatorPaymentResults' },
  exportToAccounting: { verb: 'POST', path: '/api/services/app/Payment/ExportToAccounting' },
  getAccountingExports: { verb: 'GET', path: '/api/services/app/Payment/GetAccountingExports' },
  exportToCsv: { verb: 'POST', path: '/api/services/app/Payment/ExportToCSV' },
  getPaymentReceipt: { verb: 'GET', path: '/api/services/app/Payment/GetPaymentReceipt' },
  processPrivateUserByToken: { verb: 'POST', path: '/api/services/app/Payment/ProcessPrivateUserByTokenValitor' },
};
