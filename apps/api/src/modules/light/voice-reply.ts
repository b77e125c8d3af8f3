import type { FastifyReply } from 'fastify';
import { sendRanged } from '../../platform/ranged-reply';

/**
 * A voice as the reply, whole or the one byte range asked for: Safari (and so WeChat on iOS) plays audio
 * only from a server that answers ranges.
 */
export function sendVoice(reply: FastifyReply, mp3: Buffer, range: string | undefined) {
  return sendRanged(reply, mp3, 'audio/mpeg', range);
}
