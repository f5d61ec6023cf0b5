import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { SNIFF_BYTES, TRADE_IN_IMAGE_LIMITS, sniffImageType, type ImageType } from '../../../lib/trade-in/image-type.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { problem, reject } from '../../http/respond.ts';
import { cleanImage, ImageRefused } from './clean-image.ts';

type UploadedImage = { bytes: Uint8Array; type: ImageType };

type Upload = { fields: Record<string, string>; image: UploadedImage };

const FIELD_NAMES = new Set(['evalid', 'lead_id', 'step_token']);
// Room for the form fields and the multipart framing around the one file.
const FRAMING_BYTES = 16 * 1024;

const invalid = (status: 413 | 422, fields: Record<string, string[]>): never =>
  reject(status === 413 ? problem('too_large', { message: 'Some fields are missing or invalid.', fields }) : problem('invalid', { fields }));

/**
 * The image-upload body, streamed through busboy with limits and never buffered past them: one
 * file (`file`) of at most 10,000,000 bytes whose first bytes show PNG, GIF, JPEG or HEIC (its
 * name and declared type are ignored), and the short text fields `evalid`, `lead_id` and `step_token`. Ends the
 * request otherwise: 415 not multipart, 413 too large, 400 broken multipart, 422 naming the field.
 * The bytes are as sent: `cleanUpload` makes what is kept of them.
 */
export async function readImageUpload(request: Request): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) reject(problem('unsupported_media_type', { message: 'Send the image as multipart/form-data.' }));
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > TRADE_IN_IMAGE_LIMITS.maxBytes + FRAMING_BYTES) invalid(413, { file: [STRINGS.imageTooLarge] });
  if (!request.body) invalid(422, { file: [STRINGS.tradeInImageMissing] });

  const errors: Record<string, string[]> = {};
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message);
  const fields: Record<string, string> = {};
  let image: UploadedImage | null = null;
  let files = 0;
  let tooLarge = false;
  let broken = false;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy counts the closing boundary towards `parts` and signals on reaching the limit: one over every field and the file.
      limits: { files: 1, fields: FIELD_NAMES.size, parts: FIELD_NAMES.size + 2, fieldNameSize: 32, fieldSize: 128, fileSize: TRADE_IN_IMAGE_LIMITS.maxBytes },
    });
  } catch {
    return reject(problem('unsupported_media_type', { message: 'Send the image as multipart/form-data.' }));
  }
  parser.on('field', (name, value, info) => {
    if (!FIELD_NAMES.has(name)) fail(name, 'Unknown field.');
    else if (info.valueTruncated) fail(name, STRINGS.tooLong(128));
    else fields[name] = value;
  });
  parser.on('file', (name, stream) => {
    files += 1;
    if (name !== 'file' || files > 1) {
      if (name !== 'file') fail(name, 'Unknown field.');
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let type: ImageType | null | undefined;
    stream.on('data', (chunk: Buffer) => {
      if (type === null) return;
      chunks.push(chunk);
      size += chunk.byteLength;
      // Decided once the first bytes are in; anything else is dropped as it arrives.
      if (type === undefined && size >= SNIFF_BYTES) type = sniffImageType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
      if (type === null) chunks.length = 0;
    });
    stream.on('limit', () => (tooLarge = true));
    stream.on('end', () => {
      if (type === undefined) type = sniffImageType(Buffer.concat(chunks));
      if (tooLarge) fail('file', STRINGS.imageTooLarge);
      else if (size === 0) fail('file', STRINGS.tradeInImageMissing);
      else if (type === null) fail('file', STRINGS.tradeInImageType);
      else image = { bytes: new Uint8Array(Buffer.concat(chunks, size)), type };
    });
  });
  parser.on('filesLimit', () => fail('file', STRINGS.tradeInOneImagePerCall));
  parser.on('fieldsLimit', () => fail('_', 'Too many fields.'));
  parser.on('partsLimit', () => fail('_', 'Too many parts.'));

  await new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', () => {
      broken = true;
      resolve();
    });
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    body.on('error', () => {
      broken = true;
      resolve();
    });
    body.pipe(parser);
  });
  if (broken) reject(problem('invalid_multipart'));
  if (files === 0) fail('file', STRINGS.tradeInImageMissing);
  if (Object.keys(errors).length > 0) invalid(tooLarge ? 413 : 422, errors);
  return { fields, image: image! };
}

/**
 * The uploaded image decoded and encoded again (`cleanImage`), the one form in which it is kept;
 * ends the request with 422 naming `file` when it does not decode or has more pixels than a photo.
 */
export async function cleanUpload(image: UploadedImage): Promise<UploadedImage> {
  try {
    return await cleanImage(image.bytes);
  } catch (error) {
    if (error instanceof ImageRefused) return invalid(422, { file: [error.message] });
    throw error;
  }
}
