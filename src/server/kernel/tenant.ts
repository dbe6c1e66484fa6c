export const tenantHeaderNames = ['abp-tenantid', 'abp.tenantid'];
export const tenantCookieNames = ['Abp-TenantId', 'Abp.TenantId'];

/** A positive whole number names a tenant; `null`, empty or anything else means the host. */
export function parseTenantId(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id > 0 ? id : null;
}
