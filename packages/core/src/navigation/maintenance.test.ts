import { describe, expect, it } from 'vitest';
import { isMaintenanceWarningDue, maintenanceTextLanguage } from './maintenance';

describe('maintenance', () => {
  it('I18N-006 the maintenance text is Russian for az, kk, uk, ru and English otherwise (DECISIONS 9)', () => {
    for (const lng of ['az', 'kk', 'uk', 'ru']) expect(maintenanceTextLanguage(lng)).toBe('ru');
    for (const lng of ['en', 'de', 'tr', 'pt', 'es']) expect(maintenanceTextLanguage(lng)).toBe('en');
  });

  it('NOTICE-014 the warning shows between the notify dates, not before, not after, not during the works', () => {
    const window = {
      startAt: '2026-11-23T12:00:00Z',
      finishAt: '2026-11-23T13:00:00Z',
      notifyStartDate: '2026-11-23T10:00:00Z',
      notifyEndDate: '2026-11-23T12:00:00Z',
      isActive: false,
    };
    const at = (iso: string) => Date.parse(iso);
    expect(isMaintenanceWarningDue(window, at('2026-11-23T09:59:59Z'))).toBe(false);
    expect(isMaintenanceWarningDue(window, at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isMaintenanceWarningDue(window, at('2026-11-23T11:59:59Z'))).toBe(true);
    expect(isMaintenanceWarningDue(window, at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(isMaintenanceWarningDue({ ...window, isActive: true }, at('2026-11-23T11:00:00Z'))).toBe(false);
    expect(isMaintenanceWarningDue({ ...window, notifyEndDate: null }, at('2026-11-23T11:00:00Z'))).toBe(
      true,
    );
    expect(isMaintenanceWarningDue(null, at('2026-11-23T11:00:00Z'))).toBe(false);
    expect(isMaintenanceWarningDue({ ...window, notifyStartDate: null }, at('2026-11-23T11:00:00Z'))).toBe(
      false,
    );
  });
});
