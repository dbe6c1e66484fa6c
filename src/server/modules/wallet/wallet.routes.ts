import { walletEndpoints } from '../../../shared/contracts/wallet';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { verifyPresentation } from './presentation-check';
import { createCredentialOffer } from './wallet-offers.service';
import { rotateIssuerKey } from './wallet.service';

export const walletRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(walletEndpoints.createCredentialOffer, {
    access: 'signedIn',
    summary:
      'An offer of one’s own valid certificate to a wallet: its address, the openid-credential-offer link and its QR code (ten minutes, one wallet).',
    record: 'Certificate',
    handler: (ctx, input) => createCredentialOffer(deps, ctx, input),
  }),
  route(walletEndpoints.verifyPresentation, {
    access: 'anonymous',
    needsActor: false,
    rateLimit: 'anonymousWrite',
    summary: 'Checks a pasted SD-JWT VC presentation against the published keys and the status list: valid, revoked, expired or forged.',
    handler: (_ctx, input) => verifyPresentation(deps, input),
  }),
  route(walletEndpoints.rotateIssuerKey, {
    access: { anyOf: [Permission.Administrator], hostOnly: true },
    summary: 'A new key signs wallet credentials from now on; the earlier keys stay published, so credentials they signed stay verifiable.',
    handler: (ctx) => rotateIssuerKey(deps, ctx),
  }),
];
