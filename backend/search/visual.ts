/**
 * Visual similarity ("search by image", "similar products"). Every product image is generated from a
 * recipe named in its URL (/media/{subject}/{materials}/{view}-{seed}.jpg), so a product's look is
 * known without rendering it: its subject and the colours of its materials. An uploaded photo is
 * reduced to a colour histogram and compared with the products' material colours; a product is
 * compared with others by subject, shared materials and colours.
 */
import sharp from 'sharp';
import { MATERIAL_SWATCHES, PRODUCT_SUBJECTS, type MaterialSwatch } from '../contracts';
import type { Corpus, SearchRecord } from './corpus';
import { nearness, recipeKey, signatureDistance, signatureOf, type SignatureStore } from './signatures';

/** Base colour of each material swatch (sRGB), as the renderer paints it. */
const SWATCH_RGB: Record<MaterialSwatch, [number, number, number]> = {
  walnut: [93, 64, 45], ash: [200, 178, 140], oak: [184, 148, 100], ebony: [40, 32, 30],
  brass: [181, 148, 70], bronze: [140, 100, 60], chrome: [190, 195, 200],
  'carrara-marble': [232, 230, 226], 'calacatta-marble': [236, 230, 218], 'nero-marquina': [30, 30, 32],
  travertine: [214, 196, 165], terrazzo: [205, 195, 185],
  'murano-glass-amber': [200, 120, 40], 'murano-glass-blue': [40, 90, 170], 'murano-glass-clear': [210, 225, 230],
  'murano-glass-green': [50, 140, 90], 'velvet-emerald': [20, 90, 60], 'velvet-rust': [150, 70, 40],
  'velvet-blush': [220, 170, 165], 'boucle-ivory': [235, 228, 212], 'linen-sand': [210, 195, 170],
  'leather-cognac': [150, 85, 40], raffia: [205, 180, 125], terracotta: [185, 95, 60],
  'porcelain-white': [245, 245, 242], 'ceramic-cobalt': [30, 60, 150], 'ceramic-majolica': [220, 170, 60],
  rattan: [190, 150, 90], 'wool-cream': [238, 230, 210], 'silk-ochre': [200, 150, 50],
};

/** 4 levels per channel: 64 colour bins. */
const LEVELS = 4;
const BINS = LEVELS ** 3;

function bin(r: number, g: number, b: number): number {
  const q = (v: number) => Math.min(LEVELS - 1, Math.floor((v / 256) * LEVELS));
  return (q(r) * LEVELS + q(g)) * LEVELS + q(b);
}

/** Spreads each bin into its six neighbours so shading and lighting shifts still overlap; unit length. */
function smooth(h: Float32Array): Float32Array {
  const out = new Float32Array(BINS);
  for (let i = 0; i < BINS; i++) {
    if (!h[i]) continue;
    const r = Math.floor(i / (LEVELS * LEVELS));
    const g = Math.floor(i / LEVELS) % LEVELS;
    const b = i % LEVELS;
    out[i] += h[i];
    for (const [dr, dg, db] of [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]]) {
      const [nr, ng, nb] = [r + dr, g + dg, b + db];
      if (nr < 0 || ng < 0 || nb < 0 || nr >= LEVELS || ng >= LEVELS || nb >= LEVELS) continue;
      out[(nr * LEVELS + ng) * LEVELS + nb] += h[i] * 0.5;
    }
  }
  const norm = Math.hypot(...out) || 1;
  for (let i = 0; i < BINS; i++) out[i] /= norm;
  return out;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < BINS; i++) s += a[i] * b[i];
  return s;
}

interface Look {
  subject: string | null;
  materials: MaterialSwatch[];
  histogram: Float32Array;
}

const RECIPE_RE = /\/media\/([a-z-]+)\/([a-z+-]+)\/(?:front|angle|detail|scene)-\d+\.jpg/;
const SWATCHES = new Set<string>(MATERIAL_SWATCHES);
const SUBJECTS = new Set<string>(PRODUCT_SUBJECTS);

/** A product's look from its main image recipe: main material weighs most. */
function lookOf(record: SearchRecord): Look {
  const m = typeof record.main_image === 'string' ? RECIPE_RE.exec(record.main_image) : null;
  const subject = m && SUBJECTS.has(m[1]) ? m[1] : null;
  const materials = (m ? m[2].split('+') : []).filter((s): s is MaterialSwatch => SWATCHES.has(s));
  const h = new Float32Array(BINS);
  materials.forEach((s, i) => {
    h[bin(...SWATCH_RGB[s])] += i === 0 ? 0.6 : 0.4 / (materials.length - 1);
  });
  return { subject, materials, histogram: smooth(h) };
}

const looks = new WeakMap<Corpus, Look[]>();

function corpusLooks(corpus: Corpus): Look[] {
  let list = looks.get(corpus);
  if (!list) looks.set(corpus, (list = corpus.records.map(lookOf)));
  return list;
}

export class ImageError extends Error {}

export const IMAGE_TYPE_MESSAGE = 'Please upload an image (.jpeg, .jpg, .png)';

/** What an upload is reduced to: its colours, and its thumbnail signature (./signatures.ts). */
export interface UploadLook {
  histogram: Float32Array;
  signature: Uint8Array;
}

/** Colour histogram (the near-white studio background left out) and signature of a JPEG or PNG. */
export async function uploadLook(data: Uint8Array): Promise<UploadLook> {
  let pixels: Buffer;
  let signature: Uint8Array;
  try {
    const image = sharp(data, { failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new ImageError(IMAGE_TYPE_MESSAGE);
    pixels = await image.clone().resize(64, 64, { fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer();
    signature = await signatureOf(data);
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError(IMAGE_TYPE_MESSAGE);
  }
  return { histogram: histogramOf(pixels), signature };
}

function histogramOf(pixels: Buffer): Float32Array {
  const h = new Float32Array(BINS);
  let kept = 0;
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (Math.min(r, g, b) > 246) continue; // background
    h[bin(r, g, b)]++;
    kept++;
  }
  if (kept === 0) for (let i = 0; i + 2 < pixels.length; i += 3) h[bin(pixels[i], pixels[i + 1], pixels[i + 2])]++;
  return smooth(h);
}

export interface Similar {
  doc: number;
  score: number;
}

function top(scores: Float64Array, exclude: number, limit: number): Similar[] {
  const out: Similar[] = [];
  scores.forEach((score, doc) => { if (doc !== exclude && score > 0) out.push({ doc, score }); });
  out.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return out.slice(0, limit);
}

/**
 * A near photo outranks any colour match (colour scores are at most 1): one distance unit of 12 is
 * worth more than the whole colour score, so the closest photo comes first.
 */
const NEAR_WEIGHT = 20;

/**
 * Products looking most like the uploaded image: its colours against each product's materials, and —
 * weighing most — how near the upload is to the product's own main photo (its signature), so that a
 * photo of a piece finds that piece first and its look-alikes after it.
 */
export function similarToImage(corpus: Corpus, upload: Float32Array | UploadLook, limit: number, signatures?: SignatureStore): Similar[] {
  const { histogram, signature } = upload instanceof Float32Array ? { histogram: upload, signature: null } : upload;
  const list = corpusLooks(corpus);
  const scores = new Float64Array(list.length);
  list.forEach((look, doc) => {
    const colour = look.materials.length ? cosine(histogram, look.histogram) : 0;
    const own = signature && signatures?.get(recipeKey(corpus.records[doc].main_image) ?? '');
    scores[doc] = colour + (own ? NEAR_WEIGHT * nearness(signatureDistance(signature as Uint8Array, own)) : 0);
  });
  return top(scores, -1, limit);
}

/** Products most like a given one: same kind of object, shared materials, similar colours. */
export function similarToProduct(corpus: Corpus, doc: number, limit: number): Similar[] {
  const list = corpusLooks(corpus);
  const me = list[doc];
  const scores = new Float64Array(list.length);
  list.forEach((look, other) => {
    const shared = look.materials.filter((m) => me.materials.includes(m)).length;
    const union = new Set([...look.materials, ...me.materials]).size || 1;
    scores[other] = (me.subject && look.subject === me.subject ? 0.5 : 0) + 0.3 * (shared / union) + 0.2 * cosine(me.histogram, look.histogram);
  });
  return top(scores, doc, limit);
}
