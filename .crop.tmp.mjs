import { chromium } from '@playwright/test';
import fs from 'node:fs';
const [name, y0, y1] = [process.argv[2], +process.argv[3], +process.argv[4]];
const dir = '/work/shots/s50-product';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const a = fs.readFileSync(`${dir}/before-${name}`).toString('base64');
const b = fs.readFileSync(`${dir}/after-${name}`).toString('base64');
const out = await page.evaluate(async ([a, b, y0, y1]) => {
  const load = (s) => new Promise((r) => { const i = new Image(); i.onload = () => r(i); i.src = `data:image/png;base64,${s}`; });
  const [x, y] = await Promise.all([load(a), load(b)]);
  const h = y1 - y0, w = x.width;
  const get = (i) => { const cv = new OffscreenCanvas(w, h); const g = cv.getContext('2d'); g.drawImage(i, 0, -y0); return g.getImageData(0, 0, w, h); };
  const p = get(x), q = get(y);
  let minX = 1e9, maxX = -1;
  const d = new ImageData(w, h);
  for (let k = 0; k < p.data.length; k += 4) { const diff = p.data[k] !== q.data[k] || p.data[k+1] !== q.data[k+1] || p.data[k+2] !== q.data[k+2]; if (diff) { const xx = (k/4) % w; minX = Math.min(minX, xx); maxX = Math.max(maxX, xx); } d.data[k] = diff ? 255 : p.data[k]; d.data[k+1] = diff ? 0 : p.data[k+1]; d.data[k+2] = diff ? 0 : p.data[k+2]; d.data[k+3] = 255; }
  const cx0 = Math.max(0, minX - 20), cw = Math.min(w - cx0, maxX - minX + 40);
  const cv = document.createElement('canvas'); cv.width = cw * 3; cv.height = h; const g = cv.getContext('2d');
  const put = (img, i) => { const t = new OffscreenCanvas(w, h); t.getContext('2d').putImageData(img, 0, 0); g.drawImage(t, cx0, 0, cw, h, i * cw, 0, cw, h); };
  put(p, 0); put(q, 1); put(d, 2);
  return { url: cv.toDataURL('image/png'), minX, maxX };
}, [a, b, y0, y1]);
fs.writeFileSync(`/tmp/hp/crop-${name}`, Buffer.from(out.url.split(',')[1], 'base64'));
console.log(out.minX, out.maxX);
await browser.close();
