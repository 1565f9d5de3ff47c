/**
 * Scene drawings (3:2, a 1200×800 frame): interiors furnished with the product drawings, a workshop,
 * a gallery, a still-life and an artisan portrait. Products are placed by scaling their 800×1000
 * frame so their floor line sits on the room's floor.
 */
import type { MaterialSwatch, ProductSubject, SceneSubject } from '../contracts';
import { paint, swatchColors } from './materials';
import { CX, FLOOR, PRODUCT_DRAWINGS } from './products';
import { createRng, type Rng } from './random';
import { Defs, ellipse, n, path, rect } from './svg';

export const SCENE_W = 1200;
export const SCENE_H = 800;

interface SceneCtx {
  defs: Defs;
  rng: Rng;
  seed: number;
  mats: MaterialSwatch[];
}

/** Draws product `subject` with its floor line at (x, floorY), scaled by s. */
function place(sc: SceneCtx, subject: ProductSubject, x: number, floorY: number, s: number, mats: MaterialSwatch[], salt: number): string {
  const drawing = PRODUCT_DRAWINGS[subject]({ defs: sc.defs, rng: createRng(sc.seed, salt), mats });
  return `<g transform="translate(${n(x - CX * s)} ${n(floorY - FLOOR * s)}) scale(${s})">${drawing.body}</g>`;
}

const m = (sc: SceneCtx, i: number, fallback: MaterialSwatch): MaterialSwatch => sc.mats[i] ?? fallback;

const WALLS = [['#ece3d6', '#d9cbb8'], ['#e6ddd0', '#cbbba6'], ['#dfe0d6', '#c4c6b8'], ['#efe1d4', '#d8bfaa']] as const;

/** Wall, skirting, floor and a window whose light falls across the floor. */
function room(sc: SceneCtx, floorY: number, floorMat: MaterialSwatch, windowX: number): string {
  const [wl, wd] = sc.rng.pick(WALLS);
  const d = sc.defs;
  d.add('wall', `<linearGradient id="wall" x1="0" x2="1" y1="0" y2=".3"><stop offset="0" stop-color="${wl}"/><stop offset="1" stop-color="${wd}"/></linearGradient>`);
  d.add('sky', `<linearGradient id="sky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fdf8ee"/><stop offset="1" stop-color="#f3e6cc"/></linearGradient>`);
  d.add('beam', `<linearGradient id="beam" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fff6e0" stop-opacity=".55"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></linearGradient>`);
  d.add('floor-shade', `<linearGradient id="floor-shade" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".3" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`);
  const ww = 260, wt = 90, wb = floorY - 90;
  let s = `<rect width="${SCENE_W}" height="${floorY}" fill="url(#wall)"/>`;
  // Window: reveal, sky, mullions, then the beam it throws on the wall and floor.
  s += `<rect x="${n(windowX - 14)}" y="${wt - 14}" width="${ww + 28}" height="${n(wb - wt + 28)}" fill="${wd}"/><rect x="${n(windowX)}" y="${wt}" width="${ww}" height="${n(wb - wt)}" fill="url(#sky)"/>`;
  s += `<path d="M${n(windowX + ww / 2)} ${wt}V${n(wb)}M${n(windowX)} ${n((wt + wb) / 2)}H${n(windowX + ww)}" stroke="${wd}" stroke-width="10"/>`;
  s += `<rect x="${n(windowX - 30)}" y="${wt - 40}" width="60" height="${n(wb - wt + 60)}" fill="#f4efe6" opacity=".9"/><rect x="${n(windowX - 30)}" y="${wt - 40}" width="60" height="${n(wb - wt + 60)}" fill="url(#sh-x)"/>`;
  s += `<rect x="0" y="${n(floorY)}" width="${SCENE_W}" height="${n(SCENE_H - floorY)}" fill="${paint(d, floorMat)}"/><rect x="0" y="${n(floorY)}" width="${SCENE_W}" height="${n(SCENE_H - floorY)}" fill="url(#floor-shade)"/>`;
  s += `<rect x="0" y="${n(floorY - 22)}" width="${SCENE_W}" height="22" fill="${wl}"/><rect x="0" y="${n(floorY - 22)}" width="${SCENE_W}" height="22" fill="url(#sh-y)"/>`;
  s += `<path d="M${n(windowX)} ${n(wb + 10)}H${n(windowX + ww)}L${n(windowX + ww + 420)} ${SCENE_H}H${n(windowX + 120)}Z" fill="url(#beam)"/>`;
  return s;
}

function livingRoom(sc: SceneCtx): string {
  const F = 640, r = sc.rng;
  let s = room(sc, F, r.pick(['oak', 'walnut', 'travertine'] as const), r.range(80, 180));
  s += `<rect x="640" y="140" width="300" height="210" fill="${swatchColors(m(sc, 2, 'silk-ochre'))[1]}"/><rect x="628" y="128" width="324" height="234" fill="none" stroke="${paint(sc.defs, 'brass')}" stroke-width="12"/>`;
  s += place(sc, 'floor-lamp', 1070, F + 10, 0.55, ['brass', 'linen-sand'], 1);
  s += place(sc, 'rug', 760, F + 40, 0.95, [m(sc, 2, 'wool-cream'), 'linen-sand'], 2);
  s += place(sc, 'sofa', 790, F + 10, 0.72, [sc.mats[0], m(sc, 1, 'walnut')], 3);
  s += place(sc, 'coffee-table', 760, F + 120, 0.55, [m(sc, 1, 'travertine')], 4);
  s += place(sc, 'vase', 690, F + 120 - 0.55 * 190, 0.2, ['murano-glass-amber'], 5);
  s += place(sc, 'planter', 300, F + 30, 0.5, ['terracotta'], 6);
  return s;
}

function diningRoom(sc: SceneCtx): string {
  const F = 650, r = sc.rng;
  let s = room(sc, F, r.pick(['oak', 'terrazzo', 'walnut'] as const), r.range(860, 900));
  s += place(sc, 'sideboard', 360, F - 10, 0.62, [m(sc, 1, 'walnut'), 'brass'], 1);
  s += place(sc, 'pendant-lamp', 640, 300, 0.45, [m(sc, 2, 'murano-glass-amber'), 'brass'], 2);
  s += place(sc, 'dining-chair', 430, F + 90, 0.55, [m(sc, 1, 'walnut'), m(sc, 2, 'linen-sand')], 3);
  s += place(sc, 'dining-chair', 850, F + 90, 0.55, [m(sc, 1, 'walnut'), m(sc, 2, 'linen-sand')], 3);
  s += place(sc, 'dining-table', 640, F + 110, 0.78, [sc.mats[0], m(sc, 1, 'walnut')], 4);
  s += place(sc, 'candle-holder', 600, F + 110 - 0.78 * 380, 0.2, ['brass'], 5);
  return s;
}

function bedroom(sc: SceneCtx): string {
  const F = 640, r = sc.rng;
  let s = room(sc, F, r.pick(['oak', 'ash'] as const), r.range(60, 120));
  s += place(sc, 'bed', 700, F + 90, 0.9, [sc.mats[0], m(sc, 1, 'oak'), m(sc, 2, 'linen-sand')], 1);
  s += place(sc, 'side-table', 1080, F + 50, 0.5, [m(sc, 1, 'oak')], 2);
  s += place(sc, 'table-lamp', 1080, F + 50 - 0.5 * 360, 0.3, ['ceramic-majolica', 'linen-sand'], 3);
  return s;
}

function terrace(sc: SceneCtx): string {
  const F = 560, d = sc.defs;
  d.add('sea', `<linearGradient id="sea" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f6e7cf"/><stop offset=".55" stop-color="#e9d9c0"/><stop offset=".56" stop-color="#7f9fae"/><stop offset="1" stop-color="#54798a"/></linearGradient>`);
  let s = `<rect width="${SCENE_W}" height="${F}" fill="url(#sea)"/>`;
  s += `<path d="M0 ${n(F * 0.55)}Q200 ${n(F * 0.4)} 380 ${n(F * 0.5)}T720 ${n(F * 0.53)}V${n(F * 0.56)}H0Z" fill="#9aa38e" opacity=".7"/>`;
  s += `<circle cx="960" cy="150" r="60" fill="#fff6dc" opacity=".8"/>`;
  s += `<rect x="0" y="${F - 150}" width="${SCENE_W}" height="20" fill="#efe4d2"/>`;
  for (let x = 20; x < SCENE_W; x += 60) s += path(`M${x} ${F - 130}h24c-8 30 8 60 0 130h-24c-8-70 8-100 0-130Z`, '#ebdfcc', 'x');
  s += `<rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="${paint(d, 'terracotta')}"/><rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="url(#sh-y)"/>`;
  for (let y = F + 40; y < SCENE_H; y += 60) s += `<path d="M0 ${y}H${SCENE_W}" stroke="#7a3a20" stroke-opacity=".3" stroke-width="2"/>`;
  s += place(sc, 'planter', 130, F + 80, 0.7, ['terracotta'], 1);
  s += place(sc, 'outdoor-chair', 420, F + 170, 0.55, [m(sc, 1, 'rattan'), 'bronze', 'linen-sand'], 2);
  s += place(sc, 'outdoor-table', 700, F + 190, 0.65, [sc.mats[0], 'bronze'], 3);
  s += place(sc, 'glassware', 700, F + 190 - 0.65 * 360, 0.14, ['murano-glass-green'], 4);
  s += place(sc, 'outdoor-chair', 1000, F + 170, 0.55, [m(sc, 1, 'rattan'), 'bronze', 'linen-sand'], 2);
  return s;
}

function workshop(sc: SceneCtx): string {
  const F = 660, d = sc.defs, r = sc.rng, wood = paint(d, m(sc, 0, 'walnut')), steel = paint(d, 'chrome');
  d.add('lamp-cone', `<linearGradient id="lamp-cone" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffe7b0" stop-opacity=".6"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></linearGradient>`);
  let s = `<rect width="${SCENE_W}" height="${F}" fill="#cbb9a0"/>`;
  s += rect(120, 90, 620, 330, 4, paint(d, 'oak'), 'y');
  for (let x = 150; x < 730; x += 30) for (let y = 120; y < 410; y += 30) s += `<circle cx="${x}" cy="${y}" r="3" fill="#5a4330" opacity=".6"/>`;
  // Hand tools hanging on the board.
  for (let i = 0; i < 7; i++) {
    const x = 180 + i * 80, len = r.range(120, 220);
    s += rect(x - 6, 140, 12, len * 0.55, 5, paint(d, 'walnut'), 'x') + rect(x - (i % 2 ? 4 : 14), 140 + len * 0.55, i % 2 ? 8 : 28, len * 0.45, 2, steel, 'x');
  }
  s += `<rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="#8e7a64"/><rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="url(#sh-y)"/>`;
  for (let i = 0; i < 5; i++) s += path(`M${n(860 + i * 46)} ${n(F + 20)}L${n(900 + i * 46)} ${n(80 + i * 20)}H${n(936 + i * 46)}L${n(896 + i * 46)} ${n(F + 20)}Z`, paint(d, i % 2 ? 'ash' : m(sc, 1, 'walnut')), 'x');
  // Workbench with a chair frame in progress and shavings.
  s += rect(80, 470, 760, 56, 4, wood, 'y') + rect(110, 526, 40, 170, 2, wood, 'x') + rect(770, 526, 40, 170, 2, wood, 'x') + rect(110, 640, 700, 18, 2, wood, 'y');
  s += place(sc, 'dining-chair', 480, 472, 0.42, [m(sc, 0, 'walnut')], 1);
  for (let i = 0; i < 14; i++) s += `<path d="M${n(r.range(200, 760))} ${n(r.range(460, 468))}q8-12 16 0q-8 8-16 0" fill="none" stroke="${swatchColors(m(sc, 0, 'walnut'))[0]}" stroke-width="3"/>`;
  s += `<path d="M470 0V120" stroke="#2a2420" stroke-width="4"/><path d="M420 160L350 470H600L520 160Z" fill="url(#lamp-cone)"/>`;
  s += path('M430 120h80l30 50h-140Z', paint(d, 'bronze'), 'x');
  return s;
}

function gallery(sc: SceneCtx): string {
  const F = 620, d = sc.defs, r = sc.rng;
  d.add('spot', `<radialGradient id="spot" cy=".3"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`);
  let s = `<rect width="${SCENE_W}" height="${F}" fill="#ebe7e0"/>`;
  s += `<rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="${paint(d, m(sc, 2, 'oak'))}"/><rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="url(#sh-y)"/>`;
  // A colour-field painting in the manner of the Italian post-war abstractionists.
  const art = [swatchColors(sc.mats[0])[1], swatchColors(m(sc, 1, 'silk-ochre'))[1], '#e8dcc4'];
  s += `<rect x="470" y="120" width="300" height="360" fill="#f5f1ea"/><rect x="490" y="140" width="260" height="${n(r.range(140, 200))}" fill="${art[0]}"/><rect x="490" y="${n(r.range(350, 380))}" width="260" height="80" fill="${art[1]}"/>`;
  s += `<rect x="470" y="120" width="300" height="360" fill="url(#sh-x)"/>`;
  for (const x of [220, 620, 1000]) s += `<ellipse cx="${x}" cy="200" rx="220" ry="300" fill="url(#spot)"/>`;
  s += place(sc, 'sculpture', 220, F + 60, 0.62, [sc.mats[0], 'carrara-marble'], 1);
  s += place(sc, 'vase', 1000, F + 60 - 0.6 * 290, 0.6 * 0.55, [m(sc, 1, 'murano-glass-blue')], 2);
  s += place(sc, 'sculpture', 1000, F + 60, 0.6, [m(sc, 1, 'bronze'), 'travertine'], 3).replace(/<ellipse[^>]*rx="[^"]*" ry="[^"]*" fill="url\(#sh-r\)"[^>]*\/>/, '');
  return s;
}

function stillLife(sc: SceneCtx): string {
  const F = 560, d = sc.defs;
  let s = `<rect width="${SCENE_W}" height="${F}" fill="${sc.rng.pick(WALLS)[1]}"/><rect width="${SCENE_W}" height="${F}" fill="url(#sh-x)"/>`;
  s += `<rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="${paint(d, m(sc, 2, 'walnut'))}"/><rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="url(#sh-y)"/>`;
  s += path(`M520 ${F - 4}Q700 ${F + 20} 860 ${F - 6}L980 ${SCENE_H}H420Z`, paint(d, 'linen-sand'), 'y');
  s += place(sc, 'vase', 430, F + 90, 0.62, [sc.mats[0]], 1);
  s += place(sc, 'glassware', 760, F + 110, 0.42, [m(sc, 1, 'murano-glass-clear')], 2);
  s += place(sc, 'bowl', 1000, F + 140, 0.5, [m(sc, 1, 'ceramic-majolica')], 3);
  for (let i = 0; i < 3; i++) s += ellipse(960 + i * 40, F + 40 - (i % 2) * 20, 26, 24, i === 1 ? '#d9902e' : '#c6a23a', 'r');
  return s;
}

/** An artisan at the wheel: an elegant silhouette against window light. */
function portrait(sc: SceneCtx): string {
  const F = 640, d = sc.defs, r = sc.rng;
  d.add('back-light', `<radialGradient id="back-light" cx=".7" cy=".35" r=".7"><stop offset="0" stop-color="#fbf1dc"/><stop offset=".6" stop-color="#d8c3a4"/><stop offset="1" stop-color="#8e7558"/></radialGradient>`);
  let s = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#back-light)"/>`;
  s += `<rect x="700" y="60" width="360" height="480" fill="#fffaf0" opacity=".55"/><path d="M880 60V540M700 300H1060" stroke="#c9b292" stroke-width="10"/>`;
  s += `<rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="#6e5a46"/><rect x="0" y="${F}" width="${SCENE_W}" height="${SCENE_H - F}" fill="url(#sh-y)"/>`;
  const ink = '#2b221c', apron = swatchColors(m(sc, 1, 'linen-sand'))[2], lean = r.range(-10, 10);
  // Figure seated, leaning toward the work, light catching the profile.
  s += `<g transform="rotate(${n(lean * 0.3)} 420 560)">`;
  s += `<path d="M330 ${F}C330 520 340 400 380 350C410 320 470 320 500 350C540 400 560 500 560 ${F}Z" fill="${ink}"/>`;
  s += `<path d="M400 380C430 460 430 560 420 ${F}H540C540 540 530 440 500 380Z" fill="${apron}"/><path d="M400 380C430 460 430 560 420 ${F}H540C540 540 530 440 500 380Z" fill="url(#sh-x)"/>`;
  s += `<path d="M410 330C400 300 402 262 420 246C440 226 478 230 492 252C506 276 502 306 488 322L478 340H424Z" fill="${ink}"/>`;
  s += `<path d="M492 252C506 276 502 306 488 322" stroke="#f3dcb8" stroke-width="3" fill="none" opacity=".8"/>`;
  s += `<path d="M420 244C430 214 480 214 498 246C470 236 440 238 420 244Z" fill="#1a1410"/>`;
  s += `<path d="M480 380C540 420 600 460 650 500" stroke="${ink}" stroke-width="34" stroke-linecap="round" fill="none"/><path d="M470 420C520 470 580 500 640 520" stroke="${ink}" stroke-width="30" stroke-linecap="round" fill="none"/>`;
  s += `</g>`;
  s += ellipse(720, 560, 130, 22, '#4a3a2e', 'x') + rect(700, 560, 40, 80, 2, '#3a2e24', 'x');
  s += place(sc, 'vase', 720, 548, 0.42, [sc.mats[0]], 1);
  s += `<path d="M650 500Q670 470 700 460M640 520Q680 520 700 500" stroke="#f3dcb8" stroke-width="3" fill="none" opacity=".6"/>`;
  return s;
}

const SCENES: Record<SceneSubject, (sc: SceneCtx) => string> = {
  'living-room': livingRoom, 'dining-room': diningRoom, bedroom, workshop, gallery, terrace, 'still-life': stillLife, portrait,
};

export function drawScene(subject: SceneSubject, defs: Defs, seed: number, mats: MaterialSwatch[]): string {
  return SCENES[subject]({ defs, rng: createRng(seed, 7), seed, mats });
}
