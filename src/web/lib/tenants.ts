import type { TFunction } from 'i18next';
import { DefaultTenancyName } from '../../shared/enums';

/** A tenant as readers see it: the seeded default one in their language, any other by the name its administrator gave it. */
export function tenantLabel(t: TFunction, tenant: { tenancyName: string; name: string }): string {
  return tenant.tenancyName === DefaultTenancyName && tenant.name === DefaultTenancyName ? t('common:defaultTenant') : tenant.name;
}
