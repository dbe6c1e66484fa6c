/** Enumerations of the specification (sections 4, 6 and 9), shared by server and browser. */

export const UserType = { Under250: 1, Over250: 2, Pilot: 3, ContactPerson: 4 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const userTypeIds = Object.values(UserType);
/** The user types that are one person rather than an organisation. */
export const personUserTypeIds = [UserType.Pilot, UserType.ContactPerson] as const;

/** Payment mode, stored as the user's status. */
export const UserStatus = { Unknown: -1, NoNeedPayment: 0, NeedPaymentToLogin: 1, PaymentAtHomePage: 2 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusIds = Object.values(UserStatus);

export const OrganizationRole = { Unknown: 0, Pilot: 1, ContactPerson: 2, MainContactPerson: 4 } as const;
export type OrganizationRole = (typeof OrganizationRole)[keyof typeof OrganizationRole];

export const CertificateType = { A1A3: 1, A2: 2 } as const;
export type CertificateType = (typeof CertificateType)[keyof typeof CertificateType];

export const ExamSessionStatus = { ChangedByAdmin: 0, Inprogress: 1, Timeout: 2, Finished: 3 } as const;

export const Languages = ['is', 'en'] as const;
export type Language = (typeof Languages)[number];
export const FallbackLanguage: Language = 'is';
export const TimeZone = 'Atlantic/Reykjavik';

/** The tenant every portal starts with; the seed gives it this as its name too, which screens show in the reader's language. */
export const DefaultTenancyName = 'Default';

export function isLanguage(value: unknown): value is Language {
  return value === 'is' || value === 'en';
}

/** A recruited pilot's answer (section 4): invited pilots wait for their own approval. */
export const RecruitmentStatus = { WaitingForApprove: 1, Approved: 2 } as const;
export type RecruitmentStatus = (typeof RecruitmentStatus)[keyof typeof RecruitmentStatus];

/** The notification messages of section 9, by id; the name is the message's key in the translations. */
export const NotificationMessage = {
  NewUserConnectWithOrganization: 1,
  MessageAcceptedPilot: 2,
  MessageRejectPilot: 3,
  MessageDisconnectContactPerson: 4,
  MessageDisconnectPilot: 5,
  AdminUpdatePilotTypeLabel: 6,
} as const;
export type NotificationMessageId = (typeof NotificationMessage)[keyof typeof NotificationMessage];
export const notificationMessageIds = Object.values(NotificationMessage);
/** The derived messageKey of a message id (section 7). */
export const notificationMessageKey = (id: NotificationMessageId) =>
  (Object.keys(NotificationMessage) as (keyof typeof NotificationMessage)[]).find((key) => NotificationMessage[key] === id)!;

/** Where a card payment stands; only a verified callback or the provider's own answer makes it Paid. */
export const PaymentStatus = { Pending: 0, Paid: 1, Declined: 2, Failed: 3, Expired: 4 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatusIds = Object.values(PaymentStatus);

/** Whose fee a payment is: one person's, or an organisation's (its receipt carries the organisation's number). */
export const PaymentKind = { Private: 1, Organization: 2 } as const;
export type PaymentKind = (typeof PaymentKind)[keyof typeof PaymentKind];

/** How an accounting day's file stands (the nightly export over SFTP). */
export const AccountingExportStatus = { Pending: 0, Sent: 1, Failed: 2 } as const;
export type AccountingExportStatus = (typeof AccountingExportStatus)[keyof typeof AccountingExportStatus];
