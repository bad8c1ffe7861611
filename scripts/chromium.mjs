// The one place that says how browser tests launch Chromium: Debian's package (never a downloaded browser),
// with the flags that keep it from flooding this machine's closed network (see TOOLCHAIN.md).
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright and for vitest's Playwright provider. */
export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
