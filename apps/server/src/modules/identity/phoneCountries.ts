/**
 * The phone countries and their masks (SPEC §3 "Phone country", "Phone mask"; REG-023..026). A country id
 * is also the player's `country_id`. `Min`/`Max` count the digits after the country code.
 */

export interface PhoneCountry {
  id: number;
  name: string;
  /** With a leading `+` (REG-024). */
  phoneCode: string;
  /** Lowercase ISO 3166 code (REG-025). */
  country_code: string;
}

export interface PhoneMask {
  CountryId: number;
  /** `#` stands for one digit. */
  Mask: string;
  Max: number;
  Min: number;
}

const COUNTRIES: readonly [number, string, string, string, string, number, number][] = [
  [1, 'Russia', '+7', 'ru', '+7 (###) ###-##-##', 10, 10],
  [2, 'United States', '+1', 'us', '+1 (###) ###-####', 10, 10],
  [3, 'Germany', '+49', 'de', '+49 ### ########', 12, 10],
  [4, 'Ukraine', '+380', 'ua', '+380 (##) ###-##-##', 9, 9],
  [5, 'Kazakhstan', '+7', 'kz', '+7 (###) ###-##-##', 10, 10],
  [6, 'United Kingdom', '+44', 'gb', '+44 #### ######', 10, 10],
  [7, 'Poland', '+48', 'pl', '+48 ###-###-###', 9, 9],
  [8, 'Japan', '+81', 'jp', '+81 ##-####-####', 10, 10],
  [9, 'Belarus', '+375', 'by', '+375 (##) ###-##-##', 9, 9],
  [10, 'Turkey', '+90', 'tr', '+90 (###) ###-##-##', 10, 10],
  [11, 'Spain', '+34', 'es', '+34 ###-###-###', 9, 9],
  [12, 'Portugal', '+351', 'pt', '+351 ###-###-###', 9, 9],
];

export const PHONE_COUNTRIES: readonly PhoneCountry[] = COUNTRIES.map(([id, name, phoneCode, code]) => ({
  id,
  name,
  phoneCode,
  country_code: code,
}));

export const PHONE_MASKS: readonly PhoneMask[] = COUNTRIES.map(([id, , , , mask, max, min]) => ({
  CountryId: id,
  Mask: mask,
  Max: max,
  Min: min,
}));

export function phoneCountryById(id: number): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.id === id);
}

/**
 * Whether `phone` (`+` and digits) fits the country: it starts with the country's code and the rest has
 * between Min and Max digits.
 */
export function phoneFitsCountry(phone: string, countryId: number): boolean {
  const country = phoneCountryById(countryId);
  const mask = PHONE_MASKS.find((m) => m.CountryId === countryId);
  if (!country || !mask || !phone.startsWith(country.phoneCode)) return false;
  const national = phone.length - country.phoneCode.length;
  return national >= mask.Min && national <= mask.Max;
}
