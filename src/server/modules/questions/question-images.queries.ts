import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { questionImagePath, type QuestionImageDto } from '../../../shared/contracts/questions';
import type { Db } from '../../db/client';
import { questionImages } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export const imageUrl = questionImagePath;

export const imageDtoOf = (image: {
  id: number;
  key: string;
  fileName: string;
  contentType: string;
  byteSize: number;
}): QuestionImageDto => ({
  id: image.id,
  fileName: image.fileName,
  contentType: image.contentType,
  byteSize: image.byteSize,
  url: imageUrl(image.key),
});

export async function insertImage(
  db: Db,
  image: { tenantId: number | null; key: string; fileName: string; contentType: string; data: Buffer },
) {
  const [row] = await db
    .insert(questionImages)
    .values({ ...image, byteSize: image.data.length })
    .returning({
      id: questionImages.id,
      key: questionImages.key,
      fileName: questionImages.fileName,
      contentType: questionImages.contentType,
      byteSize: questionImages.byteSize,
    });
  return row;
}

/** What the image route needs to answer; the bytes only when they will be sent. */
export async function findImageByKey(db: Db, key: string, withData: boolean) {
  const [row] = await db
    .select({ contentType: questionImages.contentType, ...(withData ? { data: questionImages.data } : {}) })
    .from(questionImages)
    .where(eq(questionImages.key, key));
  return row as { contentType: string; data?: Buffer } | undefined;
}

/**
 * Attaches the images to the question: only the tenant's images that are unattached or already
 * the question's. Answers how many were attached, so the caller can refuse a foreign or taken one.
 * Images left out of the list are detached, not deleted: the description may still show them.
 */
export async function attachImages(db: Db, tenantId: number | null, questionId: number, imageIds: number[]): Promise<number> {
  const attached = imageIds.length
    ? await db
        .update(questionImages)
        .set({ questionId })
        .where(
          and(
            inArray(questionImages.id, imageIds),
            inTenant(questionImages.tenantId, tenantId),
            or(isNull(questionImages.questionId), eq(questionImages.questionId, questionId)),
          ),
        )
        .returning({ id: questionImages.id })
    : [];
  await db
    .update(questionImages)
    .set({ questionId: null })
    .where(and(eq(questionImages.questionId, questionId), imageIds.length ? notInArray(questionImages.id, imageIds) : undefined));
  return attached.length;
}
