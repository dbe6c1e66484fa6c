import QRCode from 'qrcode';
import type { CreateCredentialOfferInput, CredentialOfferDto } from '../../../shared/contracts/wallet';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { walletPolicy } from './wallet.policy';
import { findCredentialSubject, findOpenOffer, insertOffer, redeemOffer, type CredentialSubject } from './wallet.queries';
import {
  credentialConfigurationId,
  issuerOf,
  lifetimes,
  newNonce,
  preAuthorizedGrant,
  ProtocolError,
  randomToken,
  sha256,
  walletPaths,
} from './wallet-protocol';

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

export const isCurrent = (subject: CredentialSubject, now: Date) =>
  !subject.isDeleted && subject.revokedTime === null && subject.expiredDate >= dayOf(now);

/** The code the offer carries, derived from its address so that neither is kept in the clear. */
const codeOf = (deps: ServiceDeps, offer: string) => deps.tokens.secrets.keyedHash(`pre-authorized-code:${offer}`);

/**
 * Wallet/CreateCredentialOffer: an offer of one's own valid certificate, for ten minutes and one
 * wallet. No transaction code: the QR code shows only on the holder's own signed-in page, and the
 * credential is bound to the key of the wallet that redeems it (decision 0045).
 */
export async function createCredentialOffer(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateCredentialOfferInput,
): Promise<CredentialOfferDto> {
  const actor = walletPolicy.holder(ctx);
  const subject = await findCredentialSubject(deps.database.db, input.userCertificateId);
  if (!subject || subject.userId !== actor.userId || subject.isDeleted) throw notFound();
  if (!isCurrent(subject, deps.now())) throw businessError('errors:wallet.certificateNotValid');
  const offer = randomToken();
  const expiresTime = new Date(deps.now().getTime() + lifetimes.offerSeconds * 1000);
  await insertOffer(deps.database.db, {
    tenantId: subject.tenantId,
    userId: subject.userId,
    userCertificateId: subject.id,
    offerHash: sha256(offer),
    codeHash: sha256(codeOf(deps, offer)),
    expiresTime,
  });
  const offerUri = `${issuerOf(deps)}${walletPaths.offer}/${offer}`;
  const walletLink = `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(offerUri)}`;
  const qrCodeSvg = await QRCode.toString(walletLink, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { offerUri, walletLink, qrCodeSvg, expiresTime: expiresTime.toISOString() };
}

/** The credential offer object a wallet fetches from `credential_offer_uri`, or null once used or expired. */
export async function credentialOfferOf(deps: ServiceDeps, offer: string) {
  const row = await findOpenOffer(deps.database.db, sha256(offer), deps.now());
  if (!row) return null;
  return {
    credential_issuer: issuerOf(deps),
    credential_configuration_ids: [credentialConfigurationId],
    grants: { [preAuthorizedGrant]: { 'pre-authorized_code': codeOf(deps, offer) } },
  };
}

/** The token endpoint: the pre-authorized code, once, for an access token good for one credential, and a nonce. */
export async function exchangePreAuthorizedCode(deps: ServiceDeps, body: Record<string, unknown>) {
  if (body.grant_type !== preAuthorizedGrant) {
    throw new ProtocolError(400, 'unsupported_grant_type', 'Only the pre-authorized code grant is supported.');
  }
  const code = body['pre-authorized_code'];
  if (typeof code !== 'string' || code.length === 0 || code.length > 200) {
    throw new ProtocolError(400, 'invalid_request', 'pre-authorized_code is missing.');
  }
  const accessToken = randomToken();
  const now = deps.now();
  const redeemed = await redeemOffer(
    deps.database.db,
    sha256(code),
    now,
    sha256(accessToken),
    new Date(now.getTime() + lifetimes.accessTokenSeconds * 1000),
  );
  if (!redeemed) throw new ProtocolError(400, 'invalid_grant', 'The code is unknown, expired or already used.');
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: lifetimes.accessTokenSeconds,
    c_nonce: newNonce(deps),
    c_nonce_expires_in: lifetimes.nonceSeconds,
  };
}
