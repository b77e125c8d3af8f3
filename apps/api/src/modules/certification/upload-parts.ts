// The request's multipart methods (isMultipart, parts) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { AppError } from '../../platform/errors';
import { PIXEL_LIMITS, pixelWords } from '../../platform/image-guard';
import { type Lang, langOf, type MessageKey } from '../../platform/messages';
import { checkImage, MIN_SIDE, reencodeImage, UPLOAD_MAX_BYTES } from './images';

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
const refuse = (
  status: number,
  key: MessageKey,
  field: string,
  lang: Lang,
  labels: UploadLabels,
  params: Record<string, string> = {},
) =>
  new AppError(
    status,
    key,
    { field: labels[field]?.[lang] ?? field, min: String(MIN_SIDE), ...params },
    { errors: { [field]: key } },
  );

const tooMany = () => new AppError(413, 'upload_too_many');

/**
 * Reads a multipart upload whose files are exactly `fields` (8 MB each; other fields and files are
 * refused), judges every file from its header, and only then decodes and re-encodes them: one image bomb
 * among the files costs no decoding at all. Nothing is kept unless all of them are good.
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
  const checked = new Map<F, Sharp>();
  for (const field of fields) {
    const result = await checkImage(raw.get(field) as Buffer);
    if (result.ok) checked.set(field, result.image);
    else if (result.reason === 'too_many_pixels') {
      const words = pixelWords(result.size, PIXEL_LIMITS.photo);
      throw refuse(413, 'upload_too_many_pixels', field, lang, labels, words);
    } else {
      const key = { type: 'upload_bad_type', unreadable: 'upload_unreadable', too_small: 'upload_too_small' } as const;
      throw refuse(400, key[result.reason], field, lang, labels);
    }
  }
  const out = {} as Record<F, Buffer>;
  for (const field of fields) {
    const jpeg = await reencodeImage(checked.get(field) as Sharp, shape);
    if (!jpeg) throw refuse(400, 'upload_unreadable', field, lang, labels);
    out[field] = jpeg;
  }
  return out;
}
