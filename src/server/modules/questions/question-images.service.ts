import crypto from 'node:crypto';
import { maxImageBytes, type QuestionImageDto, type UploadImageInput } from '../../../shared/contracts/questions';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField } from '../../kernel/errors';
import { decodeBase64 } from './base64';
import { findImageByKey, imageDtoOf, insertImage } from './question-images.queries';
import { questionsPolicy } from './questions.policy';

type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type the bytes themselves say, whatever the file name or the declared type claim. Only
 * raster formats: SVG is refused because it can carry script.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A file name to show: no folders, no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'image'
  );
}

/** 256 random bits: the key is the only thing that lets anyone load the image. */
const newImageKey = () => crypto.randomBytes(32).toString('base64url');
export const isImageKey = (key: string) => /^[A-Za-z0-9_-]{43}$/.test(key);

export async function uploadImage(deps: ServiceDeps, ctx: RequestContext, input: UploadImageInput): Promise<QuestionImageDto> {
  questionsPolicy.author(ctx);
  const data = decodeBase64(input.dataBase64);
  if (!data || !data.length) throw invalidField('dataBase64', 'validation:invalid');
  if (data.length > maxImageBytes) throw invalidField('dataBase64', 'validation:imageTooLarge');
  // The stored type is the one the bytes prove, so the image is always served as what it is.
  const contentType = detectImageType(data);
  if (!contentType) throw invalidField('dataBase64', 'validation:imageType');
  const image = await insertImage(deps.database.db, {
    tenantId: ctx.tenantId,
    key: newImageKey(),
    fileName: cleanFileName(input.fileName),
    contentType,
    data,
  });
  return imageDtoOf(image);
}

export async function findServedImage(deps: ServiceDeps, key: string, withData: boolean) {
  if (!isImageKey(key)) return undefined;
  return findImageByKey(deps.database.db, key, withData);
}
