/**
 * The device fingerprint (SPEC §3 "Fingerprint: token, expiresAt, data"; §8): the browser hashes a few stable
 * device signals into `data`, the server answers a signed, short-lived token for it, and every request carries
 * the token in a header (`FINGERPRINT_PATH`, `FINGERPRINT_HEADER` in paths.ts). A request whose token is forged
 * or expired is refused with HTTP 400 and `FINGERPRINT_ERROR_CODE`: the client refreshes its token and retries
 * once (ERR-017).
 */
import { z } from 'zod';

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
