import { csvContentType, csvText } from '../../../shared/csv';
import { imageContentTypes, maxImageBytes } from '../../../shared/contracts/questions';

/** Reads a file as base64 (no `data:` prefix), reporting the share read so far (0..1). */
export function readFileAsBase64(file: Blob, onProgress?: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      onProgress?.(1);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

export type ImageProblem = 'type' | 'size' | null;

/** The same checks the server makes on the bytes, made early so nothing too big is sent. */
export function imageProblemOf(file: Pick<File, 'type' | 'size'>): ImageProblem {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxImageBytes) return 'size';
  return null;
}

/** "drone-map.png" -> "drone-map": a file name is the best description an upload brings. */
export function altTextOf(fileName: string): string {
  const base = fileName
    .replace(/\.[^./\\]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return base || fileName;
}

export const importColumns = [
  'questionIcelandic',
  'questionEnglish',
  'option1Icelandic',
  'option1English',
  '…',
  'option8Icelandic',
  'option8English',
  'correct',
  'isRequired',
  'isActive',
] as const;

/**
 * A two-question sample in the import format (docs/question-import.md): a BOM and semicolons, the
 * way Icelandic spreadsheets read and write CSV.
 */
export function sampleCsv(): string {
  const [headings, ...rows] = [
    [
      'questionIcelandic',
      'questionEnglish',
      'option1Icelandic',
      'option1English',
      'option2Icelandic',
      'option2English',
      'option3Icelandic',
      'option3English',
      'correct',
      'isRequired',
      'isActive',
    ],
    [
      'Hver er mesta leyfða flughæð í opna flokknum?',
      'What is the maximum height allowed in the open category?',
      '50 metrar',
      '50 metres',
      '120 metrar',
      '120 metres',
      '500 metrar',
      '500 metres',
      '2',
      '1',
      '1',
    ],
    [
      'Hvað af eftirfarandi telst til persónuupplýsinga?',
      'Which of the following count as personal data?',
      'Andlit fólks á mynd',
      'People’s faces in a picture',
      'Bílnúmer',
      'Licence plates',
      'Skýjafar',
      'Cloud cover',
      '1 2',
      '0',
      '1',
    ],
  ];
  return csvText(headings, rows, { delimiter: ';', bom: true });
}

/** Hands a file built in the browser to the user as a download. */
export function downloadText(fileName: string, text: string, type = csvContentType): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
