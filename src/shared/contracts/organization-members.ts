import { z } from 'zod';
import { OrganizationRole } from '../enums';
import { emailAddress, entityId, idNumber, keptWhenOmitted, pagedInput, queryInt, text, userName } from './common';

/** Section 6's organisation roles that a person can hold: Pilot 1, ContactPerson 2, MainContactPerson 4. */
export const organizationRoleId = z.union([
  z.literal(OrganizationRole.Pilot),
  z.literal(OrganizationRole.ContactPerson),
  z.literal(OrganizationRole.MainContactPerson),
]);
/** The roles that speak for an organisation. */
export const contactRoleId = z.union([z.literal(OrganizationRole.ContactPerson), z.literal(OrganizationRole.MainContactPerson)]);

/** The specification names the organisation `organizationId` in some calls and `orgId` in others; each keeps its name. */
export const organizationIdQuery = z.object({ organizationId: queryInt.positive() });
export const orgIdQuery = z.object({ orgId: queryInt.positive() });

/** Clients send `asc`/`desc` in any case; absent is ascending. */
export const sortDirection = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
  z.enum(['asc', 'desc']).default('asc'),
);

/** A list of an organisation's people, searched by name, e-mail or ID number and sorted (pilots by their next expiry). */
export const organizationPeopleQuery = organizationIdQuery.extend({
  keyword: text().trim().max(200).optional(),
  sortDirection,
});

/** A member of the body that ABP clients may also send in the query (`?id=5`). */
export const idBody = z.object({ id: entityId });

// ---- replies ----

/** A contact person of an organisation (section 3): who they are, their role, department and title. */
export const contactPersonDto = z.object({
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  organizationRoleId: z.number().int(),
  department: z.string().nullable(),
  title: z.string().nullable(),
});
export type ContactPersonDto = z.infer<typeof contactPersonDto>;

/** A member of an organisation with every role they hold in it. */
export const memberContactDto = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  organizationRoleIds: z.array(z.number().int()),
  department: z.string().nullable(),
  title: z.string().nullable(),
});
export type MemberContactDto = z.infer<typeof memberContactDto>;

/** A certificate of a pilot as their organisation sees it: which, its number and how long it holds. */
export const memberCertificateDto = z.object({
  userCertificateId: z.number().int(),
  certificateId: z.number().int(),
  certificateNumber: z.string(),
  passedDate: z.string().nullable(),
  expiredDate: z.string().nullable(),
  isValid: z.boolean(),
});

/**
 * A pilot of an organisation (the link `id` is what accept, reject and disconnect name), with
 * their certificates; `nextExpiry` is the earliest expiry of a valid certificate, by which an
 * operator sorts to see who must renew.
 */
export const organizationPilotDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  pilotId: z.number().int().nullable(),
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  recruitmentStatusId: z.number().int(),
  creationTime: z.string(),
  certificates: z.array(memberCertificateDto),
  nextExpiry: z.string().nullable(),
});
export type OrganizationPilotDto = z.infer<typeof organizationPilotDto>;

/** Section 3's pilot exam record per certificate, for each of an organisation's approved pilots. */
export const pilotExaminationDto = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  certificateId: z.number().int(),
  userCertificateId: z.number().int().nullable(),
  passedExamination: z.boolean(),
  startDate: z.string().nullable(),
  expiredDate: z.string().nullable(),
});
export type PilotExaminationDto = z.infer<typeof pilotExaminationDto>;

/**
 * A recruitment: an organisation's invitation to a pilot and where it stands (WaitingForApprove 1,
 * Approved 2). While it waits, the organisation sees only what it typed (decision 0022): `userId`
 * is null, and `fullName` and `emailAddress` are the name it typed; once the pilot accepts, they
 * are the pilot's.
 */
export const recruitmentDto = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  recruitmentStatusId: z.number().int(),
  creationTime: z.string(),
});
export type RecruitmentDto = z.infer<typeof recruitmentDto>;

/**
 * An organisation's request that someone join it (decision 0022), as the organisation sees it:
 * the name it typed, never the account the name reached, nor whether it reached one.
 */
export const organizationInvitationDto = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  organizationRoleId: z.number().int(),
  invitedAs: z.string(),
  /** A person's own request to join (decision 0028), which the organisation answers; otherwise the organisation's offer, which the person answers. */
  askedByUser: z.boolean(),
  creationTime: z.string(),
});
export type OrganizationInvitationDto = z.infer<typeof organizationInvitationDto>;

/** One of a person's places in an organisation. */
export const organizationLinkDto = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  organizationRoleId: z.number().int(),
  recruitmentStatusId: z.number().int(),
});
export type OrganizationLinkDto = z.infer<typeof organizationLinkDto>;

/** Section 3's organisation lists for a person: where they fly, and where they speak for the organisation. */
export const organizationListsDto = z.object({
  pilotOrganizations: z.array(organizationLinkDto),
  contactPersonOrganizations: z.array(organizationLinkDto),
  mainContactPersonOrganizations: z.array(organizationLinkDto),
});
export type OrganizationListsDto = z.infer<typeof organizationListsDto>;

/**
 * What the signed-in person's own places in an organisation let them do, as the server's policy
 * decides it for every call about the organisation (requirements §6): the web opens, lists and
 * offers by these and keeps no rule of its own. Administrators of organisations may do more, from
 * the administration.
 */
export const organizationAbilitiesDto = z.object({
  /** Read its details and its contact persons: its approved pilots and its contact persons. */
  viewDetails: z.boolean(),
  /** Act for it: its information, insurances, pilots, contact persons' titles, requests and payments. */
  manageOrganization: z.boolean(),
  /** Change who speaks for it: make main or ordinary, remove, invite main contact persons, answer requests to speak for it. */
  manageContactRoles: z.boolean(),
  /** Flies for it: an approved pilot, who sees it and may leave it. */
  isPilot: z.boolean(),
  /** Asked to fly for it and waits for its answer, which they may withdraw. */
  isWaitingPilot: z.boolean(),
});
export type OrganizationAbilitiesDto = z.infer<typeof organizationAbilitiesDto>;

/** One organisation the person holds a place in, with what their places there let them do. */
export const ownOrganizationDto = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  abilities: organizationAbilitiesDto,
});
export type OwnOrganizationDto = z.infer<typeof ownOrganizationDto>;

/**
 * The signed-in person's own lists: section 3's three, as ABP clients read them, and each of those
 * organisations once, in the order the person joined, with the abilities the server computed.
 */
export const ownOrganizationListsDto = organizationListsDto.extend({ organizations: z.array(ownOrganizationDto) });
export type OwnOrganizationListsDto = z.infer<typeof ownOrganizationListsDto>;

/** Section 3's user-organisation role list. */
export const userOrganizationRoleDto = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  organizationRoleId: z.number().int(),
  recruitmentStatusId: z.number().int(),
});
export type UserOrganizationRoleDto = z.infer<typeof userOrganizationRoleDto>;

/** A row of the administrators' organisation list. */
export const organizationListItemDto = z.object({
  id: z.number().int(),
  name: z.string(),
  organizationNumber: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  userTypeId: z.number().int(),
  /** The public part of its operator registration number. */
  operatingNumber: z.string().nullable(),
  operatingNumberExpiry: z.string().nullable(),
  creationTime: z.string(),
  pilotCount: z.number().int(),
  contactPersonCount: z.number().int(),
  mainContactName: z.string().nullable(),
});
export type OrganizationListItemDto = z.infer<typeof organizationListItemDto>;

/** A drone operator (an organisation, or a person who operates on their own) with the public part of their registration number. */
export const droneOperatorDto = z.object({
  kind: z.enum(['organization', 'pilot']),
  id: z.number().int(),
  name: z.string(),
  /** The organisation number, or the person's ID number. */
  idNumber: z.string().nullable(),
  operatorRegistrationNumber: z.string().nullable(),
  validUntil: z.string().nullable(),
  isValid: z.boolean(),
});
export type DroneOperatorDto = z.infer<typeof droneOperatorDto>;

// ---- inputs ----

/** UserOrganization/Create as an organisation's offer: a pilot invited, named by e-mail or by ID number (the contact person's form). */
export const recruitPilotInput = z
  .object({
    organizationId: entityId,
    emailAddress: emailAddress.optional(),
    idNumber: idNumber.optional(),
    organizationRoleId: z.literal(OrganizationRole.Pilot).default(OrganizationRole.Pilot),
  })
  .refine((v) => (v.emailAddress === undefined) !== (v.idNumber === undefined), {
    message: 'validation.emailOrIdNumber',
    path: ['emailAddress'],
  });
export type RecruitPilotInput = z.infer<typeof recruitPilotInput>;

const { Pilot, ContactPerson } = OrganizationRole;

/**
 * UserOrganization/Create, both ways in (decision 0028): named by neither e-mail nor ID number, the
 * caller asks to join the organisation, as a pilot (section 4's recruitment, which the organisation
 * accepts) or to speak for it as a contact person (which a main contact person accepts); named by
 * one of them, the organisation offers a pilot a place, which the pilot accepts.
 */
export const userOrganizationCreateInput = z
  .object({
    organizationId: entityId,
    emailAddress: emailAddress.optional(),
    idNumber: idNumber.optional(),
    organizationRoleId: z.union([z.literal(Pilot), z.literal(ContactPerson)]).default(Pilot),
  })
  .refine((v) => v.emailAddress === undefined || v.idNumber === undefined, {
    message: 'validation.emailOrIdNumber',
    path: ['emailAddress'],
  })
  .refine((v) => (v.emailAddress === undefined && v.idNumber === undefined) || v.organizationRoleId === Pilot, {
    message: 'validation.invitePilotsOnly',
    path: ['organizationRoleId'],
  });
export type UserOrganizationCreateInput = z.infer<typeof userOrganizationCreateInput>;

/** Organization/FindToJoin: live organisations by the start of their name or their number, to ask to join. */
export const findToJoinInput = z.object({ keyword: text().trim().min(2).max(100) });
export const organizationToJoinDto = z.object({ id: z.number().int(), name: z.string(), organizationNumber: z.string() });
export type OrganizationToJoinDto = z.infer<typeof organizationToJoinDto>;

/** A person's contact role in an organisation, named by user and organisation. */
export const contactRoleInput = z.object({ userId: entityId, organizationId: entityId });
export type ContactRoleInput = z.infer<typeof contactRoleInput>;

/** CreateContactPerson(Admin): an existing account, named by e-mail or user name, becomes a contact person. */
export const createContactPersonInput = z
  .object({
    organizationId: entityId,
    emailAddress: emailAddress.optional(),
    userName: userName.optional(),
    organizationRoleId: contactRoleId.default(OrganizationRole.ContactPerson),
  })
  .refine((v) => v.emailAddress !== undefined || v.userName !== undefined, {
    message: 'validation.emailOrUserName',
    path: ['emailAddress'],
  });
export type CreateContactPersonInput = z.infer<typeof createContactPersonInput>;

const optionalLabel = text()
  .trim()
  .max(128)
  .nullish()
  .transform((v) => (v ? v : null));

export const updateContactPersonDepartmentAndTitleInput = z.object({
  organizationId: entityId,
  userId: entityId,
  department: optionalLabel,
  title: optionalLabel,
});
export type UpdateContactPersonDepartmentAndTitleInput = z.infer<typeof updateContactPersonDepartmentAndTitleInput>;

const insuranceFields = {
  insurancePolicyNumber: text().trim().min(2).max(64),
  insuranceCompanyName: text().trim().min(2).max(128),
  isMain: z.boolean().default(false),
};
export const createOrganizationInsuranceInput = z.object({ organizationId: entityId, ...insuranceFields });
export type CreateOrganizationInsuranceInput = z.infer<typeof createOrganizationInsuranceInput>;
export const updateOrganizationInsuranceInput = z.object({ id: entityId, ...keptWhenOmitted(insuranceFields) });
export type UpdateOrganizationInsuranceInput = z.infer<typeof updateOrganizationInsuranceInput>;

/** The administrators' organisation list. */
export const organizationPagedInput = pagedInput.extend({ userTypeId: queryInt.min(1).max(2).optional() });
export type OrganizationPagedInput = z.infer<typeof organizationPagedInput>;

/** The drone operator list: everyone holding an operator registration number, or only those whose number is (in)valid. */
export const droneOperatorPagedInput = pagedInput.extend({
  kind: z.enum(['organization', 'pilot']).optional(),
  validity: z.enum(['valid', 'expired']).optional(),
});
export type DroneOperatorPagedInput = z.infer<typeof droneOperatorPagedInput>;
