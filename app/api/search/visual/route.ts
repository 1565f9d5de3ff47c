import { NextResponse } from 'next/server';
import { productIndex } from '@/lib/catalogue/indexes';
import { isLanguage } from '@/lib/i18n/languages';
import { isAcceptedImage } from '@/lib/catalogue/image-upload';
import { currentAccount } from '@/lib/session';
import { similarToImage, withVisualTradePrices } from '@/lib/search/visual';
import { payloadTooLarge, readFormDataBody } from '@/lib/security/body';

const IMAGE_TYPE_MESSAGE = 'Please upload an image (.jpeg, .jpg, .png)';
const privateHeaders = { 'cache-control': 'private, no-store', vary: 'cookie' };

/**
 * Search by image: a .jpeg/.jpg/.png upload → the visually similar products' index records. A trade
 * user's carry the spec §7 trade price (15 % below the price), computed here after the account behind
 * the httpOnly cookie is checked; everyone else's carry none.
 */
export async function POST(request: Request) {
  const read = await readFormDataBody(request, 'visualSearch');
  if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('visualSearch', { message: IMAGE_TYPE_MESSAGE }, privateHeaders);
  const form = read.ok ? read.value : null;
  const image = form?.get('image');
  if (!(image instanceof File) || !isAcceptedImage(image)) {
    return NextResponse.json({ message: IMAGE_TYPE_MESSAGE }, { status: 400, headers: privateHeaders });
  }
  const language = form?.get('language');
  try {
    const [hits, account] = await Promise.all([
      similarToImage(image, productIndex(isLanguage(language) ? language : 'en')),
      // No account (or no commerce service): the guest's answer, without trade prices.
      currentAccount().catch(() => null),
    ]);
    return NextResponse.json({ hits: account?.isTrade ? withVisualTradePrices(hits) : hits }, { headers: privateHeaders });
  } catch (error) {
    console.error(`visual search failed: ${(error as Error).message}`);
    return NextResponse.json({ message: 'Visual search is unavailable' }, { status: 503, headers: privateHeaders });
  }
}
