import { NextResponse } from 'next/server';
import { productIndex } from '@/lib/catalogue/indexes';
import { isLanguage } from '@/lib/i18n/languages';
import { isAcceptedImage } from '@/lib/catalogue/image-upload';
import { similarToImage } from '@/lib/search/visual';

const IMAGE_TYPE_MESSAGE = 'Please upload an image (.jpeg, .jpg, .png)';

/** Search by image: a .jpeg/.jpg/.png upload → the visually similar products' index records. */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const image = form?.get('image');
  if (!(image instanceof File) || !isAcceptedImage(image)) {
    return NextResponse.json({ message: IMAGE_TYPE_MESSAGE }, { status: 400 });
  }
  const language = form?.get('language');
  try {
    const hits = await similarToImage(image, productIndex(isLanguage(language) ? language : 'en'));
    return NextResponse.json({ hits }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error(`visual search failed: ${(error as Error).message}`);
    return NextResponse.json({ message: 'Visual search is unavailable' }, { status: 503 });
  }
}
