/**
 * Image signatures for "search by image": each product's main photo reduced to a tiny colour
 * thumbnail (16×20 pixels, sRGB, as every upload is reduced), so a shopper's upload of a product's
 * own photo — resized, recompressed, as a browser or a phone saves it — lies next to that product.
 *
 * The photos are rendered from their recipe (backend/media), so the signatures are computed here from
 * the same renderer, once per image: in the background when the service starts, kept in
 * `{dataDir}/visual-signatures.json` (so a restart reads them back), and awaited by an upload that
 * arrives before they are ready. A catalogue of 1,500 products takes about 20 s on two cores; one of
 * 50,000 half an hour at a fifth of a core, so the background run renders only while the service
 * has begun no answer for QUIET_BEFORE_WARM_UP_MS (it held that share of a core under every load).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageRecipe, MaterialSwatch, ProductSubject } from '../contracts';
import { renderImage } from '../media/render';

export const SIGNATURE_W = 16;
export const SIGNATURE_H = 20;
export const SIGNATURE_BYTES = SIGNATURE_W * SIGNATURE_H * 3;

/** The recipe part of a product image URL: "/media/{subject}/{materials}/{view}-{seed}.jpg". */
const RECIPE_PATH_RE = /\/media\/([a-z-]+)\/([a-z+-]+)\/(front|angle|detail)-(\d+)\.jpg/;

export function recipeKey(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const m = RECIPE_PATH_RE.exec(url);
  return m ? `${m[1]}/${m[2]}/${m[3]}-${m[4]}` : null;
}

function recipeOf(key: string): ImageRecipe {
  const [subject, materials, file] = key.split('/');
  const [view, seed] = file.split('-');
  return { subject: subject as ProductSubject, materials: materials.split('+') as MaterialSwatch[], view: view as ImageRecipe['view'], seed: Number(seed) };
}

/** Any image (an upload, or a rendered photo) → its signature: the whole frame squeezed to 16×20. */
export async function signatureOf(image: Uint8Array | Buffer): Promise<Uint8Array> {
  const raw = await sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(SIGNATURE_W, SIGNATURE_H, { fit: 'fill', kernel: 'mitchell' })
    .raw()
    .toBuffer();
  return new Uint8Array(raw.subarray(0, SIGNATURE_BYTES));
}

/** Mean absolute difference per channel, 0 (same picture) to 255. */
export function signatureDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < SIGNATURE_BYTES; i++) sum += Math.abs(a[i] - b[i]);
  return sum / SIGNATURE_BYTES;
}

/**
 * How much a distance says "this is the same photo": 1 for an identical thumbnail, falling to 0 at
 * NEAR_DISTANCE. Two renders of one kind of object in one material (another seed, another backdrop)
 * stay well beyond it; the same photo resized and recompressed as a JPEG stays well within.
 */
export const NEAR_DISTANCE = 12;

/** The background warm-up's pause between two photos. */
const BACKGROUND_PAUSE_MS = 25;
/** How long the service must have begun no answer before the background warm-up renders another photo. */
export const QUIET_BEFORE_WARM_UP_MS = 500;
export const nearness = (distance: number): number => Math.max(0, 1 - distance / NEAR_DISTANCE);

export class SignatureStore {
  private readonly signatures = new Map<string, Uint8Array>();
  private pending: Promise<void> = Promise.resolve();
  private readonly file: string | null;

  /**
   * `quiet`: whether the service is between answers (backend/activity.ts); the background warm-up
   * renders only then. An upload that waits is served at once, busy or not.
   */
  constructor(dataDir: string | null, private readonly quiet: () => boolean = () => true) {
    this.file = dataDir ? path.join(dataDir, 'visual-signatures.json') : null;
    if (this.file && fs.existsSync(this.file)) {
      try {
        const saved = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, string>;
        for (const [key, value] of Object.entries(saved)) {
          const bytes = Buffer.from(value, 'base64');
          if (bytes.length === SIGNATURE_BYTES) this.signatures.set(key, new Uint8Array(bytes));
        }
      } catch {
        // A damaged file is recomputed.
      }
    }
  }

  get(key: string): Uint8Array | undefined {
    return this.signatures.get(key);
  }

  /**
   * Computes the signatures of these images that are missing (after any run in progress). In the
   * background (`urgent` false) one photo at a time with a pause between them, so the warm-up never
   * crowds out the service's answers; once a shopper's upload waits, at full speed.
   */
  ensure(urls: readonly unknown[], { urgent = true }: { urgent?: boolean } = {}): Promise<void> {
    if (urgent) this.waiting++;
    const run = this.pending.then(() => this.compute(urls));
    this.pending = run.catch(() => undefined);
    return urgent ? run.finally(() => this.waiting--) : run;
  }

  private waiting = 0;
  private stopped = false;

  /** Ends a warm-up in progress (the service is closing); what is computed so far is kept. */
  stop(): void {
    this.stopped = true;
  }

  private async compute(urls: readonly unknown[]): Promise<void> {
    const missing = [...new Set(urls.map(recipeKey).filter((k): k is string => k !== null && !this.signatures.has(k)))];
    if (missing.length === 0) return;
    let next = 0;
    const sleep = () => new Promise((resolve) => setTimeout(resolve, BACKGROUND_PAUSE_MS));
    // Between two background photos: a short pause, longer while the service is answering.
    const pause = async () => {
      do await sleep();
      while (this.waiting === 0 && !this.stopped && !this.quiet());
    };
    const render = async (key: string) => {
      try {
        const photo = await renderImage(recipeOf(key), { width: 96, height: 120, format: 'png' });
        this.signatures.set(key, await signatureOf(photo));
      } catch {
        // An image the renderer refuses has no signature; it is ranked by colour only.
      }
    };
    // The steady worker renders one photo after another, pausing between them unless an upload
    // waits; the second joins only while an upload waits.
    const steady = async () => {
      while (next < missing.length && !this.stopped) {
        await render(missing[next++]);
        if (this.waiting === 0) await pause();
      }
    };
    const helper = async () => {
      while (next < missing.length && !this.stopped) {
        if (this.waiting === 0) await pause();
        else await render(missing[next++]);
      }
    };
    await Promise.all([steady(), helper()]);
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    const out: Record<string, string> = {};
    for (const [key, value] of this.signatures) out[key] = Buffer.from(value).toString('base64');
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(out));
    } catch {
      // Not kept: computed again after a restart.
    }
  }
}
