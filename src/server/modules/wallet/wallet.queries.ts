import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, credentialIssuerKeys, credentialOffers, userCertificates, users, walletCredentials } from '../../db/schema';

export type IssuerKeyRow = typeof credentialIssuerKeys.$inferSelect;

/** Every key, the signing one and the retired ones, oldest first: the published set. */
export const findIssuerKeys = (db: Db): Promise<IssuerKeyRow[]> =>
  db.select().from(credentialIssuerKeys).orderBy(asc(credentialIssuerKeys.id));

export async function findSigningKey(db: Db): Promise<IssuerKeyRow | undefined> {
  return (await db.select().from(credentialIssuerKeys).where(isNull(credentialIssuerKeys.retiredTime)))[0];
}

/** Adds a signing key unless one exists (another instance may have been first): true when this one was added. */
export async function insertSigningKey(db: Db, key: { kid: string; publicJwk: Record<string, string>; privateJwkSealed: string }) {
  const rows = await db.insert(credentialIssuerKeys).values(key).onConflictDoNothing().returning({ id: credentialIssuerKeys.id });
  return rows.length > 0;
}

/** Retires the signing key, if it is still `kid`: false when another rotation came first. */
export async function retireSigningKey(db: Db, kid: string, time: Date): Promise<boolean> {
  const rows = await db
    .update(credentialIssuerKeys)
    .set({ retiredTime: time })
    .where(and(eq(credentialIssuerKeys.kid, kid), isNull(credentialIssuerKeys.retiredTime)))
    .returning({ id: credentialIssuerKeys.id });
  return rows.length > 0;
}

/** The certificate with what a credential says of its holder; the holder's ID number only here. */
export async function findCredentialSubject(db: Db, userCertificateId: number) {
  const [row] = await db
    .select({
      id: userCertificates.id,
      tenantId: userCertificates.tenantId,
      userId: userCertificates.userId,
      certificateId: userCertificates.certificateId,
      certificateNumber: userCertificates.certificateNumber,
      passedDate: userCertificates.passedDate,
      expiredDate: userCertificates.expiredDate,
      revokedTime: userCertificates.revokedTime,
      name: users.name,
      surname: users.surname,
      dateOfBirth: users.dateOfBirth,
      kennitala: users.customerNumber,
      isDeleted: users.isDeleted,
      typeName: certificates.name,
      typeNameEnglish: certificates.nameEnglish,
    })
    .from(userCertificates)
    .innerJoin(users, eq(users.id, userCertificates.userId))
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(eq(userCertificates.id, userCertificateId));
  return row;
}
export type CredentialSubject = NonNullable<Awaited<ReturnType<typeof findCredentialSubject>>>;

export async function insertOffer(db: Db, offer: typeof credentialOffers.$inferInsert) {
  await db.insert(credentialOffers).values(offer);
}

/** An offer still waiting for its code to be traded. */
export async function findOpenOffer(db: Db, offerHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(credentialOffers)
    .where(and(eq(credentialOffers.offerHash, offerHash), isNull(credentialOffers.redeemedTime), gt(credentialOffers.expiresTime, now)));
  return row;
}

/** Trades the pre-authorized code for an access token, once, before the offer expires. */
export async function redeemOffer(db: Db, codeHash: string, now: Date, accessTokenHash: string, accessTokenExpiresTime: Date) {
  const [row] = await db
    .update(credentialOffers)
    .set({ redeemedTime: now, accessTokenHash, accessTokenExpiresTime })
    .where(and(eq(credentialOffers.codeHash, codeHash), isNull(credentialOffers.redeemedTime), gt(credentialOffers.expiresTime, now)))
    .returning({ id: credentialOffers.id });
  return row;
}

/** Uses the access token up for its one credential: the offer, or undefined when unknown, expired or used. */
export async function useAccessToken(db: Db, accessTokenHash: string, now: Date) {
  const [row] = await db
    .update(credentialOffers)
    .set({ issuedTime: now })
    .where(
      and(
        eq(credentialOffers.accessTokenHash, accessTokenHash),
        isNull(credentialOffers.issuedTime),
        gt(credentialOffers.accessTokenExpiresTime, now),
      ),
    )
    .returning();
  return row;
}

/** A new entry of the status list: its id is the credential's index. */
export async function insertWalletCredential(db: Db, entry: { userCertificateId: number; kid: string; holderKeyThumbprint: string }) {
  const [row] = await db.insert(walletCredentials).values(entry).returning({ id: walletCredentials.id });
  return row.id;
}

/**
 * Every entry's state today, from its certificate: revoked, expired, gone (erased with its
 * holder) or valid; the status list is built from this at each fetch, so it never disagrees with
 * the register.
 */
export async function findCredentialStates(db: Db, today: string, onlyId?: number) {
  const { rows } = await db.execute<{ id: number; state: 'valid' | 'revoked' | 'expired' }>(sql`
    select w.id,
      case
        when c.id is null or u.is_deleted or c.revoked_time is not null then 'revoked'
        when c.expired_date < ${today} then 'expired'
        else 'valid'
      end as state
    from wallet_credentials w
    left join user_certificates c on c.id = w.user_certificate_id
    left join users u on u.id = c.user_id
    ${onlyId === undefined ? sql`` : sql`where w.id = ${onlyId}`}
    order by w.id
  `);
  return rows.map((r) => ({ id: Number(r.id), state: r.state }));
}

/** The offer an access token was given for, while it may still fetch its credential. */
export async function findLiveAccessToken(db: Db, accessTokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(credentialOffers)
    .where(
      and(
        eq(credentialOffers.accessTokenHash, accessTokenHash),
        isNull(credentialOffers.issuedTime),
        gt(credentialOffers.accessTokenExpiresTime, now),
      ),
    );
  return row;
}
