import { z } from 'zod';

/**
 * The device fingerprint (SPEC §3 "Fingerprint: token, expiresAt, data"; §8): the browser hashes a few stable
 * device signals into `data`, the server answers a signed, short-lived token for it, and every request carries
 * the token in a header. A request whose token is forged or expired is refused with HTTP 400 and the
 * fingerprint error code: the client refreshes its token and retries once (ERR-017).
 */
export const FINGERPRINT_PATH = '/web-api/fingerprint';
/** The request header that carries the token. */
export const FINGERPRINT_HEADER = 'x-fingerprint';
/** The `code` of the HTTP 400 answered for a forged or expired token. */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';

export const fingerprintRequestSchema = z
  .object({
    /** A hash of the device's signals: 16 to 128 hexadecimal characters. */
    data: z
      .string()
      .regex(/^[0-9a-f]{16,128}$/, 'data must be 16 to 128 lowercase hexadecimal characters (a hash)'),
  })
  .strict();
export type FingerprintRequest = z.infer<typeof fingerprintRequestSchema>;

export const fingerprintSchema = z.object({
  token: z.string().min(1),
  /** Epoch seconds after which the server refuses the token. */
  expiresAt: z.number().int().positive(),
  data: z.string(),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;
