/** SVG building blocks shared by the product and scene drawings. */

/** Rounds coordinates so the SVG stays short and deterministic. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Collects <defs> entries once per id, so drawings can ask for the same paint many times. */
export class Defs {
  private readonly entries = new Map<string, string>();
  has(id: string): boolean {
    return this.entries.has(id);
  }
  add(id: string, markup: string): string {
    if (!this.entries.has(id)) this.entries.set(id, markup);
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${[...this.entries.values()].join('')}</defs>`;
  }
}

/** Light falls from the left: each solid gets a volume shade over its material. */
export type Shade = 'x' | 'y' | 'r' | 'none';

export function shadeDefs(defs: Defs): void {
  defs.add('sh-x', `<linearGradient id="sh-x" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></linearGradient>`);
  defs.add('sh-y', `<linearGradient id="sh-y" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></linearGradient>`);
  defs.add('sh-r', `<radialGradient id="sh-r" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></radialGradient>`);
  defs.add('shadow', `<radialGradient id="shadow"><stop offset="0" stop-color="#2a1e14" stop-opacity=".55"/><stop offset=".55" stop-color="#2a1e14" stop-opacity=".22"/><stop offset="1" stop-color="#2a1e14" stop-opacity="0"/></radialGradient>`);
  defs.add('gloss', `<linearGradient id="gloss" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`);
  defs.add('glow', `<radialGradient id="glow"><stop offset="0" stop-color="#fff4d6" stop-opacity=".95"/><stop offset=".35" stop-color="#ffe2a8" stop-opacity=".45"/><stop offset="1" stop-color="#ffd68a" stop-opacity="0"/></radialGradient>`);
}

const overlay = (markup: string, shade: Shade): string =>
  shade === 'none' ? '' : markup.replace('FILL', `url(#sh-${shade})`);

/** A path filled with a material, then shaded. */
export function path(d: string, paint: string, shade: Shade = 'x', extra = ''): string {
  const m = `<path d="${d}" fill="FILL"${extra}/>`;
  return m.replace('FILL', paint) + overlay(m, shade);
}

export function rect(x: number, y: number, w: number, h: number, rx: number, paint: string, shade: Shade = 'x', extra = ''): string {
  const m = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="FILL"${extra}/>`;
  return m.replace('FILL', paint) + overlay(m, shade);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, paint: string, shade: Shade = 'r', extra = ''): string {
  const m = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="FILL"${extra}/>`;
  return m.replace('FILL', paint) + overlay(m, shade);
}

/** Soft contact shadow on the floor (a radial gradient: far cheaper than a blur filter). */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)" opacity="${opacity}"/>`;
}

/** A closed path through points with Catmull-Rom smoothing. */
export function smoothPath(points: Array<[number, number]>, closed = true): string {
  const p = points;
  const len = p.length;
  const at = (i: number) => (closed ? p[(i + len) % len] : p[Math.max(0, Math.min(len - 1, i))]);
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  const last = closed ? len : len - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6, c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6, c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/**
 * A turned (lathe) silhouette: profile is [y, radius] from top to bottom around axis cx.
 * Vases, bowls, lamp bases and glasses are all drawn this way.
 */
export function lathePath(cx: number, profile: Array<[number, number]>): string {
  const right = profile.map(([y, r]) => [cx + r, y] as [number, number]);
  const left = [...profile].reverse().map(([y, r]) => [cx - r, y] as [number, number]);
  // Smooth each side, join straight across top and bottom.
  const r = smoothPath(right, false);
  const l = smoothPath(left, false).replace(/^M/, 'L');
  return `${r}${l}Z`;
}

/**
 * librsvg renders any element with `opacity` through an offscreen surface (tens of ms per element at
 * 1600×2000). On single shapes fill/stroke opacity look the same, so rewrite them before rasterising.
 */
export function flattenOpacity(svg: string): string {
  return svg.replace(/<(path|rect|ellipse|circle|polygon)\b([^>]*?) opacity="([^"]+)"([^>]*)>/g, (_m, tag: string, a: string, o: string, b: string) => {
    const attrs = a + b;
    const fill = /fill-opacity=/.test(attrs) ? '' : ` fill-opacity="${o}"`;
    const stroke = /stroke=/.test(attrs) && !/stroke-opacity=/.test(attrs) ? ` stroke-opacity="${o}"` : '';
    return `<${tag}${a}${fill}${stroke}${b}>`;
  });
}
