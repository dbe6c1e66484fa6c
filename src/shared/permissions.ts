import { UserType } from './enums';

/** Every permission of requirements §6, checked by name. */
export const Permission = {
  Administrator: 'Pages.Administrator',
  Users: 'Pages.Users',
  Roles: 'Pages.Roles',
  Tenants: 'Pages.Tenants',
  DroneOperator: 'Pages.DroneOperator',
  DroneRegister: 'Pages.DroneRegister',
  Organizations: 'Pages.Organizations',
  AuditLog: 'Audit.Log',
  ExamGeneralSettings: 'Pages.Exam.GeneralSettings',
  ExamResults: 'Pages.Exam.ExamResults',
  Log: 'Pages.Log',
  Examinations: 'Pages.Examinations',
  Settings: 'Pages.DroneOperator.Settings',
  Pilot: 'Pages.Pilot.Permission',
  Pilots: 'Pages.Pilots',
} as const;
export type PermissionName = (typeof Permission)[keyof typeof Permission];

export const allPermissionNames: PermissionName[] = Object.values(Permission);

/** Page permissions open a screen; the rest form the matrix of other grants (section 6). */
export const pagePermissionNames: PermissionName[] = allPermissionNames.filter((name) => name.startsWith('Pages.'));

export function isPermissionName(value: string): value is PermissionName {
  return (allPermissionNames as string[]).includes(value);
}

/** The static roles every tenant and the host start with. */
export const StaticRole = {
  Admin: 'Admin',
  Pilot: 'Pilot',
  ContactPerson: 'ContactPerson',
  Organization: 'Organization',
} as const;
export type StaticRoleName = (typeof StaticRole)[keyof typeof StaticRole];

export const staticRoleGrants: Record<StaticRoleName, PermissionName[]> = {
  Admin: allPermissionNames,
  Pilot: [Permission.Pilot],
  ContactPerson: [Permission.Pilot],
  Organization: [Permission.Pilot],
};

/** The role a newly registered user of each type receives. */
export const defaultRoleForUserType: Record<number, StaticRoleName> = {
  [UserType.Under250]: StaticRole.Organization,
  [UserType.Over250]: StaticRole.Organization,
  [UserType.Pilot]: StaticRole.Pilot,
  [UserType.ContactPerson]: StaticRole.ContactPerson,
};
