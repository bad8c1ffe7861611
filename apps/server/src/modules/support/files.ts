/**
 * Attachments: the type is read from the file's first bytes (its name and the type the browser claims are
 * ignored), and the name is cleaned before it is stored or offered back.
 */
import type { SUPPORT_ATTACHMENT_TYPES } from '@betline/contracts';

export type AttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The file's type from its first bytes, or null for anything but PNG, JPEG and PDF. */
export function sniffType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}

const EXTENSION: Record<AttachmentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * A safe name to show and to download as: the last path segment, no control or quoting characters, at most
 * 100 characters, ending in the extension of its real type (`invoice.exe` that is a PDF becomes `invoice.pdf`).
 */
export function cleanName(name: string | undefined, type: AttachmentType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?;]/g, '')
    .trim()
    .slice(0, 96);
  return `${stem === '' ? 'file' : stem}.${EXTENSION[type]}`;
}

/** A `Content-Disposition` value for `name` (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
