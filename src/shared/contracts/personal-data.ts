import { z } from 'zod';
import { entityId, pagedInput, pagedResult, queryInt, text } from './common';
import { endpoint } from './endpoint';

/**
 * Personal data (GDPR articles 15, 17 and 20, docs/personal-data.md): a signed-in person reads and
 * downloads everything the portal holds about them, and asks for its erasure, which an
 * administrator with Pages.Users approves or rejects.
 */

export const ErasureStatus = { Pending: 1, Approved: 2, Rejected: 3, Withdrawn: 4 } as const;
export type ErasureStatus = (typeof ErasureStatus)[keyof typeof ErasureStatus];
export const erasureStatusIds = Object.values(ErasureStatus);

/** A value of an exported row: what JSON can carry, as the database held it. */
const exportValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.record(z.string(), z.string())]);
export const exportRow = z.record(z.string(), exportValue);
export type ExportRow = z.infer<typeof exportRow>;

/**
 * The sections of the export in the order the PDF prints them. Each is a list of rows; the
 * account is always one row, the rest as many as the person has.
 */
export const exportSections = [
  'account',
  'roles',
  'pilot',
  'phoneNumbers',
  'emails',
  'addresses',
  'insurances',
  'notesAboutYou',
  'organizations',
  'certificates',
  'examAttempts',
  'examAnswers',
  'examPinStates',
  'examAccommodations',
  'payments',
  'courses',
  'coursePagesRead',
  'notifications',
  'signIns',
  'sessions',
  'mail',
  'bulkMail',
  'expiryReminders',
  'erasureRequests',
  'examSessionsCreated',
  'tenantsCreated',
  'settingsChanged',
  'accountingExportsRequested',
  'changesMade',
  'mailingsSent',
  'backupsRequested',
] as const;
export type ExportSection = (typeof exportSections)[number];

export const personalDataDto = z.object({
  /** Bumped when a section's meaning changes, so a reader of an old file knows which it has. */
  formatVersion: z.literal(1),
  generatedAt: z.string(),
  language: z.string(),
  sections: z.object(
    Object.fromEntries(exportSections.map((s) => [s, z.array(exportRow)])) as Record<ExportSection, z.ZodArray<typeof exportRow>>,
  ),
});
export type PersonalDataDto = z.infer<typeof personalDataDto>;

export const erasureRequestDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The person as the account names them now: anonymised once the request is approved. */
  userName: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  reason: z.string().nullable(),
  status: z.number().int(),
  requestTime: z.string(),
  decisionTime: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type ErasureRequestDto = z.infer<typeof erasureRequestDto>;

export const requestErasureInput = z.object({ reason: text().trim().max(1000).optional() });
export const withdrawErasureInput = z.object({ id: entityId });
export const approveErasureInput = z.object({ id: entityId });
export const rejectErasureInput = z.object({ id: entityId, reason: text().trim().min(1).max(1000) });
export const erasureRequestsInput = pagedInput.extend({
  status: queryInt
    .min(Math.min(...erasureStatusIds))
    .max(Math.max(...erasureStatusIds))
    .optional(),
});
export type RequestErasureInput = z.infer<typeof requestErasureInput>;
export type RejectErasureInput = z.infer<typeof rejectErasureInput>;
export type ErasureRequestsInput = z.infer<typeof erasureRequestsInput>;

/** The downloaded files' names: the day is the export's, so a person can keep several. */
export const personalDataFileName = (day: string, extension: 'json' | 'pdf') => `PersonalData_${day}.${extension}`;

const S = 'PersonalData';

export const personalDataEndpoints = {
  getMyData: endpoint({ service: S, method: 'GetMyData', result: personalDataDto }),
  /** A file rather than an envelope: the server registers it apart, the browser links to it. */
  getMyDataPdf: endpoint({ service: S, method: 'GetMyDataPdf', result: z.unknown() }),
  getMyErasureRequest: endpoint({ service: S, method: 'GetMyErasureRequest', result: erasureRequestDto.nullable() }),
  requestErasure: endpoint({ service: S, method: 'RequestErasure', input: requestErasureInput, result: erasureRequestDto }),
  withdrawErasure: endpoint({ service: S, method: 'WithdrawErasure', input: withdrawErasureInput, result: erasureRequestDto }),
  getErasureRequests: endpoint({
    service: S,
    method: 'GetErasureRequests',
    input: erasureRequestsInput,
    result: pagedResult(erasureRequestDto),
  }),
  approveErasure: endpoint({ service: S, method: 'ApproveErasure', input: approveErasureInput, result: erasureRequestDto }),
  rejectErasure: endpoint({ service: S, method: 'RejectErasure', input: rejectErasureInput, result: erasureRequestDto }),
};
