// Generated from ../wallet.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../wallet';

export const walletEndpoints: ClientEndpoints<typeof contract.walletEndpoints> = {
  createCredentialOffer: { verb: 'POST', path: '/api/services/app/Wallet/CreateCredentialOffer' },
  verifyPresentation: { verb: 'POST', path: '/api/services/app/Wallet/VerifyPresentation' },
  rotateIssuerKey: { verb: 'POST', path: '/api/services/app/Wallet/RotateIssuerKey' },
};
