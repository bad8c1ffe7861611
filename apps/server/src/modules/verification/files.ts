/** What an uploaded file is, told by its first bytes (its name and the browser's content type are not trusted). */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** JPEG, PNG or PDF by their signatures; null for anything else (an executable renamed `.jpg` included). */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}

/** A file name fit to show and to send back in Content-Disposition: no path, no control characters, 120 max. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean === '' ? 'document' : clean).slice(0, 120);
}
