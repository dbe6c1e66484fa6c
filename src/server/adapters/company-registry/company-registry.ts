import type { CompanyDto } from '../../../shared/contracts/organizations';

/**
 * Section 7's national company registry, looked up by organisation number. The portal asks it to
 * fill an organisation's name and address; a number it does not know is registered by hand.
 * `docs/company-registry.md` says how to plug in the real one.
 */
export interface CompanyRegistry {
  /** The company, or null when the registry has no such number. Throws when the registry cannot answer. */
  lookup(organizationNumber: string): Promise<CompanyDto | null>;
}

/**
 * The offline default: made-up companies, enough to walk every path of registration (a known
 * number, an unknown one) without a network. Their numbers have a company's day (41–71).
 */
export const builtInCompanies: readonly CompanyDto[] = [
  { organizationNumber: '410199-0119', name: 'Flugdrekar ehf.', address: 'Hafnarstræti 1', postCode: '101', countryCode: 'IS' },
  { organizationNumber: '520304-2290', name: 'Norðurljósamyndir hf.', address: 'Glerárgata 12', postCode: '600', countryCode: 'IS' },
  { organizationNumber: '631208-1150', name: 'Jöklaskoðun sf.', address: 'Austurvegur 5', postCode: '800', countryCode: 'IS' },
  { organizationNumber: '700512-3340', name: 'Landmælingar og kort ehf.', address: 'Borgartún 30', postCode: '105', countryCode: 'IS' },
];

export const builtInCompanyRegistry: CompanyRegistry = {
  lookup: async (organizationNumber) => builtInCompanies.find((c) => c.organizationNumber === organizationNumber) ?? null,
};

/**
 * A registry behind HTTP: `GET {baseUrl}/{number}` answering 404 for an unknown number and
 * otherwise JSON with name, address, postCode and countryCode (docs/company-registry.md).
 */
export function httpCompanyRegistry(baseUrl: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): CompanyRegistry {
  const get = options.fetch ?? fetch;
  return {
    async lookup(organizationNumber) {
      const response = await get(`${baseUrl.replace(/\/$/, '')}/${encodeURIComponent(organizationNumber)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`company registry answered ${response.status}`);
      const body = (await response.json()) as Partial<Record<keyof CompanyDto, unknown>>;
      const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return {
        organizationNumber,
        name: field(body.name),
        address: field(body.address),
        postCode: field(body.postCode),
        countryCode: field(body.countryCode) || 'IS',
      };
    },
  };
}
