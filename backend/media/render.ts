/**
 * Renders an image recipe: builds an SVG (studio backdrop + product, or a scene) and rasterises it
 * with sharp/librsvg straight at the size asked for, so small thumbnails stay cheap.
 */
import sharp from 'sharp';
import {
  PRODUCT_IMAGE_SIZE, PRODUCT_SUBJECTS, SCENE_IMAGE_SIZE, SCENE_SUBJECTS,
  type ImageRecipe, type ProductSubject, type RenderOptions, type SceneSubject,
} from '../contracts';
import { CX, FLOOR, PRODUCT_DRAWINGS } from './products';
import { createRng } from './random';
import { drawScene, SCENE_H, SCENE_W } from './scenes';
import { Defs, flattenOpacity, n, shadeDefs } from './svg';

const PRODUCT_FRAME = { w: 800, h: 1000 };
const MAX_SIDE = 3000;

export const isProductSubject = (s: string): s is ProductSubject => (PRODUCT_SUBJECTS as readonly string[]).includes(s);
export const isSceneSubject = (s: string): s is SceneSubject => (SCENE_SUBJECTS as readonly string[]).includes(s);

/** Warm studio sweeps: [wall top, wall bottom, floor near]. */
const BACKDROPS = [
  ['#f3ece2', '#e4d8c8', '#d9cab6'],
  ['#efe7df', '#ddd0c4', '#cfbfae'],
  ['#ebe9e2', '#d8d5ca', '#c9c4b6'],
  ['#f2e6dc', '#e2cdbd', '#d3baa6'],
  ['#e9e4dc', '#d3c9bb', '#bfb2a0'],
] as const;

function studio(defs: Defs, seed: number, lightFromRight: boolean): string {
  const [top, mid, floor] = BACKDROPS[createRng(seed, 3).int(0, BACKDROPS.length - 1)];
  const lx = lightFromRight ? 0.78 : 0.22;
  defs.add('sweep', `<linearGradient id="sweep" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".7" stop-color="${mid}"/><stop offset=".8" stop-color="${mid}"/><stop offset="1" stop-color="${floor}"/></linearGradient>`);
  // One radial layer is both the key light (bright near the lamp) and the vignette (dark far from it).
  defs.add('key', `<radialGradient id="key" cx="${lx}" cy=".25" r="1.05"><stop offset="0" stop-color="#fffaf0" stop-opacity=".6"/><stop offset=".45" stop-color="#fffaf0" stop-opacity="0"/><stop offset=".75" stop-color="#3a2a1c" stop-opacity="0"/><stop offset="1" stop-color="#3a2a1c" stop-opacity=".2"/></radialGradient>`);
  // The sweep: wall curving into floor, with a faint horizon where the light changes.
  return `<rect width="800" height="1000" fill="url(#sweep)"/><rect width="800" height="1000" fill="url(#key)"/>`
    + `<rect y="${FLOOR - 70}" width="800" height="90" fill="#fff" opacity=".05"/>`;
}

/** The SVG document for a recipe, plus its intrinsic size. */
export function buildSvg(recipe: ImageRecipe): { svg: string; width: number; height: number } {
  const defs = new Defs();
  shadeDefs(defs);
  if (isSceneSubject(recipe.subject)) {
    const body = drawScene(recipe.subject, defs, recipe.seed, recipe.materials);
    const vignette = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#vignette-s)"/>`;
    defs.add('vignette-s', `<radialGradient id="vignette-s" cx=".5" cy=".5" r=".8"><stop offset=".55" stop-color="#2a1e14" stop-opacity="0"/><stop offset="1" stop-color="#2a1e14" stop-opacity=".3"/></radialGradient>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_W} ${SCENE_H}" preserveAspectRatio="xMidYMid slice" width="WIDTH" height="HEIGHT">${defs}${body}${vignette}</svg>`;
    return { svg: flattenOpacity(svg), ...sized(SCENE_IMAGE_SIZE) };
  }
  const subject = recipe.subject as ProductSubject;
  const angle = recipe.view === 'angle';
  const drawing = PRODUCT_DRAWINGS[subject]({ defs, rng: createRng(recipe.seed, 1), mats: recipe.materials });
  const backdrop = studio(defs, recipe.seed, angle);
  // Angle: the object seen from the other side, closer, lit from the right. Detail: a close crop.
  const object = angle ? `<g transform="translate(${CX} 0) scale(-1 1) translate(${-CX} 0)">${drawing.body}</g>` : drawing.body;
  let viewBox = `0 0 ${PRODUCT_FRAME.w} ${PRODUCT_FRAME.h}`;
  if (angle) viewBox = `${n(PRODUCT_FRAME.w * 0.07)} ${n(PRODUCT_FRAME.h * 0.1)} ${n(PRODUCT_FRAME.w * 0.86)} ${n(PRODUCT_FRAME.h * 0.86)}`;
  if (recipe.view === 'detail') {
    const f = drawing.focus, cx = f.x + f.w / 2, cy = f.y + f.h / 2, w = 260, h = w * 1.25;
    viewBox = `${n(cx - w / 2)} ${n(cy - h / 2)} ${n(w)} ${n(h)}`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" width="WIDTH" height="HEIGHT"><g>${defs}${backdrop}${object}</g></svg>`;
  return { svg: flattenOpacity(svg), ...sized(PRODUCT_IMAGE_SIZE) };
}

const sized = (s: { width: number; height: number }) => ({ width: s.width, height: s.height });

const clampSide = (v: number): number => Math.max(1, Math.min(MAX_SIDE, Math.round(v)));

/**
 * Output box for the options: width/height default to the intrinsic size; giving one keeps the
 * aspect ratio. Returns the size to rasterise at (covering the box) and the box itself.
 */
function plan(intrinsic: { width: number; height: number }, o: RenderOptions) {
  const ratio = intrinsic.width / intrinsic.height;
  const fit = o.fit ?? 'crop';
  let boxW = o.width, boxH = o.height;
  if (!boxW && !boxH) { boxW = intrinsic.width; boxH = intrinsic.height; }
  else if (!boxW) boxW = (boxH as number) * ratio;
  else if (!boxH) boxH = boxW / ratio;
  const bw = clampSide(boxW as number), bh = clampSide(boxH as number);
  const cover = fit === 'crop' || fit === 'min' || fit === 'fill' || fit === 'scale';
  // Rasterise once at the size that covers (or fits inside) the box, then crop if needed.
  const scale = cover ? Math.max(bw / intrinsic.width, bh / intrinsic.height) : Math.min(bw / intrinsic.width, bh / intrinsic.height);
  let rw = clampSide(intrinsic.width * scale), rh = clampSide(intrinsic.height * scale);
  if (fit === 'max' && scale > 1) { rw = intrinsic.width; rh = intrinsic.height; }
  if (fit === 'scale') { rw = bw; rh = bh; }
  const crop = fit === 'crop' || fit === 'min' || fit === 'fill';
  return { rw, rh, bw, bh, crop };
}

export async function renderImage(recipe: ImageRecipe, options: RenderOptions = {}): Promise<Buffer> {
  const { svg, width, height } = buildSvg(recipe);
  // A rect is sized as if it were the image; the whole drawing is rasterised at the scale that part
  // needs and the part cut out of it.
  const kept = options.rect ?? { left: 0, top: 0, width, height };
  const { rw, rh, bw, bh, crop } = plan({ width: kept.width, height: kept.height }, options);
  const sx = rw / kept.width, sy = rh / kept.height;
  // For 'scale' the SVG itself stretches (preserveAspectRatio none); otherwise it covers its canvas.
  // A detail is a macro crop: magnified pattern tiles make librsvg slow, and a soft close-up reads as
  // shallow depth of field, so it is rasterised at half size and enlarged. A small rect asked large
  // is enlarged the same way rather than drawn on a canvas past MAX_SIDE.
  const k = (recipe.view === 'detail' ? 0.5 : 1) * Math.min(1, MAX_SIDE / Math.max(width * sx, height * sy));
  const canvas = { width: Math.max(1, Math.round(width * sx * k)), height: Math.max(1, Math.round(height * sy * k)) };
  const doc = svg.replace('WIDTH', String(canvas.width)).replace('HEIGHT', String(canvas.height))
    .replace('preserveAspectRatio="xMidYMid slice"', options.fit === 'scale' ? 'preserveAspectRatio="none"' : 'preserveAspectRatio="xMidYMid slice"');
  let img = sharp(Buffer.from(doc), { density: 72 });
  if (options.rect) {
    const left = Math.min(canvas.width - 1, Math.round(kept.left * sx * k));
    const top = Math.min(canvas.height - 1, Math.round(kept.top * sy * k));
    img = img.extract({ left, top, width: Math.max(1, Math.min(canvas.width - left, Math.round(rw * k))), height: Math.max(1, Math.min(canvas.height - top, Math.round(rh * k))) });
  }
  if (crop) img = img.resize(bw, bh, { fit: 'cover', position: 'centre' });
  // The SVG's size is exact, but librsvg can round; pin the final size.
  else img = img.resize(rw, rh, { fit: 'fill' });
  const quality = Math.max(1, Math.min(100, Math.round(options.quality ?? 82)));
  switch (options.format ?? 'jpeg') {
    case 'png': return img.png({ compressionLevel: 6 }).toBuffer();
    case 'webp': return img.webp({ quality, effort: 2 }).toBuffer();
    case 'avif': return img.avif({ quality: Math.min(quality, 70), effort: 1 }).toBuffer();
    // Plain libjpeg: mozjpeg's trellis search costs ~5× the time for a few per cent of bytes.
    default: return img.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
  }
}
