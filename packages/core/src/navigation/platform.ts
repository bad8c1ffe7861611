/**
 * Platform choice (SPEC §2, ROUTE-069/070): a `platform_type` query forces mobile or desktop; an iPad that
 * presents itself as a Mac (desktop-sized, touch) is sent to the mobile version.
 */
import { parsePlatformType } from './routes';

export interface DeviceTraits {
  /** `navigator.platform` (`MacIntel` on an iPad in desktop mode). */
  platform: string;
  /** `navigator.maxTouchPoints` (0 on a real Mac). */
  maxTouchPoints: number;
  /** The viewport width in CSS pixels. */
  width: number;
}

/** The smallest width the seed treats as desktop (its breakpoints 1024 ... 1920). */
export const DESKTOP_MIN_WIDTH = 1024;

/** ROUTE-070: a desktop-sized, touch-driven device that says it is a Mac: an iPad in desktop mode. */
export function isIpadLikeMac(device: DeviceTraits): boolean {
  return /^Mac/.test(device.platform) && device.maxTouchPoints > 1 && device.width >= DESKTOP_MIN_WIDTH;
}

/**
 * ROUTE-070: the search to redirect to (with `platform_type=mobile`, other parameters kept), or undefined when
 * the device is no iPad-like Mac or the query already chooses a platform (ROUTE-069).
 */
export function mobileRedirectSearch(search: string, device: DeviceTraits): string | undefined {
  if (!isIpadLikeMac(device) || parsePlatformType(search) !== undefined) return undefined;
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  query.set('platform_type', 'mobile');
  return `?${query.toString()}`;
}
