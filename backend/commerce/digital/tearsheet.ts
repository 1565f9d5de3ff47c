/** A one-page product tearsheet as a real PDF 1.4 (Helvetica, WinAnsi text), built by hand. */
import type { ProductRecord } from '../catalogue/repository';
import { display } from '../money';

/** The prices a tearsheet "with price" prints: the shopper's, and the trade price for trade users only. */
export interface TearsheetPrices {
  trade: boolean;
}

/** Latin-1 bytes for the PDF string; characters outside it become '-'. */
function pdfText(s: string): string {
  return s
    .replace(/[–—]/g, '-')
    .replace(/€/g, '\x80') // the euro sign's place in WinAnsi
    .replace(/[^\x20-\xff]/g, '-')
    .replace(/[\\()]/g, (m) => `\\${m}`);
}

/** Without `prices`, the tearsheet has no price (the default download); with it, the price in the record's currency. */
export function renderTearsheet(p: ProductRecord, artisan: string, city: string, prices?: TearsheetPrices): Buffer[] {
  const lines: [number, string][] = [
    [20, p.name],
    [12, `${artisan}, ${city}`],
    [14, prices ? `Price: ${display(p.price, p.currency)}` : ''],
    [11, prices?.trade ? `Trade price: ${display(p.tradePrice, p.currency)}` : ''],
    [11, p.designer ? `Design: ${p.designer}` : ''],
    [11, `SKU ${p.sku}`],
    [11, `Dimensions: W ${p.widthCm} x H ${p.heightCm} x D ${p.depthCm} cm (W ${(p.widthCm / 2.54).toFixed(1)} x H ${(p.heightCm / 2.54).toFixed(1)} x D ${(p.depthCm / 2.54).toFixed(1)} in)`],
    ...p.properties.filter((x) => !['width', 'height', 'depth', 'designer'].includes(x.name)).map((x): [number, string] => [10, `${x.description}: ${x.value}`]),
    [10, p.shippingTime === 0 ? 'Ready to ship' : p.shippingTime === 99 ? (p.shippingMessage ?? 'Pre-order') : `Ships in ${p.shippingTime} weeks`],
  ];
  const wrap = (text: string, width: number) => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if ((line + ' ' + word).length > width) { out.push(line); line = word; } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    return out;
  };
  let y = 780;
  const ops: string[] = ['BT'];
  for (const [size, text] of lines) {
    if (!text) continue;
    ops.push(`/F1 ${size} Tf`);
    for (const l of wrap(text, size >= 20 ? 45 : 95)) {
      ops.push(`1 0 0 1 56 ${y} Tm (${pdfText(l)}) Tj`);
      y -= size + 8;
    }
    y -= 4;
  }
  for (const l of wrap(p.description, 95)) { ops.push(`/F1 10 Tf 1 0 0 1 56 ${y} Tm (${pdfText(l)}) Tj`); y -= 14; }
  ops.push('/F1 8 Tf 1 0 0 1 56 40 Tm (Casa Maestri - Italian handmade design) Tj', 'ET');
  const content = Buffer.from(ops.join('\n'), 'latin1');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (b: Buffer) => { parts.push(b); length += b.length; };
  objects.forEach((o, i) => { offsets.push(length); push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1')); });
  offsets.push(length);
  push(Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'));
  push(content);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  push(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    + `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return parts;
}
