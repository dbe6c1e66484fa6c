import { z } from 'zod';
import { endpoint } from './endpoint';
import { entityId, idQuery, text } from './common';
import { authenticateResult } from './accounts';

/** The sign-in's second step and a person's own second factors (decision 0026). */

export const twoFactorTicket = text().trim().min(10).max(200);
export const totpCodeInput = text()
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.totpCode' });
/** A TOTP code (six digits) or a recovery code (`xxxxx-xxxxx`); which one is told by its shape. */
export const secondFactorCode = text().trim().min(6).max(32);

/**
 * A WebAuthn response as `@simplewebauthn/browser` gives it: checked by the server's WebAuthn
 * library, so only its outline is declared here.
 */
export const passkeyResponse = z.looseObject({
  id: text().min(1).max(1024),
  rawId: text().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().optional(),
});
export type PasskeyResponse = z.infer<typeof passkeyResponse>;

/** WebAuthn's options for the browser (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`). */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

export const ticketInput = z.object({ twoFactorTicket });

export const authenticateSecondFactorInput = z.object({
  twoFactorTicket,
  /** A code from the authenticator app, or a recovery code; or else `passkey`. */
  code: secondFactorCode.optional(),
  passkey: passkeyResponse.optional(),
  rememberClient: z.boolean().default(false),
});
export type AuthenticateSecondFactorInput = z.infer<typeof authenticateSecondFactorInput>;

export const totpSetup = z.object({
  /** The shared secret in base32, for typing into an app that cannot read the QR code. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth address as a QR code, an SVG document. */
  qrCodeSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const recoveryCodesResult = z.object({
  /** Shown once: only their hashes are kept. Empty when the person's earlier codes still stand. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResult>;

export const completeTotpEnrolmentInput = z.object({ twoFactorTicket, code: totpCodeInput, rememberClient: z.boolean().default(false) });
export const passkeyName = text().trim().min(1).max(64);
export const completePasskeyEnrolmentInput = z.object({
  twoFactorTicket,
  name: passkeyName,
  passkey: passkeyResponse,
  rememberClient: z.boolean().default(false),
});
export const enrolmentResult = authenticateResult.extend(recoveryCodesResult.shape);
export type EnrolmentResult = z.infer<typeof enrolmentResult>;

export const passkeyDto = z.object({
  id: z.number().int(),
  name: z.string(),
  creationTime: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyDto = z.infer<typeof passkeyDto>;

export const mySecondFactors = z.object({
  /** Staff (anyone holding a permission of the administration) must keep at least one factor. */
  isRequired: z.boolean(),
  totpEnabled: z.boolean(),
  passkeys: z.array(passkeyDto),
  recoveryCodesLeft: z.number().int(),
});
export type MySecondFactors = z.infer<typeof mySecondFactors>;

export const confirmTotpInput = z.object({ code: totpCodeInput });
export const addPasskeyInput = z.object({ name: passkeyName, passkey: passkeyResponse });
export const updatePasskeyInput = z.object({ id: entityId, name: passkeyName });

const tokenAuth = (method: string) => ({ service: 'TokenAuth', method, path: `/api/TokenAuth/${method}` });

export const secondFactorEndpoints = {
  authenticateSecondFactor: endpoint({
    ...tokenAuth('AuthenticateSecondFactor'),
    input: authenticateSecondFactorInput,
    result: authenticateResult,
  }),
  beginSecondFactorPasskey: endpoint({ ...tokenAuth('BeginSecondFactorPasskey'), input: ticketInput, result: passkeyOptions }),
  beginTotpEnrolment: endpoint({ ...tokenAuth('BeginTotpEnrolment'), input: ticketInput, result: totpSetup }),
  completeTotpEnrolment: endpoint({ ...tokenAuth('CompleteTotpEnrolment'), input: completeTotpEnrolmentInput, result: enrolmentResult }),
  beginPasskeyEnrolment: endpoint({ ...tokenAuth('BeginPasskeyEnrolment'), input: ticketInput, result: passkeyOptions }),
  completePasskeyEnrolment: endpoint({
    ...tokenAuth('CompletePasskeyEnrolment'),
    input: completePasskeyEnrolmentInput,
    result: enrolmentResult,
  }),

  getMine: endpoint({ service: 'SecondFactor', method: 'GetMine', result: mySecondFactors }),
  beginTotp: endpoint({ service: 'SecondFactor', method: 'BeginTotp', result: totpSetup }),
  confirmTotp: endpoint({ service: 'SecondFactor', method: 'ConfirmTotp', input: confirmTotpInput, result: recoveryCodesResult }),
  removeTotp: endpoint({ service: 'SecondFactor', method: 'RemoveTotp', result: z.null() }),
  beginPasskey: endpoint({ service: 'SecondFactor', method: 'BeginPasskey', result: passkeyOptions }),
  addPasskey: endpoint({ service: 'SecondFactor', method: 'AddPasskey', input: addPasskeyInput, result: recoveryCodesResult }),
  updatePasskey: endpoint({ service: 'SecondFactor', method: 'UpdatePasskey', input: updatePasskeyInput, result: passkeyDto }),
  deletePasskey: endpoint({ service: 'SecondFactor', method: 'DeletePasskey', input: idQuery, result: z.null() }),
  regenerateRecoveryCodes: endpoint({ service: 'SecondFactor', method: 'RegenerateRecoveryCodes', result: recoveryCodesResult }),

  /** An administrator with Pages.Users clears another user's factors (a lost device); their sessions end. */
  resetSecondFactor: endpoint({ service: 'User', method: 'ResetSecondFactor', input: z.object({ id: entityId }), result: z.null() }),
};
