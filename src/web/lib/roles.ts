import type { TFunction } from 'i18next';
import { StaticRole } from '../../shared/permissions';

/** The static roles by their normalized name, which is how a user's roles are named (ABP's way). */
const staticByNormalized = new Map<string, string>(Object.values(StaticRole).map((name) => [name.toUpperCase(), name]));

/**
 * A role as readers see it: a static role by its name in their language (the seeded display names
 * were one text in both), a role an administrator made by the display name they wrote. A role
 * named as a user's roles are, in upper case, is found in `known` for its display name.
 */
export function roleLabel(
  t: TFunction,
  role: { name: string; displayName?: string | null },
  known: readonly { normalizedName: string; name: string; displayName: string }[] = [],
): string {
  const normalized = role.name.toUpperCase();
  const staticName = staticByNormalized.get(normalized);
  if (staticName) return t(`common:staticRoles.${staticName}`);
  const found = role.displayName ? role : known.find((k) => k.normalizedName === normalized);
  return found?.displayName || role.name;
}
