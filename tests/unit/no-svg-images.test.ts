import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../..');

function filesUnder(dir: string, ending: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ending)).map((f) => path.join(dir, f));
}

/**
 * An SVG drawn as an image (a stylesheet's `url()`, a favicon) is a document of its own, which the
 * page's main thread parses and lays out: 40–90 ms per image on a phone, measured in the trace as
 * IsolatedSVGDocumentHost. Icons are inline `<svg>` elements, PNG masks or CSS shapes instead.
 */
describe('no SVG images on the shop’s pages', () => {
  it('no stylesheet draws an SVG image', () => {
    const offenders = [...filesUnder('components', '.css'), ...filesUnder('app', '.css')].filter((file) =>
      /url\(\s*["']?(?:data:image\/svg|[^)"']*\.svg\b)/i.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the favicon is no SVG (app/icon.svg would link one on every page)', () => {
    expect(fs.readdirSync(path.join(ROOT, 'app')).filter((f) => /^icon\d*\.svg$/.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(ROOT, 'app/favicon.ico'))).toBe(true);
  });
});
