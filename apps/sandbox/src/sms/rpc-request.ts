import { checkRequestTime, PopError, required } from './pop';
import type { SmsSandboxOptions } from './routes';
import { signatureMatches } from './rpc-signature';

/** Checks an RPC-V1-signed request as Aliyun does; the action and version it names. */
export function checkRpcRequest(
  opts: Pick<SmsSandboxOptions, 'accessKeyId' | 'accessKeySecret' | 'now' | 'outbox'>,
  method: string,
  params: Record<string, string>,
): { action: string; version: string } {
  for (const name of ['AccessKeyId', 'Signature', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion']) {
    required(params, name);
  }
  const timestamp = required(params, 'Timestamp');
  const version = required(params, 'Version');
  const action = required(params, 'Action');
  if (params.SignatureMethod !== 'HMAC-SHA1') {
    throw new PopError(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
  }
  if (params.SignatureVersion !== '1.0') {
    throw new PopError(400, 'InvalidSignatureVersion', 'Specified signature version is not valid.');
  }
  if (params.AccessKeyId !== opts.accessKeyId) {
    throw new PopError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  }
  checkRequestTime(timestamp, opts.now());
  if (!signatureMatches(method, params, opts.accessKeySecret, params.Signature ?? '')) {
    throw new PopError(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
  }
  if (!opts.outbox.claimNonce(params.SignatureNonce ?? '')) {
    throw new PopError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  }
  return { action, version };
}
