import { notifications } from '@mantine/notifications';
import type { Language } from '../../shared/enums';
import { formatNumber, formatPercent } from '../../shared/numbers';
import { currentLanguage, i18n } from './i18n';

/** How far a download has come: bytes so far, and the whole when the server said it. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

const megabyte = 1024 * 1024;

/** A size as a reader reads it: "350 kB", "12,4 MB". */
export function formatSize(bytes: number, language: Language): string {
  return bytes < megabyte
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language, 0)}\u00a0kB`
    : `${formatNumber(bytes / megabyte, language, 1)}\u00a0MB`;
}

/** "12,4 MB" while the whole is not known (a file made as it is sent), "12,4 MB af 40 MB (31 %)" when it is. */
export function progressText(progress: DownloadProgress, language: Language): string {
  const size = formatSize(progress.received, language);
  if (!progress.total) return i18n.t('common:download.received', { size, lng: language });
  const percent = formatPercent(Math.min(100, Math.floor((progress.received / progress.total) * 100)), language);
  return i18n.t('common:download.receivedOf', { size, total: formatSize(progress.total, language), percent, lng: language });
}

/**
 * The whole that the answer's length promises, when it says it of the bytes the reader gets: a
 * compressed answer's length counts the compressed bytes, which the reader never sees.
 */
function totalOf(response: Response): number | null {
  if (response.headers.get('Content-Encoding')) return null;
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** The body read chunk by chunk, telling `onProgress` after each; the chunks become the file. */
export async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const total = totalOf(response);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** A download shows its progress only once it has taken this long: most files come at once. */
const showAfterMs = 400;
/** The note is said again at most this often. */
const everyMs = 250;
let downloads = 0;

/**
 * A notification that follows one download: the file's name and the bytes so far (with the share
 * of the whole when known), shown once the download takes a while, gone when it ends.
 */
export function progressNotice(fileName: string): { update(progress: DownloadProgress): void; end(): void } {
  const id = `download-${++downloads}`;
  const started = Date.now();
  let shown = false;
  let said = 0;
  return {
    update(progress) {
      const now = Date.now();
      if (now - started < showAfterMs || now - said < everyMs) return;
      said = now;
      const language = currentLanguage();
      const note = {
        id,
        loading: true,
        autoClose: false as const,
        withCloseButton: false,
        title: i18n.t('common:download.title', { name: fileName, lng: language }),
        message: progressText(progress, language),
      };
      if (shown) notifications.update(note);
      else notifications.show(note);
      shown = true;
    },
    end() {
      if (shown) notifications.hide(id);
    },
  };
}
