import { defineModule } from '../../kernel/server-module';
import { registerWalletProtocolRoutes } from './wallet-protocol.routes';
import { walletRoutes } from './wallet.routes';

/**
 * Certificates in a digital wallet (decision 0045, docs/wallet.md): OpenID4VCI issuance of an
 * SD-JWT VC with the pre-authorized code flow, the issuer's keys and their rotation, the status
 * list, and the check of a presented credential. It reads the certificates' state; the
 * certificates module knows nothing of it.
 */
export const walletModule = defineModule({
  name: 'wallet',
  routes: (deps) => walletRoutes(deps),
  rawRoutes: (app, deps) => registerWalletProtocolRoutes(app, deps),
});
