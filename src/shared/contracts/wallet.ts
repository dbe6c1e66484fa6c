import { z } from 'zod';
import { entityId } from './common';
import { endpoint } from './endpoint';

/**
 * Certificates in a digital wallet (docs/wallet.md, decision 0045): the offer a pilot scans, the
 * check of a presented credential, and the rotation of the issuer's key. The wallet's own calls
 * (token, nonce, credential, metadata, status list) follow OpenID4VCI and the Token Status List,
 * not the ABP envelope, and are registered apart (`modules/wallet/wallet-protocol.routes.ts`).
 */

export const createCredentialOfferInput = z.object({ userCertificateId: entityId });
export type CreateCredentialOfferInput = z.infer<typeof createCredentialOfferInput>;

export const credentialOfferDto = z.object({
  /** Where the wallet fetches the offer (`credential_offer_uri`). */
  offerUri: z.string(),
  /** `openid-credential-offer://?credential_offer_uri=…`: what the QR code holds and a wallet on the same phone opens. */
  walletLink: z.string(),
  qrCodeSvg: z.string(),
  expiresTime: z.string(),
});
export type CredentialOfferDto = z.infer<typeof credentialOfferDto>;

/** A presentation: the issuer-signed JWT, the disclosures shown, and the key binding JWT if any, joined by `~`. */
export const verifyPresentationInput = z.object({ presentation: z.string().trim().min(1).max(32_000) });
export type VerifyPresentationInput = z.infer<typeof verifyPresentationInput>;

export const presentationVerdicts = ['valid', 'revoked', 'expired', 'forged'] as const;
export type PresentationVerdict = (typeof presentationVerdicts)[number];

export const verifiedPresentationDto = z.object({
  verdict: z.enum(presentationVerdicts),
  /** The claims the holder disclosed (and those never selectively disclosable); null when forged. */
  claims: z
    .object({
      givenName: z.string().nullable(),
      familyName: z.string().nullable(),
      certificateType: z.string().nullable(),
      certificateNumber: z.string().nullable(),
      issueDate: z.string().nullable(),
      expiryDate: z.string().nullable(),
      birthdate: z.string().nullable(),
      kennitala: z.string().nullable(),
    })
    .nullable(),
  /** Whether a key binding JWT signed by the credential's holder key came with it. */
  keyBound: z.boolean(),
});
export type VerifiedPresentationDto = z.infer<typeof verifiedPresentationDto>;

export const issuerKeyRotationDto = z.object({ kid: z.string(), retiredKid: z.string().nullable() });

export const walletEndpoints = {
  createCredentialOffer: endpoint({
    service: 'Wallet',
    method: 'CreateCredentialOffer',
    input: createCredentialOfferInput,
    result: credentialOfferDto,
  }),
  verifyPresentation: endpoint({
    service: 'Wallet',
    method: 'VerifyPresentation',
    input: verifyPresentationInput,
    result: verifiedPresentationDto,
  }),
  rotateIssuerKey: endpoint({ service: 'Wallet', method: 'RotateIssuerKey', result: issuerKeyRotationDto }),
};
