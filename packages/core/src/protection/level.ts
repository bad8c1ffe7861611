/** SPEC §6 "Protection level status": the statuses in rising order. */
export const PROTECTION_STATUSES = ['bad', 'normal', 'good', 'full'] as const;
export type ProtectionStatus = (typeof PROTECTION_STATUSES)[number];

/**
 * ACC-016..019: the status of a protection level (0..100): up to and including 30 bad, above 30 and below
 * 70 normal, 70 to 99 good, 100 full. The server answers it and the office shows it with the same rule.
 */
export function protectionStatus(level: number): ProtectionStatus {
  if (level >= 100) return 'full';
  if (level >= 70) return 'good';
  if (level > 30) return 'normal';
  return 'bad';
}
