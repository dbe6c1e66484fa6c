/**
 * The person as the identity provider vouches for them, read from the claims of the ID token
 * and, where a claim travels only there, of the userinfo answer (docs/id-login.md).
 */
export interface IdPerson {
  /** The provider's own subject identifier; the kennitala names the person in the portal. */
  subject: string;
  /** The kennitala as the register writes it, DDMMYY-NNNN. */
  idNumber: string;
  name: string;
  surname: string;
  /** YYYY-MM-DD, or null when the provider does not say. */
  dateOfBirth: string | null;
  email: string | null;
  emailVerified: boolean;
  /**
   * The organisation number (DDMMYY-NNNN) of a company the provider says the person acted for in
   * this login (the `delegation` claim, docs/id-login.md): the proof of a claim to it (decision 0023).
   */
  actingFor?: string;
  /** The legal address the national register keeps (the `address` claim), or null when not given. */
  address?: { streetAddress: string; postNumber: string; postLocation: string; countryCode: string } | null;
  /** The phone number the provider keeps for the person (`phone_number`), or null when not given. */
  phoneNumber?: string | null;
}

/** The claims the portal reads. Ísland.is names the kennitala `nationalId`. */
export const personClaims = [
  'sub',
  'nationalId',
  'name',
  'given_name',
  'family_name',
  'birthdate',
  'email',
  'email_verified',
  'delegation',
  'address',
  'phone_number',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** `0101302989` or `010130-2989` as `010130-2989`; null for anything else. */
export function formatIdNumber(value: unknown): string | null {
  const digits = text(value)?.replace('-', '');
  return digits && /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : null;
}

/**
 * The given names and the surname: from `given_name` and `family_name` when the provider sends
 * them, else the full name split before its last word (Icelandic names end in the patronymic).
 */
function namesOf(claims: Record<string, unknown>): { name: string; surname: string } | null {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given && family) return { name: given, surname: family };
  const full = text(claims.name)?.replace(/\s+/g, ' ');
  if (!full) return null;
  const cut = full.lastIndexOf(' ');
  return cut < 0 ? { name: full, surname: '' } : { name: full.slice(0, cut), surname: full.slice(cut + 1) };
}

const isoDate = (value: unknown): string | null => {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};

/**
 * The register's address from the standard `address` claim (OpenID Connect Core 5.1.1), whose
 * members some providers write in camel case: a street, a postcode and a place, or nothing.
 */
function addressOf(claims: Record<string, unknown>): IdPerson['address'] {
  const claim = claims.address;
  if (typeof claim !== 'object' || claim === null) return null;
  const a = claim as Record<string, unknown>;
  const streetAddress = text(a.street_address ?? a.streetAddress);
  const postNumber = text(a.postal_code ?? a.postalCode);
  const postLocation = text(a.locality);
  if (!streetAddress || !postNumber || !postLocation) return null;
  const country = text(a.country)?.toUpperCase();
  return { streetAddress, postNumber, postLocation, countryCode: country && /^[A-Z]{2}$/.test(country) ? country : 'IS' };
}

const phoneOf = (claims: Record<string, unknown>): string | null => {
  const phone = text(claims.phone_number);
  return phone && /^\+?[\d\s-]{7,20}$/.test(phone) ? phone : null;
};

/** The company number a `delegation` claim names, or null. */
function actingForOf(claims: Record<string, unknown>): string | null {
  const delegation = claims.delegation;
  return typeof delegation === 'object' && delegation !== null ? formatIdNumber((delegation as { nationalId?: unknown }).nationalId) : null;
}

/**
 * The person, or null when the claims lack the subject, a valid kennitala or a name. A token whose
 * `nationalId` is another party's, with the person in `actor` (how Ísland.is words a login as a
 * company), names no person: the company's number is never taken for a kennitala.
 */
export function personOf(claims: Record<string, unknown>): IdPerson | null {
  if (claims.actor !== undefined && claims.actor !== null) return null;
  const subject = text(claims.sub);
  const idNumber = formatIdNumber(claims.nationalId);
  const names = namesOf(claims);
  if (!subject || !idNumber || !names) return null;
  const email = text(claims.email);
  return {
    subject,
    idNumber,
    ...names,
    dateOfBirth: isoDate(claims.birthdate),
    email,
    // Some providers send the flag as a string.
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    ...(actingForOf(claims) ? { actingFor: actingForOf(claims)! } : {}),
    address: addressOf(claims),
    phoneNumber: phoneOf(claims),
  };
}
