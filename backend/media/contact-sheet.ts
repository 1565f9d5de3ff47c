/**
 * Writes a contact sheet of generated images so their look can be judged at a glance, and prints
 * the render time of each tile at full size.
 *   npx tsx backend/media/contact-sheet.ts [out.png] [seed] [subjects,comma,separated]
 */
import sharp, { type OverlayOptions } from 'sharp';
import { MATERIAL_SWATCHES, PRODUCT_IMAGE_SIZE, PRODUCT_SUBJECTS, SCENE_SUBJECTS, type ImageRecipe, type MaterialSwatch } from '../contracts';
import { createRng } from './random';
import { renderImage } from './render';

const TILE = 300;

/** Plausible material pairs per subject family, so the sheet shows what the catalogue would. */
function materialsFor(subject: string, seed: number): MaterialSwatch[] {
  const r = createRng(seed, subject.length);
  const pick = (list: readonly MaterialSwatch[]) => r.pick(list);
  const woods = ['walnut', 'ash', 'oak', 'ebony'] as const;
  const fabrics = ['velvet-emerald', 'velvet-rust', 'velvet-blush', 'boucle-ivory', 'linen-sand', 'leather-cognac'] as const;
  const stones = ['carrara-marble', 'calacatta-marble', 'nero-marquina', 'travertine', 'terrazzo'] as const;
  const glass = ['murano-glass-amber', 'murano-glass-blue', 'murano-glass-clear', 'murano-glass-green'] as const;
  const metals = ['brass', 'bronze', 'chrome'] as const;
  const ceramics = ['terracotta', 'porcelain-white', 'ceramic-cobalt', 'ceramic-majolica'] as const;
  if (/armchair|sofa|cushion|bed/.test(subject)) return [pick(fabrics), pick(woods)];
  if (/chair|stool|bench|bookcase|sideboard|desk/.test(subject)) return [pick(woods), pick(fabrics)];
  if (/table|console/.test(subject)) return [pick([...stones, ...woods]), pick([...woods, ...metals])];
  if (/lamp|chandelier/.test(subject)) return [pick([...glass, ...metals]), pick(metals)];
  if (/vase|bowl|glassware/.test(subject)) return [pick([...glass, ...ceramics])];
  if (/plate|planter/.test(subject)) return [pick(ceramics), pick(metals)];
  if (/rug/.test(subject)) return [pick(['wool-cream', 'silk-ochre', 'raffia', 'linen-sand'] as const), pick(fabrics)];
  if (/outdoor/.test(subject)) return [pick(['rattan', 'raffia', 'terrazzo', 'travertine'] as const), 'bronze'];
  if (/sculpture|candle|tray|cutlery|mirror/.test(subject)) return [pick([...metals, ...stones]), pick(stones)];
  return [pick(MATERIAL_SWATCHES), pick(woods)];
}

async function main() {
  const [out = '/tmp/media-sheet.png', seedArg = '7', only] = process.argv.slice(2);
  const seed = Number(seedArg);
  const wanted = only ? only.split(',') : [...PRODUCT_SUBJECTS, ...SCENE_SUBJECTS];
  const isScene = (s: string) => (SCENE_SUBJECTS as readonly string[]).includes(s);
  const recipes: ImageRecipe[] = wanted.map((subject) => ({
    subject: subject as ImageRecipe['subject'],
    materials: materialsFor(subject, seed),
    view: isScene(subject) ? 'scene' : 'front',
    seed,
  }));
  // A few angle and detail views too, so every view is judged.
  if (!only) for (const r of recipes.filter((r) => r.view === 'front').slice(0, 8)) recipes.push({ ...r, view: seed % 2 ? 'detail' : 'angle' });
  const gap = 6, cols = 8, tileH = Math.round((TILE * PRODUCT_IMAGE_SIZE.height) / PRODUCT_IMAGE_SIZE.width);
  // Scenes are 3:2: two product columns wide.
  const sceneW = TILE * 2 + gap, sceneH = Math.round(sceneW / 1.5);
  const tiles: OverlayOptions[] = [];
  let x = 0, y = 0, rowH = 0;
  const ordered = [...recipes.filter((r) => r.view !== 'scene'), ...recipes.filter((r) => r.view === 'scene')];
  for (const recipe of ordered) {
    const scene = recipe.view === 'scene';
    const [w, h] = scene ? [sceneW, sceneH] : [TILE, tileH];
    if (x + w > cols * (TILE + gap)) { x = 0; y += rowH + gap; rowH = 0; }
    const t = performance.now();
    await renderImage(recipe); // full size, for the timing
    const ms = performance.now() - t;
    const tile = await renderImage(recipe, { width: w, height: h, format: 'png' });
    console.log(`${recipe.subject.padEnd(14)} ${recipe.view.padEnd(7)} ${recipe.materials.join('+').padEnd(36)} ${ms.toFixed(0).padStart(5)} ms`);
    tiles.push({ input: tile, left: x, top: y });
    x += w + gap;
    rowH = Math.max(rowH, h);
  }
  await sharp({ create: { width: cols * (TILE + gap), height: y + rowH, channels: 3, background: '#ffffff' } })
    .composite(tiles).png().toFile(out);
  console.log(`wrote ${out}`);
}

main().catch((err) => { console.error(err); process.exit(1); });
