// File sizes as people read them (spec §9): "Bytes, KB, MB …", base 1000 unless 1024 is asked for.
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export type FileSizeBase = 1000 | 1024;

export interface FileSizeOptions {
  readonly base?: FileSizeBase;
  /** Most decimals shown; trailing zeros are dropped ("1.5 KB", not "1.50 KB"). */
  readonly decimals?: number;
}

export function formatFileSize(bytes: number, options: FileSizeOptions = {}): string {
  const { base = 1000, decimals = 2 } = options;
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`File size must be a finite number of bytes >= 0, got ${bytes}`);
  }
  if (bytes === 0) return '0 Bytes';
  // Beyond TB we keep counting in TB rather than inventing units nobody uploads.
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(base)), UNITS.length - 1);
  const index = Math.max(exponent, 0);
  const amount = Number((bytes / base ** index).toFixed(decimals));
  return `${amount} ${UNITS[index] ?? 'Bytes'}`;
}
