import type { TFunction } from 'i18next';

/** The tenant every portal starts with (server: db/seed.ts); its seeded name is the technical one. */
const defaultTenancyName = 'Default';

/** A tenant as readers see it: the seeded default one in their language, any other by the name its administrator gave it. */
export function tenantLabel(t: TFunction, tenant: { tenancyName: string; name: string }): string {
  return tenant.tenancyName === defaultTenancyName && tenant.name === defaultTenancyName ? t('common:defaultTenant') : tenant.name;
}
