import fs from 'node:fs';

/**
 * The browser the journeys and the cluster suite drive (no browser can be downloaded on our
 * machines): Debian's Chromium headless shell, the build Playwright itself runs headless Chromium
 * tests in, else Debian's full Chromium. The shell is the same Blink and V8 without the full
 * browser's windowing and compositing: the same eight pages at both widths, each scanned by axe,
 * cost the browser 16–19 s of CPU against 36–37 s (journeys keep both cores busy, so CI's time
 * follows CPU). Lighthouse and the bench keep the full Chromium (scripts/bench.mjs).
 */
const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = DEBIAN_BROWSERS.find((file) => fs.existsSync(file));

export const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
