// Generated from ../bulk-mail.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../bulk-mail';

export const bulkMailEndpoints: ClientEndpoints<typeof contract.bulkMailEndpoints> = {
  sendEmail: { verb: 'POST', path: '/api/services/app/User/SendEmail' },
  sendEmailToAllUsers: { verb: 'POST', path: '/api/services/app/User/SendEmailToAllUsers' },
  sendEmailToOrgMembers: { verb: 'POST', path: '/api/services/app/User/SendEmailToOrgMembers' },
  getAll: { verb: 'GET', path: '/api/services/app/Mailing/GetAll' },
  get: { verb: 'GET', path: '/api/services/app/Mailing/Get' },
  getFailedRecipients: { verb: 'GET', path: '/api/services/app/Mailing/GetFailedRecipients' },
  retryFailed: { verb: 'POST', path: '/api/services/app/Mailing/RetryFailed' },
  getAudience: { verb: 'GET', path: '/api/services/app/Mailing/GetAudience' },
  saveDraft: { verb: 'POST', path: '/api/services/app/Mailing/SaveDraft' },
  getDrafts: { verb: 'GET', path: '/api/services/app/Mailing/GetDrafts' },
  getDraft: { verb: 'GET', path: '/api/services/app/Mailing/GetDraft' },
  deleteDraft: { verb: 'DELETE', path: '/api/services/app/Mailing/DeleteDraft' },
};
