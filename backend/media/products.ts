/**
 * Product drawings. Each subject is drawn in an 800×1000 frame standing on the studio floor at
 * y = FLOOR, centred on x = CX, with proportions varied by the recipe's seed. Every drawing also
 * names a focus box on its main material, which the 'detail' view crops to.
 */
import type { MaterialSwatch, ProductSubject } from '../contracts';
import { isGlass, materialKind, paint, swatchColors } from './materials';
import type { Rng } from './random';
import { Defs, ellipse, floorShadow, lathePath, n, path, rect, smoothPath } from './svg';

export const FLOOR = 800;
export const CX = 400;

export interface Ctx {
  defs: Defs;
  rng: Rng;
  mats: MaterialSwatch[];
}

export interface Drawing {
  body: string;
  /** The box the detail view zooms into (main material). */
  focus: { x: number; y: number; w: number; h: number };
}

/** Paint of the i-th material, falling back to the main one. */
const P = (c: Ctx, i: number): string => paint(c.defs, mat(c, i));
const mat = (c: Ctx, i: number): MaterialSwatch => c.mats[i] ?? c.mats[0];
/** Second material if given, else a sensible wood for frames and legs. */
const frameMat = (c: Ctx): string => (c.mats[1] ? P(c, 1) : paint(c.defs, isGlass(c.mats[0]) ? 'brass' : 'walnut'));
const tone = (c: Ctx, i: number, k: 0 | 1 | 2 | 3): string => swatchColors(mat(c, i))[k];

function leg(x: number, top: number, bottom: number, w: number, paintRef: string, taper = 0.7): string {
  return path(`M${n(x - w / 2)} ${n(top)}L${n(x + w / 2)} ${n(top)}L${n(x + (w * taper) / 2)} ${n(bottom)}L${n(x - (w * taper) / 2)} ${n(bottom)}Z`, paintRef, 'x');
}

/** A thin highlight along a glass or glaze edge. */
function glint(x: number, y1: number, y2: number, w = 6, opacity = 0.55): string {
  return `<rect x="${n(x)}" y="${n(y1)}" width="${n(w)}" height="${n(y2 - y1)}" rx="${n(w / 2)}" fill="#fff" opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------- seating

function armchair(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(400, 480), seatY = r.range(560, 600), backTop = r.range(290, 360), legH = r.range(40, 80);
  const armW = r.range(60, 90), armTop = seatY - r.range(90, 140), x0 = CX - w / 2;
  const base = FLOOR - legH, up = P(c, 0), fr = frameMat(c);
  let s = floorShadow(CX, FLOOR + 4, w * 0.62, 26);
  s += leg(x0 + 40, base - 4, FLOOR, 18, fr) + leg(x0 + w - 40, base - 4, FLOOR, 18, fr);
  s += path(`M${n(x0 + armW - 10)} ${n(seatY)}L${n(x0 + armW - 10)} ${n(backTop + 60)}Q${n(x0 + armW)} ${n(backTop)} ${n(CX)} ${n(backTop - 10)}Q${n(x0 + w - armW)} ${n(backTop)} ${n(x0 + w - armW + 10)} ${n(backTop + 60)}L${n(x0 + w - armW + 10)} ${n(seatY)}Z`, up, 'y');
  s += rect(x0 + armW - 14, seatY - 40, w - 2 * armW + 28, 80, 22, up, 'y');
  s += rect(x0 + 6, base - (base - seatY) - 30, w - 12, base - seatY + 34, 18, up, 'y');
  s += rect(x0, armTop, armW, base - armTop, armW / 2.2, up, 'x') + rect(x0 + w - armW, armTop, armW, base - armTop, armW / 2.2, up, 'x');
  s += `<path d="M${n(x0 + armW + 10)} ${n(seatY + 8)}H${n(x0 + w - armW - 10)}" stroke="#000" stroke-opacity=".18" stroke-width="3"/>`;
  return { body: s, focus: { x: CX - 80, y: backTop + 60, w: 160, h: 200 } };
}

function sofa(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(660, 740), seats = r.int(2, 3), seatY = r.range(590, 620), backTop = r.range(400, 460);
  const legH = r.range(30, 60), armW = r.range(50, 80), x0 = CX - w / 2, base = FLOOR - legH;
  const up = P(c, 0), fr = frameMat(c);
  let s = floorShadow(CX, FLOOR + 4, w * 0.6, 24);
  s += leg(x0 + 50, base - 4, FLOOR, 16, fr) + leg(x0 + w - 50, base - 4, FLOOR, 16, fr);
  s += rect(x0 + armW - 20, backTop, w - 2 * armW + 40, seatY - backTop + 20, 30, up, 'y');
  const cw = (w - 2 * armW) / seats;
  for (let i = 0; i < seats; i++) {
    s += rect(x0 + armW + i * cw + 4, backTop + 16, cw - 8, seatY - backTop - 6, 26, up, 'r');
    s += rect(x0 + armW + i * cw + 2, seatY - 10, cw - 4, 62, 18, up, 'y');
  }
  s += rect(x0 + 4, seatY + 40, w - 8, base - seatY - 36, 14, up, 'y');
  const armTop = seatY - r.range(60, 110);
  s += rect(x0, armTop, armW, base - armTop, armW / 2, up, 'x') + rect(x0 + w - armW, armTop, armW, base - armTop, armW / 2, up, 'x');
  if (c.mats[2]) s += rect(x0 + armW + 20, seatY - 120, 110, 100, 24, P(c, 2), 'r');
  return { body: s, focus: { x: x0 + armW + 20, y: backTop + 40, w: 160, h: 200 } };
}

function diningChair(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(250, 300), seatY = r.range(540, 570), backTop = r.range(200, 290), fr = P(c, 0);
  const seatP = c.mats[1] ? P(c, 1) : fr, x0 = CX - w / 2;
  let s = floorShadow(CX, FLOOR + 4, w * 0.75, 20);
  s += leg(x0 + 34, seatY, FLOOR - 30, 14, fr, 0.8) + leg(x0 + w - 34, seatY, FLOOR - 30, 14, fr, 0.8);
  s += leg(x0 + 10, backTop + 10, FLOOR, 18, fr, 0.75) + leg(x0 + w - 10, backTop + 10, FLOOR, 18, fr, 0.75);
  const style = r.int(0, 2);
  if (style === 0) s += rect(x0 + 8, backTop, w - 16, r.range(70, 110), 12, seatP, 'y');
  else if (style === 1) for (let i = 0; i < 5; i++) s += rect(x0 + 30 + i * ((w - 60) / 4) - 5, backTop + 20, 10, seatY - backTop - 30, 4, fr, 'x');
  else s += rect(x0 + 8, backTop, w - 16, seatY - backTop - 20, 30, seatP, 'r');
  s += rect(x0 + 4, backTop - 6, w - 8, 22, 10, fr, 'y');
  s += rect(x0 - 6, seatY - 24, w + 12, 40, 12, seatP, 'y');
  s += rect(x0 + 16, FLOOR - 110, w - 32, 8, 3, fr, 'y');
  return { body: s, focus: { x: x0 + 10, y: seatY - 120, w: 120, h: 150 } };
}

function stool(c: Ctx): Drawing {
  const r = c.rng;
  const h = r.range(300, 480), rw = r.range(110, 160), top = FLOOR - h, fr = c.mats[1] ? P(c, 1) : P(c, 0);
  let s = floorShadow(CX, FLOOR + 4, rw * 1.5, 18);
  for (const dx of [-1, 1]) s += path(`M${n(CX + dx * rw * 0.45)} ${n(top + 20)}L${n(CX + dx * rw * 0.45 + 9)} ${n(top + 20)}L${n(CX + dx * rw * 1.05 + 6)} ${n(FLOOR)}L${n(CX + dx * rw * 1.05 - 6)} ${n(FLOOR)}Z`, fr, 'x');
  s += leg(CX, top + 20, FLOOR - 10, 14, fr, 0.9);
  s += ellipse(CX, FLOOR - h * 0.33, rw * 0.86, 14, 'none', 'none', ` stroke="${tone(c, 1, 2)}" stroke-width="7" fill-opacity="0"`);
  s += rect(CX - rw, top, rw * 2, 36, 16, P(c, 0), 'y') + ellipse(CX, top + 4, rw - 4, 16, P(c, 0), 'r');
  return { body: s, focus: { x: CX - 80, y: top - 20, w: 160, h: 200 } };
}

function bench(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(600, 720), h = r.range(220, 300), th = r.range(36, 70), top = FLOOR - h, x0 = CX - w / 2;
  const fr = c.mats[1] ? P(c, 1) : P(c, 0);
  let s = floorShadow(CX, FLOOR + 4, w * 0.58, 20);
  const slab = r() > 0.5;
  if (slab) s += rect(x0 + 40, top, 40, h, 4, fr, 'x') + rect(x0 + w - 80, top, 40, h, 4, fr, 'x');
  else for (const x of [x0 + 50, x0 + 80, x0 + w - 80, x0 + w - 50]) s += leg(x, top, FLOOR, 16, fr);
  s += rect(x0, top - th, w, th, 6, P(c, 0), 'y');
  if (c.mats[2]) s += rect(x0 + 20, top - th - 40, w * 0.55, 42, 18, P(c, 2), 'y');
  return { body: s, focus: { x: CX - 80, y: top - th - 60, w: 160, h: 200 } };
}

function outdoorChair(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(360, 430), seatY = r.range(580, 620), backTop = r.range(260, 340), x0 = CX - w / 2;
  const weaveP = P(c, 0), fr = c.mats[1] ? P(c, 1) : paint(c.defs, 'bronze');
  let s = floorShadow(CX, FLOOR + 4, w * 0.64, 22);
  s += path(`M${n(x0 + 30)} ${n(seatY)}L${n(x0 + 60)} ${n(backTop)}L${n(x0 + w - 60)} ${n(backTop)}L${n(x0 + w - 30)} ${n(seatY)}Z`, weaveP, 'y');
  s += rect(x0 + 10, seatY - 20, w - 20, 50, 14, weaveP, 'y');
  s += `<path d="M${n(x0 + 12)} ${FLOOR}L${n(x0 + 40)} ${n(seatY + 20)}L${n(x0 + 60)} ${n(backTop)}M${n(x0 + w - 12)} ${FLOOR}L${n(x0 + w - 40)} ${n(seatY + 20)}L${n(x0 + w - 60)} ${n(backTop)}M${n(x0 + 4)} ${n(seatY - 90)}H${n(x0 + 90)}M${n(x0 + w - 4)} ${n(seatY - 90)}H${n(x0 + w - 90)}M${n(x0 + 20)} ${n(seatY - 90)}L${n(x0 + 20)} ${FLOOR}M${n(x0 + w - 20)} ${n(seatY - 90)}L${n(x0 + w - 20)} ${FLOOR}" stroke="${fr}" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  s += rect(x0 + 40, seatY - 46, w - 80, 40, 18, paint(c.defs, c.mats[2] ?? 'linen-sand'), 'y');
  return { body: s, focus: { x: CX - 80, y: backTop + 40, w: 160, h: 200 } };
}

// ---------------------------------------------------------------- tables and storage

/** A table top seen slightly from above: an edge band under an elliptical or rectangular face. */
function tableTop(c: Ctx, cx: number, y: number, w: number, depth: number, th: number, round: boolean, p: string): string {
  if (round) return ellipse(cx, y + th, w / 2, depth / 2, p, 'x') + rect(cx - w / 2, y, w, th, 0, p, 'x') + ellipse(cx, y, w / 2, depth / 2, p, 'r');
  return rect(cx - w / 2, y, w, th, 3, p, 'x') + path(`M${n(cx - w / 2 + depth * 0.35)} ${n(y - depth)}H${n(cx + w / 2 - depth * 0.35)}L${n(cx + w / 2)} ${n(y)}H${n(cx - w / 2)}Z`, p, 'y');
}

function diningTable(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(620, 720), h = r.range(330, 380), th = r.range(24, 40), top = FLOOR - h, round = r() > 0.6;
  const topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : topP;
  let s = floorShadow(CX, FLOOR + 4, w * 0.58, 24);
  if (round) s += path(`M${n(CX - 50)} ${n(top + th)}H${n(CX + 50)}L${n(CX + 30)} ${n(FLOOR - 30)}H${n(CX - 30)}Z`, fr, 'x') + ellipse(CX, FLOOR - 16, 140, 20, fr, 'x');
  else {
    const trestle = r() > 0.5;
    for (const x of [CX - w / 2 + 60, CX + w / 2 - 60]) s += trestle ? path(`M${n(x - 14)} ${n(top)}H${n(x + 14)}L${n(x + 40)} ${FLOOR}H${n(x - 40)}Z`, fr, 'x') : leg(x, top, FLOOR, 26, fr, 0.8);
  }
  s += tableTop(c, CX, top, round ? w * 0.9 : w, round ? 120 : 70, th, round, topP);
  return { body: s, focus: { x: CX - 80, y: top - 140, w: 160, h: 200 } };
}

function coffeeTable(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(520, 640), h = r.range(150, 210), th = r.range(30, 60), top = FLOOR - h;
  const topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : topP;
  let s = floorShadow(CX, FLOOR + 4, w * 0.6, 30);
  if (r() > 0.5) s += rect(CX - w * 0.22, top, w * 0.44, h, 6, fr, 'x');
  else for (const x of [CX - w * 0.38, CX + w * 0.38]) s += leg(x, top, FLOOR, 20, fr, 0.8);
  s += tableTop(c, CX, top, w, 150, th, true, topP);
  return { body: s, focus: { x: CX - 80, y: top - 80, w: 160, h: 200 } };
}

function sideTable(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(240, 320), h = r.range(300, 420), top = FLOOR - h, topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : topP;
  let s = floorShadow(CX, FLOOR + 4, w * 0.7, 20);
  const stemW = r.range(30, 90);
  s += ellipse(CX, FLOOR - 12, w * 0.32, 16, fr, 'x') + rect(CX - w * 0.32, FLOOR - 24, w * 0.64, 12, 2, fr, 'x');
  s += path(`M${n(CX - stemW / 2)} ${n(top + 20)}H${n(CX + stemW / 2)}L${n(CX + stemW * 0.7)} ${n(FLOOR - 20)}H${n(CX - stemW * 0.7)}Z`, fr, 'x');
  s += tableTop(c, CX, top, w, 70, 26, true, topP);
  return { body: s, focus: { x: CX - 70, y: top - 60, w: 140, h: 175 } };
}

function consoleTable(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(600, 720), h = r.range(380, 440), th = r.range(20, 34), top = FLOOR - h, x0 = CX - w / 2;
  const topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : topP;
  let s = floorShadow(CX, FLOOR + 4, w * 0.55, 14);
  for (const x of [x0 + 24, x0 + w - 24]) s += leg(x, top, FLOOR, 14, fr, 1);
  s += rect(x0 + 20, FLOOR - 90, w - 40, 14, 2, fr, 'y');
  s += tableTop(c, CX, top, w, 30, th, false, topP);
  s += vaseShape(c, CX + w * 0.25, top - 30, 50, 150, c.mats[2] ?? 'ceramic-majolica');
  return { body: s, focus: { x: CX - 80, y: top - 60, w: 160, h: 200 } };
}

function desk(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(600, 700), h = 360, top = FLOOR - h, x0 = CX - w / 2, topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : topP;
  let s = floorShadow(CX, FLOOR + 4, w * 0.6, 20);
  s += leg(x0 + 30, top, FLOOR, 18, fr, 0.8);
  const dw = r.range(170, 220);
  s += rect(x0 + w - dw - 10, top + 20, dw, h - 40, 4, topP, 'x');
  for (let i = 0; i < 3; i++) {
    const dy = top + 30 + i * ((h - 60) / 3);
    s += `<rect x="${n(x0 + w - dw)}" y="${n(dy)}" width="${n(dw - 20)}" height="${n((h - 60) / 3 - 8)}" rx="3" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="2"/>`;
    s += rect(x0 + w - dw / 2 - 30, dy + 30, 40, 8, 4, paint(c.defs, 'brass'), 'x');
  }
  s += rect(x0 + w - dw, FLOOR - 20, dw - 20, 20, 0, fr, 'y');
  s += tableTop(c, CX, top, w, 50, 26, false, topP);
  s += tableLampShape(c, x0 + 110, top - 50, 0.5);
  return { body: s, focus: { x: x0 + w - dw - 10, y: top + 20, w: 160, h: 200 } };
}

function bookcase(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(360, 460), h = r.range(620, 700), top = FLOOR - h, x0 = CX - w / 2, fr = P(c, 0);
  const shelves = r.int(4, 5), gap = (h - 30) / shelves;
  let s = floorShadow(CX, FLOOR + 4, w * 0.62, 16);
  s += rect(x0, top, w, h, 4, fr, 'x');
  s += `<rect x="${n(x0 + 18)}" y="${n(top + 18)}" width="${n(w - 36)}" height="${n(h - 36)}" fill="#1a120c" opacity=".45"/>`;
  const bookColors = ['#6e2f24', '#1f3b35', '#c9b48a', '#2c3e5c', '#a8683a', '#e6dccb', '#3a3330', '#7a6a3a'];
  for (let i = 0; i < shelves; i++) {
    const sy = top + 18 + (i + 1) * gap - 12;
    let bx = x0 + 26 + r.range(0, 20);
    const end = x0 + w - 26;
    while (bx < end - 40) {
      if (r() < 0.18) { s += vaseShape(c, bx + 34, sy - gap * 0.62, 24, gap * 0.6, c.mats[1] ?? r.pick(['ceramic-cobalt', 'murano-glass-amber', 'terracotta'] as const)); bx += 80; continue; }
      const count = r.int(3, 9);
      for (let k = 0; k < count && bx < end - 14; k++) {
        const bw = r.range(10, 22), bh = gap * r.range(0.55, 0.82);
        s += `<rect x="${n(bx)}" y="${n(sy - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${r.pick(bookColors)}"/><rect x="${n(bx)}" y="${n(sy - bh)}" width="${n(bw)}" height="${n(bh)}" fill="url(#sh-x)"/>`;
        bx += bw + 1;
      }
      bx += r.range(20, 60);
    }
    s += rect(x0 + 14, sy, w - 28, 16, 0, fr, 'y');
  }
  return { body: s, focus: { x: x0, y: top + 80, w: 160, h: 200 } };
}

function sideboard(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(620, 720), bh = r.range(260, 320), legH = r.range(50, 110), x0 = CX - w / 2, top = FLOOR - legH - bh;
  const body = P(c, 0), fr = c.mats[1] ? P(c, 1) : body;
  let s = floorShadow(CX, FLOOR + 4, w * 0.58, 16);
  for (const x of [x0 + 40, x0 + w - 40]) s += leg(x, FLOOR - legH - 4, FLOOR, 16, fr, 0.7);
  s += rect(x0, top, w, bh, 6, body, 'x');
  const doors = r.int(2, 4), dw = (w - 20) / doors, fluted = r() > 0.4;
  for (let i = 0; i < doors; i++) {
    const dx = x0 + 10 + i * dw;
    s += `<rect x="${n(dx + 2)}" y="${n(top + 12)}" width="${n(dw - 4)}" height="${n(bh - 24)}" rx="3" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="2"/>`;
    if (fluted) for (let f = dx + 14; f < dx + dw - 8; f += 14) s += `<rect x="${n(f - 4)}" y="${n(top + 14)}" width="8" height="${n(bh - 28)}" rx="4" fill="url(#sh-x)"/>`;
    s += rect(dx + (i % 2 ? 14 : dw - 22), top + bh / 2 - 30, 8, 60, 4, paint(c.defs, 'brass'), 'x');
  }
  s += rect(x0 - 8, top - 18, w + 16, 20, 3, c.mats[2] ? P(c, 2) : body, 'y');
  s += vaseShape(c, x0 + w * 0.75, top - 18, 44, 170, r.pick(['murano-glass-amber', 'ceramic-cobalt', 'terracotta', 'porcelain-white'] as const));
  s += bowlShape(c, x0 + w * 0.3, top - 18, 80, 34, r.pick(['brass', 'travertine', 'ceramic-majolica'] as const));
  return { body: s, focus: { x: x0 + 40, y: top + 30, w: 160, h: 200 } };
}

function bed(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(640, 720), x0 = CX - w / 2, headTop = r.range(330, 400), frameY = r.range(600, 640);
  const head = P(c, 0), frame = c.mats[1] ? P(c, 1) : head, throwP = paint(c.defs, c.mats[2] ?? 'linen-sand');
  let s = floorShadow(CX, FLOOR + 4, w * 0.62, 26);
  s += rect(x0 + 20, headTop, w - 40, frameY - headTop, r() > 0.5 ? 40 : 6, head, 'y');
  if (r() > 0.4) for (let x = x0 + 60; x < x0 + w - 40; x += 60) s += `<rect x="${n(x - 4)}" y="${n(headTop + 10)}" width="8" height="${n(frameY - headTop - 20)}" fill="#000" opacity=".08"/>`;
  s += rect(x0 + 110, frameY - 110, 200, 90, 30, paint(c.defs, 'porcelain-white'), 'r') + rect(x0 + w - 310, frameY - 110, 200, 90, 30, paint(c.defs, 'porcelain-white'), 'r');
  s += path(`M${n(x0 + 40)} ${n(frameY - 40)}L${n(x0 + w - 40)} ${n(frameY - 40)}L${n(x0 + w)} ${n(FLOOR - 60)}L${n(x0)} ${n(FLOOR - 60)}Z`, paint(c.defs, 'linen-sand'), 'y');
  s += path(`M${n(x0 + 30)} ${n(frameY)}L${n(x0 + w - 30)} ${n(frameY)}L${n(x0 + w + 8)} ${n(FLOOR - 40)}L${n(x0 - 8)} ${n(FLOOR - 40)}Z`, throwP, 'y');
  s += rect(x0 - 10, FLOOR - 70, w + 20, 44, 6, frame, 'x');
  s += leg(x0 + 20, FLOOR - 26, FLOOR, 18, frame) + leg(x0 + w - 20, FLOOR - 26, FLOOR, 18, frame);
  return { body: s, focus: { x: CX - 80, y: headTop + 10, w: 160, h: 200 } };
}

function mirror(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(300, 380), h = r.range(560, 660), top = FLOOR - h - 10, x0 = CX - w / 2, frame = P(c, 0);
  const arch = r() > 0.5;
  const outline = (inset: number) => arch
    ? `M${n(x0 + inset)} ${n(FLOOR - 10 - inset)}V${n(top + w / 2)}A${n(w / 2 - inset)} ${n(w / 2 - inset)} 0 0 1 ${n(x0 + w - inset)} ${n(top + w / 2)}V${n(FLOOR - 10 - inset)}Z`
    : `M${n(x0 + inset)} ${n(top + inset)}H${n(x0 + w - inset)}V${n(FLOOR - 10 - inset)}H${n(x0 + inset)}Z`;
  c.defs.add('mirror-glass', `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset=".45" stop-color="#b9c3c6"/><stop offset=".5" stop-color="#f4f7f8"/><stop offset=".58" stop-color="#aab4b8"/><stop offset="1" stop-color="#7d878b"/></linearGradient>`);
  let s = floorShadow(CX, FLOOR + 2, w * 0.6, 14);
  s += path(outline(0), frame, 'x') + path(outline(22), 'url(#mirror-glass)', 'none');
  s += `<path d="${outline(22)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
  return { body: s, focus: { x: x0 - 10, y: top + h * 0.4, w: 120, h: 150 } };
}

// ---------------------------------------------------------------- lighting

function shadeShape(c: Ctx, cx: number, top: number, w: number, h: number, m: MaterialSwatch, kind: number): string {
  const p = paint(c.defs, m);
  if (kind === 0) return path(`M${n(cx - w * 0.3)} ${n(top)}H${n(cx + w * 0.3)}L${n(cx + w / 2)} ${n(top + h)}H${n(cx - w / 2)}Z`, p, 'x') + ellipse(cx, top + h, w / 2, h * 0.07, '#fff6dc', 'none', ' opacity=".9"');
  if (kind === 1) return path(`M${n(cx - w / 2)} ${n(top + h)}C${n(cx - w / 2)} ${n(top)} ${n(cx + w / 2)} ${n(top)} ${n(cx + w / 2)} ${n(top + h)}Z`, p, 'x') + ellipse(cx, top + h, w / 2, h * 0.08, '#fff4d0', 'none', ' opacity=".95"');
  return ellipse(cx, top + h / 2, w / 2, h / 2, p, 'r') + glint(cx - w * 0.3, top + h * 0.25, top + h * 0.6, 8, 0.5);
}

function pendantLamp(c: Ctx): Drawing {
  const r = c.rng;
  const w = r.range(300, 440), h = r.range(180, 300), top = r.range(300, 380), shadeM = c.mats[0], fit = c.mats[1] ? P(c, 1) : paint(c.defs, 'brass');
  const kind = isGlass(shadeM) ? 2 : r.int(0, 1);
  let s = `<rect x="${CX - 2}" y="0" width="4" height="${n(top)}" fill="#2a2420"/>` + rect(CX - 40, 0, 80, 14, 3, fit, 'x');
  s += rect(CX - 16, top - 36, 32, 40, 6, fit, 'x');
  s += `<ellipse cx="${CX}" cy="${n(top + h * 1.2)}" rx="${n(w * 0.9)}" ry="${n(h * 0.9)}" fill="url(#glow)" opacity=".55"/>`;
  s += shadeShape(c, CX, top, w, h, shadeM, kind);
  s += floorShadow(CX, FLOOR + 10, w * 0.5, 12, 0.35);
  return { body: s, focus: { x: CX - 80, y: top + 10, w: 160, h: 200 } };
}

function tableLampShape(c: Ctx, cx: number, baseY: number, scale: number): string {
  const r = c.rng, k = scale;
  const bh = r.range(200, 300) * k, bw = r.range(70, 120) * k, sh = r.range(150, 210) * k, sw = r.range(220, 320) * k;
  const baseM = c.mats[0], shadeM: MaterialSwatch = c.mats[1] ?? 'linen-sand';
  let s = floorShadow(cx, baseY + 4, sw * 0.6, 16 * k);
  s += `<ellipse cx="${n(cx)}" cy="${n(baseY - bh - sh * 0.2)}" rx="${n(sw * 1.2)}" ry="${n(sh * 1.4)}" fill="url(#glow)" opacity=".5"/>`;
  s += path(lathePath(cx, [[baseY - bh, bw * 0.18], [baseY - bh * 0.85, bw * 0.35], [baseY - bh * 0.45, bw * 0.5], [baseY - bh * 0.1, bw * 0.4], [baseY, bw * 0.42]]), paint(c.defs, baseM), 'x');
  s += rect(cx - 3 * k, baseY - bh - 30 * k, 6 * k, 34 * k, 2, paint(c.defs, 'brass'), 'x');
  s += shadeShape(c, cx, baseY - bh - sh + 10 * k, sw, sh, shadeM, 0);
  return s;
}

function tableLamp(c: Ctx): Drawing {
  return { body: tableLampShape(c, CX, FLOOR, 1.2), focus: { x: CX - 60, y: FLOOR - 200, w: 120, h: 150 } };
}

function floorLamp(c: Ctx): Drawing {
  const r = c.rng;
  const top = r.range(170, 260), metal = P(c, 0), shadeM: MaterialSwatch = c.mats[1] ?? 'linen-sand';
  const arc = r() > 0.5;
  let s = floorShadow(CX, FLOOR + 4, 160, 16);
  s += ellipse(CX, FLOOR - 12, 90, 16, c.mats[2] ? P(c, 2) : paint(c.defs, 'carrara-marble'), 'x') + rect(CX - 90, FLOOR - 28, 180, 16, 2, c.mats[2] ? P(c, 2) : paint(c.defs, 'carrara-marble'), 'x');
  if (arc) {
    const ex = CX + r.range(180, 240);
    s += `<path d="M${CX} ${FLOOR - 20}V${n(top + 140)}Q${CX} ${n(top - 40)} ${n(ex)} ${n(top + 20)}" stroke="${metal}" stroke-width="12" fill="none"/>`;
    s += `<ellipse cx="${n(ex)}" cy="${n(top + 190)}" rx="200" ry="180" fill="url(#glow)" opacity=".5"/>`;
    s += shadeShape(c, ex, top + 20, 200, 120, shadeM, 1);
  } else {
    s += `<ellipse cx="${CX}" cy="${n(top + 60)}" rx="240" ry="220" fill="url(#glow)" opacity=".5"/>`;
    s += rect(CX - 6, top + 100, 12, FLOOR - top - 120, 6, metal, 'x');
    s += shadeShape(c, CX, top, 260, 180, shadeM, 0);
  }
  return { body: s, focus: { x: CX - 60, y: FLOOR - 260, w: 120, h: 150 } };
}

function wallLamp(c: Ctx): Drawing {
  const r = c.rng;
  const y = r.range(360, 440), metal = P(c, 0), shadeM: MaterialSwatch = c.mats[1] ?? 'murano-glass-clear';
  let s = `<ellipse cx="${CX + 40}" cy="${n(y + 40)}" rx="110" ry="170" fill="url(#shadow)" opacity=".35"/>`;
  s += `<ellipse cx="${CX}" cy="${n(y - 40)}" rx="260" ry="300" fill="url(#glow)" opacity=".6"/>`;
  s += rect(CX - 45, y - 80, 90, 160, 45, metal, 'x');
  s += `<path d="M${CX} ${n(y)}Q${CX + 120} ${n(y)} ${CX + 120} ${n(y - 120)}" stroke="${metal}" stroke-width="14" fill="none"/>`;
  s += shadeShape(c, CX + 120, y - 300, 200, 200, shadeM, isGlass(shadeM) ? 2 : 1);
  return { body: s, focus: { x: CX - 45, y: y - 80, w: 100, h: 125 } };
}

function chandelier(c: Ctx): Drawing {
  const r = c.rng;
  const arms = r.int(3, 5), span = r.range(260, 340), y = r.range(420, 480), metal = c.mats[1] ? P(c, 1) : paint(c.defs, 'brass');
  const glassM = c.mats[0];
  let s = `<rect x="${CX - 3}" y="0" width="6" height="${n(y - 120)}" fill="#2a2420"/>`;
  s += `<ellipse cx="${CX}" cy="${n(y - 60)}" rx="${n(span * 1.6)}" ry="${n(span * 1.2)}" fill="url(#glow)" opacity=".55"/>`;
  s += path(lathePath(CX, [[y - 140, 10], [y - 90, 26], [y - 40, 14], [y, 40], [y + 40, 12], [y + 90, 4]]), paint(c.defs, glassM), 'x');
  for (let i = 0; i < arms; i++) {
    const t = arms === 1 ? 0 : i / (arms - 1) - 0.5, ax = CX + t * span * 2, depth = 1 - Math.abs(t);
    s += `<path d="M${CX} ${n(y)}C${n(CX + t * span)} ${n(y + 60 + depth * 20)} ${n(ax)} ${n(y + 40)} ${n(ax)} ${n(y - 20)}" stroke="${metal}" stroke-width="8" fill="none"/>`;
    s += path(lathePath(ax, [[y - 70, 8], [y - 50, 30], [y - 26, 22], [y - 16, 34], [y - 6, 8]]), paint(c.defs, glassM), 'x');
    s += rect(ax - 7, y - 130, 14, 64, 3, '#f7f1e4', 'x') + ellipse(ax, y - 140, 7, 12, '#ffd27a', 'none') + `<ellipse cx="${n(ax)}" cy="${n(y - 140)}" rx="60" ry="60" fill="url(#glow)"/>`;
    for (let d = 0; d < 3; d++) s += ellipse(ax + (d - 1) * 12, y + 10 + d * 14, 6, 12, paint(c.defs, glassM), 'r');
  }
  s += floorShadow(CX, FLOOR + 10, span, 12, 0.25);
  return { body: s, focus: { x: CX - 60, y: y - 110, w: 120, h: 150 } };
}

// ---------------------------------------------------------------- decor and tableware

function vaseProfile(r: Rng, top: number, h: number, w: number): Array<[number, number]> {
  const neck = r.range(0.18, 0.4), belly = r.range(0.35, 0.7), foot = r.range(0.3, 0.5);
  return [[top, w * neck * 1.2], [top + h * 0.12, w * neck], [top + h * belly * 0.6, w * 0.8], [top + h * belly, w], [top + h * 0.86, w * 0.75], [top + h * 0.97, w * foot], [top + h, w * foot]];
}

function vaseShape(c: Ctx, cx: number, baseY: number, w: number, h: number, m: MaterialSwatch): string {
  const p = paint(c.defs, m), top = baseY - h;
  let s = floorShadow(cx + w * 0.2, baseY + 2, w * 1.3, Math.max(6, w * 0.16));
  s += path(lathePath(cx, vaseProfile(c.rng, top, h, w)), p, 'x');
  s += ellipse(cx, top + 1, w * 0.3, w * 0.06, swatchColors(m)[2], 'none', ' opacity=".8"');
  s += glint(cx - w * 0.55, top + h * 0.35, top + h * 0.7, Math.max(2, w * 0.07), isGlass(m) ? 0.6 : 0.35);
  return s;
}

function vase(c: Ctx): Drawing {
  const r = c.rng, h = r.range(420, 560), w = r.range(110, 190);
  let s = vaseShape(c, CX, FLOOR, w, h, c.mats[0]);
  if (c.mats[1]) s += vaseShape(c, CX + w + 80, FLOOR, w * 0.55, h * 0.5, c.mats[1]);
  return { body: s, focus: { x: CX - 60, y: FLOOR - h * 0.55, w: 120, h: 150 } };
}

function bowlShape(c: Ctx, cx: number, baseY: number, w: number, h: number, m: MaterialSwatch): string {
  const p = paint(c.defs, m), top = baseY - h, col = swatchColors(m);
  let s = floorShadow(cx + w * 0.1, baseY + 2, w * 1.15, w * 0.12);
  s += path(`M${n(cx - w)} ${n(top)}C${n(cx - w)} ${n(top + h * 0.9)} ${n(cx - w * 0.4)} ${n(baseY)} ${n(cx - w * 0.3)} ${n(baseY)}H${n(cx + w * 0.3)}C${n(cx + w * 0.4)} ${n(baseY)} ${n(cx + w)} ${n(top + h * 0.9)} ${n(cx + w)} ${n(top)}Z`, p, 'x');
  s += ellipse(cx, top, w, w * 0.2, col[2], 'none') + ellipse(cx, top + w * 0.03, w * 0.92, w * 0.16, p, 'r', ' opacity=".85"');
  return s;
}

function bowl(c: Ctx): Drawing {
  const r = c.rng, w = r.range(220, 300), h = r.range(120, 200);
  let s = bowlShape(c, CX, FLOOR, w, h, c.mats[0]);
  if (c.mats[1]) s += bowlShape(c, CX + w * 0.5, FLOOR + 30, w * 0.45, h * 0.45, c.mats[1]);
  return { body: s, focus: { x: CX - 80, y: FLOOR - h - 20, w: 160, h: 200 } };
}

function candleHolder(c: Ctx): Drawing {
  const r = c.rng, count = r.int(1, 3), p = P(c, 0);
  let s = '';
  for (let i = 0; i < count; i++) {
    const cx = CX + (i - (count - 1) / 2) * 170, h = r.range(220, 420), top = FLOOR - h;
    s += floorShadow(cx + 20, FLOOR + 2, 90, 12);
    s += `<ellipse cx="${n(cx)}" cy="${n(top - 150)}" rx="90" ry="110" fill="url(#glow)"/>`;
    s += path(lathePath(cx, [[top, 34], [top + 14, 26], [top + 30, 12], [top + h * 0.5, 9 + r.range(0, 8)], [top + h * 0.62, 16], [top + h * 0.7, 10], [FLOOR - 24, 14], [FLOOR - 8, 60], [FLOOR, 62]]), p, 'x');
    s += rect(cx - 14, top - 110 + r.range(0, 30), 28, 120, 4, '#f6efe0', 'x');
    s += path(`M${n(cx)} ${n(top - 150)}q9 16 0 28q-9-12 0-28Z`, '#ffcf6a', 'none');
  }
  return { body: s, focus: { x: CX - 60, y: FLOOR - 140, w: 120, h: 150 } };
}

function tray(c: Ctx): Drawing {
  const r = c.rng, w = r.range(520, 620), d = r.range(160, 220), y = FLOOR - 40, p = P(c, 0), col = tone(c, 0, 2);
  let s = floorShadow(CX, FLOOR, w * 0.6, d * 0.35);
  s += rect(CX - w / 2, y - d / 2, w, d + 24, d * 0.4, p, 'y');
  s += `<rect x="${n(CX - w / 2 + 16)}" y="${n(y - d / 2 + 12)}" width="${n(w - 32)}" height="${n(d - 20)}" rx="${n(d * 0.34)}" fill="${col}" opacity=".35"/>`;
  s += vaseShape(c, CX - w * 0.18, y + 10, 34, 150, c.mats[1] ?? 'murano-glass-clear');
  s += bowlShape(c, CX + w * 0.14, y + 14, 70, 40, c.mats[2] ?? 'porcelain-white');
  return { body: s, focus: { x: CX + w * 0.2, y: y - d / 2, w: 100, h: 125 } };
}

function sculpture(c: Ctx): Drawing {
  const r = c.rng, p = P(c, 0), plinthP = c.mats[1] ? P(c, 1) : paint(c.defs, 'travertine');
  const ph = r.range(220, 300), top = FLOOR - ph;
  let s = floorShadow(CX, FLOOR + 4, 200, 20) + rect(CX - 130, top, 260, ph, 2, plinthP, 'x') + rect(CX - 130, top - 10, 260, 14, 2, plinthP, 'y');
  const form = r.int(0, 2);
  if (form === 0) {
    let y = top - 10;
    for (let i = 0; i < r.int(3, 5); i++) { const rx = r.range(50, 110), ry = r.range(26, 46); s += ellipse(CX + r.range(-20, 20), y - ry, rx, ry, p, 'r'); y -= ry * 1.7; }
  } else if (form === 1) {
    const h = r.range(320, 420), w = r.range(160, 220);
    s += path(`M${n(CX - w / 2)} ${n(top - 10)}V${n(top - h + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(CX + w / 2)} ${n(top - h + w / 2)}V${n(top - 10)}H${n(CX + w / 4)}V${n(top - h + w / 2)}A${n(w / 4)} ${n(w / 4)} 0 0 0 ${n(CX - w / 4)} ${n(top - h + w / 2)}V${n(top - 10)}Z`, p, 'x');
  } else {
    const pts: Array<[number, number]> = Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2, rr = r.range(80, 140);
      return [CX + Math.cos(a) * rr * 0.8, top - 170 + Math.sin(a) * rr * 1.1];
    });
    s += path(smoothPath(pts), p, 'r') + ellipse(CX + 10, top - 170, 28, 46, '#000', 'none', ' opacity=".35"');
  }
  return { body: s, focus: { x: CX - 60, y: top - 220, w: 120, h: 150 } };
}

function plateSet(c: Ctx): Drawing {
  const r = c.rng, p = P(c, 0), w = r.range(210, 250), rim = c.mats[1] ? P(c, 1) : p, col = tone(c, 0, 2);
  let s = floorShadow(CX + 60, FLOOR + 6, 340, 40);
  // Stack of plates on the floor, one leaning plate behind.
  const lean = CX - 60;
  s += ellipse(lean, FLOOR - w - 20, w, w, rim, 'r') + ellipse(lean, FLOOR - w - 20, w * 0.72, w * 0.72, p, 'r');
  s += `<circle cx="${n(lean)}" cy="${n(FLOOR - w - 20)}" r="${n(w * 0.72)}" fill="none" stroke="${col}" stroke-width="3" opacity=".6"/>`;
  const stackX = CX + 90;
  for (let i = 0; i < r.int(3, 5); i++) {
    const y = FLOOR - 10 - i * 16;
    s += ellipse(stackX, y + 6, w * 0.85, w * 0.2, col, 'none') + ellipse(stackX, y, w * 0.85, w * 0.2, rim, 'x');
  }
  s += ellipse(stackX, FLOOR - 10 - r.int(3, 5) * 16 + 4, w * 0.55, w * 0.12, p, 'r');
  s += bowlShape(c, stackX, FLOOR - 60, 100, 60, c.mats[0]);
  return { body: s, focus: { x: lean - 60, y: FLOOR - w - 100, w: 120, h: 150 } };
}

function glassware(c: Ctx): Drawing {
  const r = c.rng, m = c.mats[0], p = P(c, 0);
  let s = '';
  const shapes = [
    // tumbler
    (cx: number) => path(lathePath(cx, [[FLOOR - 220, 70], [FLOOR - 20, 60], [FLOOR, 60]]), p, 'x'),
    // wine glass
    (cx: number) => path(lathePath(cx, [[FLOOR - 380, 72], [FLOOR - 300, 80], [FLOOR - 230, 40], [FLOOR - 200, 6], [FLOOR - 20, 5], [FLOOR - 6, 60], [FLOOR, 62]]), p, 'x'),
    // carafe
    (cx: number) => path(lathePath(cx, [[FLOOR - 480, 34], [FLOOR - 440, 28], [FLOOR - 320, 34], [FLOOR - 200, 110], [FLOOR - 40, 112], [FLOOR, 100]]), p, 'x'),
  ];
  const order = r() > 0.5 ? [2, 1, 0] : [1, 2, 0];
  order.forEach((k, i) => {
    const cx = CX + (i - 1) * 210;
    s += floorShadow(cx + 30, FLOOR + 4, 120, 14, 0.6) + `<ellipse cx="${n(cx + 40)}" cy="${FLOOR + 6}" rx="90" ry="10" fill="${swatchColors(m)[1]}" opacity=".35"/>`;
    s += shapes[k](cx);
    s += glint(cx - 44, FLOOR - (k === 2 ? 380 : k === 1 ? 360 : 200), FLOOR - (k === 1 ? 280 : 60), 8, 0.7);
  });
  return { body: s, focus: { x: CX - 60, y: FLOOR - 300, w: 120, h: 150 } };
}

function cutlery(c: Ctx): Drawing {
  const r = c.rng, p = P(c, 0), edge = ` stroke="${tone(c, 0, 3)}" stroke-width="2" stroke-opacity=".6"`;
  const clothMat = c.mats[1] && ['linen', 'velvet', 'silk', 'wool', 'boucle', 'leather', 'weave'].includes(materialKind(c.mats[1])) ? c.mats[1] : 'linen-sand';
  const cloth = paint(c.defs, clothMat);
  const top = 250, len = r.range(420, 480);
  let s = floorShadow(CX, FLOOR + 4, 320, 30) + path(`M${CX - 260} ${top - 40}L${CX + 250} ${top - 60}L${CX + 270} ${FLOOR}L${CX - 280} ${FLOOR - 10}Z`, cloth, 'y');
  const fork = (x: number) => path(`M${x - 26} ${top}V${top + 80}Q${x - 26} ${top + 120} ${x - 6} ${top + 130}L${x - 8} ${n(top + len)}Q${x} ${n(top + len + 12)} ${x + 8} ${n(top + len)}L${x + 6} ${top + 130}Q${x + 26} ${top + 120} ${x + 26} ${top + 80}V${top}H${x + 18}V${top + 80}H${x + 10}V${top}H${x + 3}V${top + 80}H${x - 3}V${top}H${x - 10}V${top + 80}H${x - 18}V${top}Z`, p, 'x', edge);
  const knife = (x: number) => path(`M${x - 12} ${top}Q${x + 14} ${top + 40} ${x + 12} ${top + 200}H${x - 12}Z M${x - 10} ${top + 200}H${x + 10}L${x + 9} ${n(top + len)}Q${x} ${n(top + len + 12)} ${x - 9} ${n(top + len)}Z`, p, 'x', edge);
  const spoon = (x: number) => path(`M${x} ${top}C${x + 36} ${top} ${x + 36} ${top + 120} ${x + 4} ${top + 140}L${x + 8} ${n(top + len)}Q${x} ${n(top + len + 12)} ${x - 8} ${n(top + len)}L${x - 4} ${top + 140}C${x - 36} ${top + 120} ${x - 36} ${top} ${x} ${top}Z`, p, 'x', edge);
  s += fork(CX - 120) + knife(CX) + spoon(CX + 120);
  for (const x of [CX - 120, CX, CX + 120]) s += `<path d="M${x + 14} ${top + 160}L${x + 12} ${n(top + len)}" stroke="#2a1e14" stroke-opacity=".18" stroke-width="8"/>`;
  return { body: s, focus: { x: CX - 150, y: top, w: 120, h: 150 } };
}

function cushion(c: Ctx): Drawing {
  const r = c.rng, w = r.range(380, 460), h = w * r.range(0.7, 1), top = FLOOR - h - 20, p = P(c, 0), pipe = c.mats[1] ? tone(c, 1, 1) : tone(c, 0, 2);
  const x0 = CX - w / 2, x1 = CX + w / 2, bot = FLOOR - 10, pinch = 22;
  const d = `M${n(x0)} ${n(top)}Q${n(CX)} ${n(top + pinch)} ${n(x1)} ${n(top)}Q${n(x1 - pinch)} ${n((top + bot) / 2)} ${n(x1)} ${n(bot)}Q${n(CX)} ${n(bot - pinch)} ${n(x0)} ${n(bot)}Q${n(x0 + pinch)} ${n((top + bot) / 2)} ${n(x0)} ${n(top)}Z`;
  let s = floorShadow(CX, FLOOR + 2, w * 0.6, 24) + path(d, p, 'r');
  s += `<path d="${d}" fill="none" stroke="${pipe}" stroke-width="6"/>`;
  if (c.mats[2]) s += rect(CX - w * 0.25, top + 40, w * 0.5, h - 100, 20, P(c, 2), 'r', ' opacity=".9"');
  return { body: s, focus: { x: CX - 60, y: top + 60, w: 120, h: 150 } };
}

function rug(c: Ctx): Drawing {
  const r = c.rng, p = P(c, 0), border = c.mats[1] ? P(c, 1) : paint(c.defs, 'wool-cream');
  const nearW = 760, farW = r.range(420, 520), top = r.range(480, 540), bot = FLOOR + 140;
  const quad = (inset: number) => {
    const t = top + inset * 0.5, b = bot - inset * 0.7;
    return `M${n(CX - farW / 2 + inset * 0.6)} ${n(t)}H${n(CX + farW / 2 - inset * 0.6)}L${n(CX + nearW / 2 - inset)} ${n(b)}H${n(CX - nearW / 2 + inset)}Z`;
  };
  let s = path(quad(0), border, 'y') + path(quad(40), p, 'y');
  const motif = tone(c, 1, 3);
  for (let i = 1; i < 4; i++) s += `<path d="${quad(40 + i * 40)}" fill="none" stroke="${motif}" stroke-opacity=".5" stroke-width="3"/>`;
  for (let x = -nearW / 2; x <= nearW / 2; x += 12) s += `<path d="M${n(CX + x)} ${bot}v18" stroke="${tone(c, 1, 0)}" stroke-width="3"/>`;
  return { body: s, focus: { x: CX - 100, y: FLOOR - 60, w: 160, h: 200 } };
}

function outdoorTable(c: Ctx): Drawing {
  const r = c.rng, w = r.range(480, 620), h = r.range(330, 370), top = FLOOR - h, topP = P(c, 0), fr = c.mats[1] ? P(c, 1) : paint(c.defs, 'bronze');
  let s = floorShadow(CX, FLOOR + 4, w * 0.6, 26);
  for (const x of [CX - w * 0.36, CX + w * 0.36]) s += `<path d="M${n(x)} ${n(top + 20)}L${n(x + (x < CX ? -20 : 20))} ${FLOOR}" stroke="${fr}" stroke-width="16" stroke-linecap="round"/>`;
  s += `<path d="M${n(CX - w * 0.38)} ${n(FLOOR - 100)}H${n(CX + w * 0.38)}" stroke="${fr}" stroke-width="10"/>`;
  s += tableTop(c, CX, top, w, 130, 24, true, topP);
  for (let i = 1; i < 8; i++) { const x = CX - w / 2 + (w / 8) * i; s += `<path d="M${n(x)} ${n(top - 60 * Math.sqrt(1 - Math.pow((x - CX) / (w / 2), 2)) + 2)}V${n(top + 60 * Math.sqrt(1 - Math.pow((x - CX) / (w / 2), 2)) - 2)}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`; }
  return { body: s, focus: { x: CX - 80, y: top - 80, w: 160, h: 200 } };
}

function planter(c: Ctx): Drawing {
  const r = c.rng, w = r.range(180, 240), h = r.range(260, 340), top = FLOOR - h, p = P(c, 0);
  let s = floorShadow(CX + 20, FLOOR + 4, w * 1.3, 24);
  const leaves = ['#3d5a36', '#4f7044', '#2f4a2c', '#628a52'];
  for (let i = 0; i < 16; i++) {
    const a = r.range(-2.6, -0.5), len = r.range(180, 360), bx = CX + r.range(-40, 40);
    const ex = bx + Math.cos(a) * len, ey = top + Math.sin(a) * len;
    s += `<path d="M${n(bx)} ${n(top + 10)}Q${n((bx + ex) / 2 + r.range(-60, 60))} ${n((top + ey) / 2 - 40)} ${n(ex)} ${n(ey)}Q${n((bx + ex) / 2 + r.range(-30, 30))} ${n((top + ey) / 2 + 20)} ${n(bx + 6)} ${n(top + 10)}Z" fill="${r.pick(leaves)}"/>`;
  }
  s += path(`M${n(CX - w)} ${n(top)}H${n(CX + w)}L${n(CX + w * 0.75)} ${FLOOR}H${n(CX - w * 0.75)}Z`, p, 'x');
  s += rect(CX - w - 10, top - 8, w * 2 + 20, 40, 6, p, 'x');
  return { body: s, focus: { x: CX - 80, y: top + 40, w: 160, h: 200 } };
}

export const PRODUCT_DRAWINGS: Record<ProductSubject, (c: Ctx) => Drawing> = {
  armchair, sofa, 'dining-chair': diningChair, stool, bench, 'dining-table': diningTable, 'coffee-table': coffeeTable,
  'side-table': sideTable, console: consoleTable, desk, bookcase, sideboard, bed, mirror, 'pendant-lamp': pendantLamp,
  'table-lamp': tableLamp, 'floor-lamp': floorLamp, 'wall-lamp': wallLamp, chandelier, vase, bowl,
  'candle-holder': candleHolder, tray, sculpture, 'plate-set': plateSet, glassware, cutlery, cushion, rug,
  'outdoor-chair': outdoorChair, 'outdoor-table': outdoorTable, planter,
};
