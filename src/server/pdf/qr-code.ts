import QRCode from 'qrcode';

/** The dark modules of a QR code as horizontal runs, for drawing it as vector rectangles. */
export interface QrRuns {
  /** Modules per side, without the quiet zone. */
  size: number;
  runs: { x: number; y: number; length: number }[];
}

/**
 * Error correction M (15 %) survives a smudged or creased print. Runs rather than single modules
 * keep the drawing small and leave no hairline seams between neighbours when rasterized.
 */
export function qrRuns(text: string): QrRuns {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: QrRuns['runs'] = [];
  for (let y = 0; y < modules.size; y++) {
    let start = -1;
    for (let x = 0; x <= modules.size; x++) {
      const dark = x < modules.size && modules.get(y, x) === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
