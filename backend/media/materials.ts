/**
 * Material paints: each swatch becomes an SVG gradient or pattern (wood grain, marble veins,
 * metallic bands, translucent glass, velvet sheen, bouclé loops, woven cane...). Patterns use
 * user-space units so a texture runs continuously across the parts of one object.
 */
import type { MaterialSwatch } from '../contracts';
import { createRng, hashString, type Rng } from './random';
import { Defs, n } from './svg';

export type MaterialKind = 'wood' | 'marble' | 'stone' | 'terrazzo' | 'metal' | 'glass' | 'velvet' | 'boucle' | 'linen' | 'leather' | 'weave' | 'terracotta' | 'ceramic' | 'majolica' | 'wool' | 'silk';

interface Swatch {
  kind: MaterialKind;
  /** light, base, dark, accent (grain, vein, highlight...) */
  c: [string, string, string, string];
}

export const SWATCHES: Record<MaterialSwatch, Swatch> = {
  walnut: { kind: 'wood', c: ['#8c5c38', '#6a4228', '#4a2c18', '#2e1a0e'] },
  ash: { kind: 'wood', c: ['#eadcc0', '#d8c39e', '#c2a67c', '#a4865c'] },
  oak: { kind: 'wood', c: ['#cfa676', '#b88a58', '#98703f', '#73502c'] },
  ebony: { kind: 'wood', c: ['#3e322c', '#2a211d', '#1a1411', '#0a0807'] },
  brass: { kind: 'metal', c: ['#fff1bf', '#d9b45a', '#a07a2c', '#5e4314'] },
  bronze: { kind: 'metal', c: ['#e9bb90', '#a8744a', '#74492c', '#3e2616'] },
  chrome: { kind: 'metal', c: ['#ffffff', '#c9d0d6', '#7d858d', '#3a4048'] },
  'carrara-marble': { kind: 'marble', c: ['#f6f6f3', '#e8e8e4', '#d6d7d5', '#8e9296'] },
  'calacatta-marble': { kind: 'marble', c: ['#fbf8f1', '#f1ebdf', '#e2d8c6', '#9c8262'] },
  'nero-marquina': { kind: 'marble', c: ['#2c2c2e', '#1d1d1f', '#111112', '#e6e4df'] },
  travertine: { kind: 'stone', c: ['#e6d7bb', '#d6c3a2', '#bfa882', '#a08a66'] },
  terrazzo: { kind: 'terrazzo', c: ['#efe9df', '#e4dccf', '#cfc5b5', '#b0553a'] },
  'murano-glass-amber': { kind: 'glass', c: ['#ffd27a', '#d98a1c', '#8a4a08', '#fff3d6'] },
  'murano-glass-blue': { kind: 'glass', c: ['#8fb8e8', '#2c5fa8', '#163766', '#e6f0ff'] },
  'murano-glass-clear': { kind: 'glass', c: ['#ffffff', '#dbe7ea', '#9fb4ba', '#ffffff'] },
  'murano-glass-green': { kind: 'glass', c: ['#9fd6a4', '#3f8a4a', '#1d4a25', '#eaffec'] },
  'velvet-emerald': { kind: 'velvet', c: ['#3f8a6c', '#1f5a45', '#0f3427', '#8cc7ad'] },
  'velvet-rust': { kind: 'velvet', c: ['#cf7048', '#a4482a', '#6a2a16', '#f0a484'] },
  'velvet-blush': { kind: 'velvet', c: ['#eec0b6', '#d9a39a', '#b57a72', '#fbe2dc'] },
  'boucle-ivory': { kind: 'boucle', c: ['#fbf7ef', '#efe8dc', '#d9cfbf', '#c4b8a6'] },
  'linen-sand': { kind: 'linen', c: ['#e0d2b6', '#cdbb9c', '#b09c7c', '#9a8666'] },
  'leather-cognac': { kind: 'leather', c: ['#c4763c', '#9a5224', '#6a3414', '#e8a46a'] },
  raffia: { kind: 'weave', c: ['#eedaa6', '#d9c08a', '#b89c62', '#8e7444'] },
  terracotta: { kind: 'terracotta', c: ['#d47e56', '#b8623a', '#8e4526', '#e8a080'] },
  'porcelain-white': { kind: 'ceramic', c: ['#ffffff', '#f3f1ec', '#d8d4cc', '#ffffff'] },
  'ceramic-cobalt': { kind: 'ceramic', c: ['#4a6cc4', '#1f3f8f', '#0f2256', '#9fb6f0'] },
  'ceramic-majolica': { kind: 'majolica', c: ['#f6edd6', '#efe2c4', '#d9c7a0', '#1f4f9a'] },
  rattan: { kind: 'weave', c: ['#e0bd84', '#c9a066', '#a07a44', '#6e5028'] },
  'wool-cream': { kind: 'wool', c: ['#f6efe0', '#ece3d0', '#d6cab2', '#bfb196'] },
  'silk-ochre': { kind: 'silk', c: ['#f0c060', '#c8922e', '#8e6418', '#ffe3a0'] },
};

export const materialKind = (m: MaterialSwatch): MaterialKind => SWATCHES[m].kind;
export const isGlass = (m: MaterialSwatch): boolean => SWATCHES[m].kind === 'glass';
export const swatchColors = (m: MaterialSwatch): Swatch['c'] => SWATCHES[m].c;

/** Returns the paint (url(#...)) for a material, adding its definition once. */
export function paint(defs: Defs, m: MaterialSwatch, seed = 0): string {
  const id = `m-${m}`;
  if (defs.has(id)) return `url(#${id})`;
  const { kind, c } = SWATCHES[m];
  const rng = createRng(seed, hashString(m));
  return defs.add(id, BUILDERS[kind](id, c, rng));
}

type Builder = (id: string, c: Swatch['c'], rng: Rng) => string;

/**
 * A repeating tile. librsvg pays per repeat, so small tiles are first copied into one of at least
 * 160 units a side (a 24-unit knit tile would otherwise repeat thousands of times).
 */
function pattern(id: string, w: number, h: number, body: string, transform = ''): string {
  const kx = Math.max(1, Math.ceil(160 / w)), ky = Math.max(1, Math.ceil(160 / h));
  let tile = body;
  if (kx * ky > 1) {
    tile = `<g id="${id}-t">${body}</g>`;
    for (let i = 0; i < kx; i++) for (let j = 0; j < ky; j++) if (i || j) tile += `<use href="#${id}-t" x="${i * w}" y="${j * h}"/>`;
  }
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w * kx}" height="${h * ky}"${transform ? ` patternTransform="${transform}"` : ''}>${tile}</pattern>`;
}

/** Wavy long fibres: wood grain with a few cathedral arches. */
const wood: Builder = (id, c, rng) => {
  const W = 240, H = 600;
  let lines = '';
  for (let i = 0; i < 26; i++) {
    const x = (i / 26) * W + rng.range(-3, 3);
    const amp = rng.range(2, 7), ph = rng.range(0, 6);
    let d = `M${n(x)} 0`;
    for (let y = 50; y <= H; y += 50) d += `L${n(x + Math.sin(y / 90 + ph) * amp)} ${y}`;
    const sw = rng.range(0.6, 2.4);
    lines += `<path d="${d}" stroke="${i % 3 ? c[3] : c[2]}" stroke-width="${n(sw)}" fill="none" opacity="${n(rng.range(0.25, 0.6))}"/>`;
  }
  // Cathedral figure: nested arches.
  const ax = rng.range(60, 180), ay = rng.range(200, 420);
  for (let k = 0; k < 6; k++) {
    const w = 14 + k * 9, h = 70 + k * 28;
    lines += `<path d="M${n(ax - w)} ${n(ay + h)}Q${n(ax - w)} ${n(ay - h * 0.2)} ${n(ax)} ${n(ay - h * 0.35)}Q${n(ax + w)} ${n(ay - h * 0.2)} ${n(ax + w)} ${n(ay + h)}" stroke="${c[3]}" stroke-width="1.4" fill="none" opacity=".35"/>`;
  }
  const bg = `<linearGradient id="${id}-g" x1="0" x2="1"><stop offset="0" stop-color="${c[1]}"/><stop offset=".3" stop-color="${c[0]}"/><stop offset=".55" stop-color="${c[1]}"/><stop offset=".8" stop-color="${c[2]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient>`;
  return bg + pattern(id, W, H, `<rect width="${W}" height="${H}" fill="url(#${id}-g)"/>${lines}`);
};

/** Soft veining: wide faint strokes under thin crisp ones. */
const marble: Builder = (id, c, rng) => {
  const S = 520;
  let veins = '';
  for (let i = 0; i < 7; i++) {
    let x = rng.range(-60, S), y = rng.range(-40, 40);
    let d = `M${n(x)} ${n(y)}`;
    const dir = rng.range(0.5, 1.3);
    for (let k = 0; k < 9; k++) {
      x += Math.cos(dir) * 70 + rng.range(-35, 35);
      y += Math.sin(dir) * 70 + rng.range(-20, 30);
      d += `L${n(x)} ${n(y)}`;
    }
    const major = i < 3;
    veins += `<path d="${d}" stroke="${c[3]}" stroke-width="${major ? 9 : 5}" fill="none" opacity="${major ? 0.12 : 0.07}" stroke-linejoin="round"/>`;
    veins += `<path d="${d}" stroke="${c[3]}" stroke-width="${n(major ? rng.range(1.6, 2.8) : rng.range(0.6, 1.2))}" fill="none" opacity="${major ? 0.75 : 0.5}" stroke-linejoin="round"/>`;
  }
  const clouds = Array.from({ length: 5 }, () => `<ellipse cx="${n(rng.range(0, S))}" cy="${n(rng.range(0, S))}" rx="${n(rng.range(60, 160))}" ry="${n(rng.range(30, 90))}" fill="${c[2]}" opacity=".35"/>`).join('');
  return pattern(id, S, S, `<rect width="${S}" height="${S}" fill="${c[1]}"/>${clouds}${veins}`);
};

/** Travertine: horizontal sediment bands and pores. */
const stone: Builder = (id, c, rng) => {
  const W = 400, H = 300;
  let body = `<rect width="${W}" height="${H}" fill="${c[1]}"/>`;
  for (let y = 0; y < H; y += rng.range(8, 22)) body += `<rect x="0" y="${n(y)}" width="${W}" height="${n(rng.range(2, 9))}" fill="${rng() > 0.5 ? c[0] : c[2]}" opacity=".45"/>`;
  for (let i = 0; i < 40; i++) body += `<ellipse cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" rx="${n(rng.range(2, 9))}" ry="${n(rng.range(0.8, 2))}" fill="${c[3]}" opacity=".55"/>`;
  return pattern(id, W, H, body);
};

/** Venetian terrazzo: coloured chips scattered in a pale binder. */
const terrazzo: Builder = (id, c, rng) => {
  const S = 220;
  const chips = ['#b0553a', '#5a6b5e', '#d9b07a', '#8a8580', '#2f2f33', '#e9d2c0'];
  let body = `<rect width="${S}" height="${S}" fill="${c[1]}"/>`;
  for (let i = 0; i < 70; i++) {
    const x = rng.range(0, S), y = rng.range(0, S), r = rng.range(2, rng() > 0.85 ? 12 : 6);
    const pts = Array.from({ length: 5 }, (_, k) => {
      const a = (k / 5) * Math.PI * 2 + rng.range(-0.4, 0.4), rr = r * rng.range(0.6, 1.2);
      return `${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr)}`;
    }).join(' ');
    body += `<polygon points="${pts}" fill="${rng.pick(chips)}"/>`;
  }
  return pattern(id, S, S, body);
};

/** Polished metal: sharp bands of light and dark across the part. */
const metal: Builder = (id, c) =>
  `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0.15"><stop offset="0" stop-color="${c[2]}"/><stop offset=".12" stop-color="${c[1]}"/><stop offset=".26" stop-color="${c[0]}"/><stop offset=".36" stop-color="${c[1]}"/><stop offset=".62" stop-color="${c[2]}"/><stop offset=".8" stop-color="${c[3]}"/><stop offset=".92" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></linearGradient>`;

/** Murano glass: translucent body, denser at the edges, light at the core. */
const glass: Builder = (id, c) =>
  `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="${c[2]}" stop-opacity=".92"/><stop offset=".18" stop-color="${c[1]}" stop-opacity=".72"/><stop offset=".32" stop-color="${c[3]}" stop-opacity=".55"/><stop offset=".5" stop-color="${c[0]}" stop-opacity=".45"/><stop offset=".8" stop-color="${c[1]}" stop-opacity=".7"/><stop offset="1" stop-color="${c[2]}" stop-opacity=".95"/></linearGradient>`;

/** Velvet: a soft pile sheen that brightens toward the rounded middle. */
const velvet: Builder = (id, c) =>
  `<radialGradient id="${id}" cx=".42" cy=".38" r=".75"><stop offset="0" stop-color="${c[3]}"/><stop offset=".25" stop-color="${c[0]}"/><stop offset=".6" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></radialGradient>`;

/** Bouclé: tight loops of yarn. */
const boucle: Builder = (id, c, rng) => {
  const S = 40;
  let body = `<rect width="${S}" height="${S}" fill="${c[1]}"/>`;
  // Many small, low-contrast loops: a nubby surface rather than dots.
  for (let i = 0; i < 46; i++) body += `<circle cx="${n(rng.range(0, S))}" cy="${n(rng.range(0, S))}" r="${n(rng.range(1.2, 2.6))}" fill="${rng() > 0.5 ? c[0] : c[2]}" stroke="${c[3]}" stroke-width=".5" stroke-opacity=".35"/>`;
  return pattern(id, S, S, body);
};

/** Linen: a slubby plain weave. */
const linen: Builder = (id, c, rng) => {
  const S = 48;
  let body = `<rect width="${S}" height="${S}" fill="${c[1]}"/>`;
  for (let i = 0; i < S; i += 3) {
    body += `<rect x="0" y="${i}" width="${S}" height="1.3" fill="${c[rng() > 0.5 ? 0 : 2]}" opacity=".6"/>`;
    body += `<rect x="${i}" y="0" width="1.1" height="${S}" fill="${c[rng() > 0.5 ? 2 : 3]}" opacity=".35"/>`;
  }
  return pattern(id, S, S, body);
};

/** Leather: warm gradient with a burnished centre. */
const leather: Builder = (id, c) =>
  `<radialGradient id="${id}" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${c[3]}"/><stop offset=".35" stop-color="${c[0]}"/><stop offset=".75" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></radialGradient>`;

/** Woven cane or raffia: an over-under basket weave. */
const weave: Builder = (id, c) => {
  const S = 28;
  const body = `<rect width="${S}" height="${S}" fill="${c[3]}"/>`
    + `<rect x="1" y="1" width="12" height="12" rx="3" fill="${c[0]}"/><rect x="15" y="15" width="12" height="12" rx="3" fill="${c[0]}"/>`
    + `<rect x="15" y="1" width="12" height="12" rx="3" fill="${c[1]}"/><rect x="1" y="15" width="12" height="12" rx="3" fill="${c[1]}"/>`
    + `<path d="M1 7h12M15 21h12M21 1v12M7 15v12" stroke="${c[2]}" stroke-width="1.2" opacity=".6"/>`;
  return pattern(id, S, S, body, 'rotate(45)');
};

/** Impruneta terracotta: matte, faintly speckled. */
const terracotta: Builder = (id, c, rng) => {
  const S = 120;
  let body = `<rect width="${S}" height="${S}" fill="${c[1]}"/>`;
  for (let i = 0; i < 60; i++) body += `<circle cx="${n(rng.range(0, S))}" cy="${n(rng.range(0, S))}" r="${n(rng.range(0.6, 1.8))}" fill="${rng() > 0.5 ? c[2] : c[3]}" opacity=".6"/>`;
  return pattern(id, S, S, body);
};

/** Glazed ceramic and porcelain: deep glaze with a glossy band. */
const ceramic: Builder = (id, c) =>
  `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="${c[2]}"/><stop offset=".22" stop-color="${c[1]}"/><stop offset=".3" stop-color="${c[3]}"/><stop offset=".36" stop-color="${c[0]}"/><stop offset=".7" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></linearGradient>`;

/** Deruta majolica: a tin-white glaze painted with blue and yellow motifs. */
const majolica: Builder = (id, c) => {
  const S = 90;
  const body = `<rect width="${S}" height="${S}" fill="${c[1]}"/>`
    + `<circle cx="45" cy="45" r="18" fill="none" stroke="${c[3]}" stroke-width="4"/>`
    + `<path d="M45 27q8 18 0 36q-8-18 0-36M27 45q18-8 36 0q-18 8-36 0" fill="#e0a526"/>`
    + `<circle cx="45" cy="45" r="5" fill="${c[3]}"/>`
    + `<path d="M0 0l12 12M90 0l-12 12M0 90l12-12M90 90l-12-12" stroke="#3f7a4a" stroke-width="4"/>`
    + `<rect x="0" y="0" width="${S}" height="3" fill="${c[3]}"/><rect x="0" y="0" width="3" height="${S}" fill="${c[3]}"/>`;
  return pattern(id, S, S, body);
};

/** Chunky knit wool: rows of V stitches. */
const wool: Builder = (id, c) => {
  const W = 24, H = 20;
  const body = `<rect width="${W}" height="${H}" fill="${c[2]}"/>`
    + `<path d="M1 1q5 9 11 18q-3-12-11-18M23 1q-5 9-11 18q3-12 11-18" fill="${c[0]}" stroke="${c[3]}" stroke-width=".6"/>`;
  return pattern(id, W, H, body);
};

/** Silk: liquid highlights running across the cloth. */
const silk: Builder = (id, c) =>
  `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2=".6"><stop offset="0" stop-color="${c[2]}"/><stop offset=".2" stop-color="${c[1]}"/><stop offset=".32" stop-color="${c[3]}"/><stop offset=".45" stop-color="${c[1]}"/><stop offset=".7" stop-color="${c[0]}"/><stop offset=".85" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></linearGradient>`;

const BUILDERS: Record<MaterialKind, Builder> = {
  wood, marble, stone, terrazzo, metal, glass, velvet, boucle, linen, leather, weave, terracotta, ceramic, majolica, wool, silk,
};
