import { describe, expect, it } from 'vitest';
import { isIpadLikeMac, mobileRedirectSearch } from './platform';

const ipad = { platform: 'MacIntel', maxTouchPoints: 5, width: 1180 };

describe('platform', () => {
  it('ROUTE-070 a desktop-sized touch device that says it is a Mac goes to mobile, other parameters kept', () => {
    expect(isIpadLikeMac(ipad)).toBe(true);
    expect(mobileRedirectSearch('?ref=7', ipad)).toBe('?ref=7&platform_type=mobile');
    expect(mobileRedirectSearch('', ipad)).toBe('?platform_type=mobile');
  });

  it('ROUTE-070 a real Mac, a small touch screen or a Windows tablet stay where they are', () => {
    expect(isIpadLikeMac({ ...ipad, maxTouchPoints: 0 })).toBe(false);
    expect(isIpadLikeMac({ ...ipad, width: 800 })).toBe(false);
    expect(isIpadLikeMac({ ...ipad, platform: 'Win32' })).toBe(false);
  });

  it('ROUTE-069 a platform_type already in the query wins', () => {
    expect(mobileRedirectSearch('?platform_type=desktop', ipad)).toBeUndefined();
    expect(mobileRedirectSearch('?platform_type=mobile', ipad)).toBeUndefined();
  });
});
