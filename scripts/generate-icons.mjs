/**
 * Draws the shop's icons from its own typeface, with no download: the "CM" monogram in Bodoni Moda
 * (the display face, bundled by @fontsource-variable) in ivory on ink, as shared/design/ui-direction.md
 * sets the palette. Chromium renders it once at 512 px; sharp scales it and the ICO container is
 * written here. Run after changing the look:  node scripts/generate-icons.mjs
 *
 *   app/favicon.ico            16, 32 and 48 px (PNG images in an ICO container)
 *   app/apple-icon.png         180 px touch icon (Next adds <link rel="apple-touch-icon">)
 *   public/icons/icon-192.png  the web manifest's icons (app/manifest.ts)
 *   public/icons/icon-512.png
 *   public/icons/maskable-512.png  the monogram inside the maskable safe zone
 *
 * It also prints the wishlist heart's two CSS masks (outlined and filled), 80 px PNGs as data URLs,
 * for components/catalogue/WishlistButton.module.css.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const font = fs.readFileSync(path.join(root, 'node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2')).toString('base64');
const INK = '#15120f';
const IVORY = '#f8f5f0';

const page = (fontSize) => `<!doctype html><html><head><style>
@font-face { font-family: 'Bodoni Moda'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 400 700; }
html, body { margin: 0; width: 512px; height: 512px; background: ${INK}; }
body { display: grid; place-items: center; }
span { font: 500 ${fontSize}px/1 'Bodoni Moda'; color: ${IVORY}; letter-spacing: 0.02em; transform: translateY(-2%); }
</style></head><body><span>CM</span></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
const shot = async (fontSize) => {
  const tab = await context.newPage();
  await tab.setContent(page(fontSize));
  await tab.evaluate(() => document.fonts.ready);
  const png = await tab.screenshot({ type: 'png' });
  await tab.close();
  return png;
};
const full = await shot(280);
const maskable = await shot(200);
await browser.close();

// RGBA: ICO readers (Turbopack's among them) expect PNG entries with an alpha channel.
const sized = (png, size) => sharp(png).resize(size, size, { kernel: 'lanczos3' }).ensureAlpha().png({ compressionLevel: 9 }).toBuffer();

/** An ICO holding PNG images (supported by every browser that reads favicon.ico). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const favicon = ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await sized(full, size) }))));
fs.writeFileSync(path.join(root, 'app/favicon.ico'), favicon);
fs.writeFileSync(path.join(root, 'app/apple-icon.png'), await sized(full, 180));
fs.mkdirSync(path.join(root, 'public/icons'), { recursive: true });
fs.writeFileSync(path.join(root, 'public/icons/icon-192.png'), await sized(full, 192));
fs.writeFileSync(path.join(root, 'public/icons/icon-512.png'), await sized(full, 512));
fs.writeFileSync(path.join(root, 'public/icons/maskable-512.png'), await sized(maskable, 512));
console.log('icons written: app/favicon.ico, app/apple-icon.png, public/icons/*.png');

/** The wishlist heart (a 24-unit path, stroke 1.4) at 4× its 20 px: PNG, not SVG (see WishlistButton.module.css). */
const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
for (const [name, fill] of [['outlined', 'none'], ['filled', 'black']]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="${fill}" stroke="black" stroke-width="1.4"><path d="${HEART}"/></svg>`;
  const png = await sharp(Buffer.from(svg), { density: 240 }).resize(80, 80).ensureAlpha().png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
  console.log(`heart, ${name}: url(data:image/png;base64,${png.toString('base64')})`);
}
