import { Button, Card, FileInput, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageContentTypes, maxImageBytes, type QuestionImageDto } from '../../../../shared/contracts/questions';
import { useUploadImage } from '../api';
import { altTextOf, imageProblemOf, readFileAsBase64 } from '../files';
import { problemOf } from '../../../lib/problem-of';
import { useProblem } from '../../../lib/use-problem';

export const maxImages = 10;
export const imagesFieldId = 'question-images';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * The question's images: each file checked here for type and size as the server will check it,
 * uploaded at once (it is attached when the question is saved), shown as a thumbnail with its file
 * name for alt text, and removable.
 */
export function QuestionImagesEditor({
  images,
  error,
  onChange,
}: {
  images: QuestionImageDto[];
  error?: string;
  onChange: (images: QuestionImageDto[]) => void;
}) {
  const { t } = useTranslation(['questions', 'errors']);
  const upload = useUploadImage();
  const [problem, setProblem] = useProblem();
  const [busy, setBusy] = useState(false);
  const megabytes = maxImageBytes / 1024 / 1024;

  const add = async (files: File[]) => {
    setProblem(null);
    const room = maxImages - images.length;
    if (files.length > room) return setProblem({ key: 'questions:images.tooMany', params: { max: maxImages } });
    for (const file of files) {
      const wrong = imageProblemOf(file);
      if (wrong === 'type') return setProblem({ key: 'questions:images.wrongType', params: { name: file.name } });
      if (wrong === 'size') return setProblem({ key: 'questions:images.tooLarge', params: { name: file.name, megabytes } });
    }
    setBusy(true);
    const added: QuestionImageDto[] = [];
    try {
      for (const file of files) {
        const dataBase64 = await readFileAsBase64(file);
        added.push(
          await upload.mutateAsync({ fileName: file.name, contentType: file.type as (typeof imageContentTypes)[number], dataBase64 }),
        );
      }
    } catch (failure) {
      const { fields, message } = problemOf(failure, t);
      setProblem(Object.values(fields)[0] ?? message ?? { key: 'errors:unknown' });
    } finally {
      setBusy(false);
      // Whatever did arrive stays, even when a later file of the same choice was refused.
      if (added.length) onChange([...images, ...added]);
    }
  };

  return (
    <Stack id={imagesFieldId} tabIndex={-1}>
      <FileInput
        label={t('questions:images.add')}
        description={t('questions:images.hint', { megabytes, max: maxImages })}
        placeholder={busy ? t('questions:images.uploading') : t('questions:images.placeholder')}
        accept={imageContentTypes.join(',')}
        multiple
        value={[]}
        onChange={(files) => void add(files)}
        error={problem ?? error}
        disabled={busy || images.length >= maxImages}
        errorProps={{ role: 'alert' }}
        fileInputProps={{ 'data-testid': 'question-image-input' } as Record<string, string>}
      />
      {busy ? (
        <Text size="sm" role="status">
          {t('questions:images.uploading')}
        </Text>
      ) : null}
      {images.length > 0 ? (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('questions:images.listLabel')}
        >
          {images.map((image) => (
            <Card key={image.id} withBorder padding="xs" component="li">
              <Card.Section>
                <Image src={image.url} alt={altTextOf(image.fileName)} h={120} fit="contain" />
              </Card.Section>
              <Text size="xs" mt="xs" truncate="end" title={image.fileName}>
                {image.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('questions:images.size', { kilobytes: kilobytes(image.byteSize) })}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                mt={4}
                aria-label={t('questions:images.remove', { name: image.fileName })}
                onClick={() => onChange(images.filter((i) => i.id !== image.id))}
              >
                {t('questions:editor.remove')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('questions:images.none')}
        </Text>
      )}
    </Stack>
  );
}
