import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { rotateSigningKey } from './issuer-keys';
import { walletPolicy } from './wallet.policy';

/** Wallet/RotateIssuerKey: the host's administrator puts a new key to signing; the audit log records the call. */
export async function rotateIssuerKey(deps: ServiceDeps, ctx: RequestContext) {
  walletPolicy.rotateKey(ctx);
  return rotateSigningKey(deps);
}
