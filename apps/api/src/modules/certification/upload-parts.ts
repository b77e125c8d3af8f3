import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { type Lang, langOf, type MessageKey } from '../../platform/messages';
import { MIN_SIDE, prepareImage, UPLOAD_MAX_BYTES } from './images';

/** The names a person reads in an upload's error sentence, by form field. */
export type UploadLabels = Record<string, Record<Lang, string>>;

/** Certification's and the portrait's fields (other areas hand their own to readImages). */
const LABELS: UploadLabels = {
  id_front: { zh: '身份证人像面', en: 'ID card (photo side)' },
  id_back: { zh: '身份证国徽面', en: 'ID card (emblem side)' },
  licence: { zh: '教练证', en: 'coaching licence' },
  file: { zh: '头像', en: 'portrait' },
};

/** One upload's refusal naming the field (in `data.errors` too, for the form to mark it). */
const refuse = (status: number, key: MessageKey, field: string, lang: Lang, labels: UploadLabels) =>
  new AppError(
    status,
    key,
    { field: labels[field]?.[lang] ?? field, min: String(MIN_SIDE) },
    { errors: { [field]: key } },
  );

const tooMany = () => new AppError(413, 'upload_too_many');

/**
 * Reads a multipart upload whose files are exactly `fields` (8 MB each; other fields and files are
 * refused), then sniffs and re-encodes every file. Nothing is kept unless all of them are good.
 */
export async function readImages<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
  shape: 'document' | 'portrait',
  labels: UploadLabels = LABELS,
): Promise<Record<F, Buffer>> {
  const lang = langOf(request);
  if (!request.isMultipart()) throw new AppError(400, 'upload_not_multipart');
  const raw = new Map<F, Buffer>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: fields.length,
        fields: 4,
        fieldSize: 1024,
        parts: fields.length + 4,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const field = part.fieldname as F;
      if (!fields.includes(field) || raw.has(field)) {
        part.file.resume();
        throw refuse(400, 'upload_unknown_field', part.fieldname, lang, labels);
      }
      try {
        raw.set(field, await part.toBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw refuse(413, 'upload_too_large', field, lang, labels);
        }
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'upload_not_multipart');
    throw error;
  }

  for (const field of fields) {
    const bytes = raw.get(field);
    if (!bytes?.length) throw refuse(400, 'upload_missing', field, lang, labels);
  }
  const out = {} as Record<F, Buffer>;
  for (const field of fields) {
    const prepared = await prepareImage(raw.get(field) as Buffer, shape);
    if (!prepared.ok) {
      const key = { type: 'upload_bad_type', unreadable: 'upload_unreadable', too_small: 'upload_too_small' } as const;
      throw refuse(400, key[prepared.reason], field, lang, labels);
    }
    out[field] = prepared.jpeg;
  }
  return out;
}
