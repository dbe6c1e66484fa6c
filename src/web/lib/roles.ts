import type { TFunction } from 'i18next';
import { StaticRole } from '../../shared/permissions';

const staticNames = new Set<string>(Object.values(StaticRole));

/**
 * A role as readers see it: a static role by its name in their language (the seeded display names
 * were one text in both), a role an administrator made by the display name they wrote.
 */
export function roleLabel(t: TFunction, role: { name: string; displayName?: string | null }): string {
  if (staticNames.has(role.name)) return t(`common:staticRoles.${role.name}`);
  return role.displayName || role.name;
}
