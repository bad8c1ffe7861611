import { IDENTITY_PATHS as P, phoneCountriesSchema, phoneMasksSchema } from '@betline/contracts';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';
import { phoneFitsCountry } from './phoneCountries';

describe.each(drivers)('phone countries and masks on $name', (driver) => {
  const server = useSeededApp(driver);

  it('API-045 REG-023 REG-024 REG-025 phone countries: id, name, phoneCode with +, lowercase code', async () => {
    const res = await server.app.inject({ method: 'GET', url: P.phoneCountries });
    expect(res.statusCode).toBe(200);
    const { data } = phoneCountriesSchema.parse(res.json());
    expect(data.length).toBeGreaterThanOrEqual(10);
    for (const c of data) {
      expect(c.phoneCode).toMatch(/^\+\d+$/);
      expect(c.country_code).toBe(c.country_code.toLowerCase());
    }
    expect(data.find((c) => c.country_code === 'ru')).toMatchObject({ phoneCode: '+7', name: 'Russia' });
  });

  it('API-046 REG-026 phone masks: CountryId, Mask, Max, Min for every country', async () => {
    const countries = phoneCountriesSchema.parse(
      (await server.app.inject({ method: 'GET', url: P.phoneCountries })).json(),
    );
    const res = await server.app.inject({ method: 'GET', url: P.phoneMasks });
    expect(res.statusCode).toBe(200);
    const { data } = phoneMasksSchema.parse(res.json());
    expect(data.map((m) => m.CountryId).sort()).toEqual(countries.data.map((c) => c.id).sort());
    for (const m of data) expect(m.Min).toBeLessThanOrEqual(m.Max);
  });

  it('REG-026 a phone fits its country only with the right code and length', () => {
    expect(phoneFitsCountry('+79991234567', 1)).toBe(true);
    expect(phoneFitsCountry('+7999123456', 1)).toBe(false);
    expect(phoneFitsCountry('+380501234567', 1)).toBe(false);
    expect(phoneFitsCountry('+380501234567', 4)).toBe(true);
  });

  it('POST on the masks answers 405 with Allow', async () => {
    expect((await server.app.inject({ method: 'POST', url: P.phoneMasks })).statusCode).toBe(405);
  });
});
