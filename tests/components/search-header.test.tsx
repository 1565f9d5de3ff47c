/**
 * The search page's field and image search (components/catalogue/SearchField.tsx, ImageSearch.tsx),
 * drawn at first paint with the shop's own messages only, as the page gives them (ADR 0021): the
 * locale layout's first-paint messages plus what the search page adds (PAGE_MESSAGES.search), and no
 * next-intl provider. The image search's cards read next-intl (ProductCard's locale): they come with
 * their own IntlScope once a photo is chosen.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/components/catalogue/listing-action', () => ({ renderListing: () => new Promise(() => {}) }));
vi.mock('@/lib/i18n/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/navigation')>()),
  Link: (props: React.ComponentProps<'a'>) => <a {...props} />,
}));
vi.mock('@/components/catalogue/WishlistLater', () => ({ WishlistLater: () => null }));
vi.mock('@/components/cart/AddToCartLater', () => ({ AddToCartLater: () => null }));

import { ShopMessagesProvider } from '@/lib/i18n/shop-messages';
import { PAGE_MESSAGES, pickClientMessages } from '@/lib/i18n/client-messages';
import { ListingController } from '@/components/catalogue/ListingController';
import { SearchField } from '@/components/catalogue/SearchField';
import { ImageSearch } from '@/components/catalogue/ImageSearch';
import it_ from '@/messages/it.json';

const spec = { locale: 'it-it', audience: 'consumer', source: { kind: 'search' } } as const;

function mount() {
  window.history.replaceState(null, '', '/it-it/search');
  render(
    <ShopMessagesProvider value={{ locale: 'it-it', timeZone: 'Europe/Rome', messages: pickClientMessages(it_, PAGE_MESSAGES.search) }}>
      <ListingController
        spec={spec}
        route={{}}
        header={
          <>
            <SearchField popular={['divano']} recommended={['tavolo']} />
            <ImageSearch language="it" currency="EUR" />
          </>
        }
      >
        <p>risultati</p>
      </ListingController>
    </ShopMessagesProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the search page’s header, with the shop’s messages alone', () => {
  it('draws the field, its suggestions and the image search in the page’s language', () => {
    mount();
    const field = screen.getByRole('searchbox', { name: it_.catalogue.searchLabel });
    expect(field).toHaveAttribute('placeholder', it_.catalogue.searchPlaceholder);
    expect(screen.getByRole('button', { name: it_.catalogue.submitSearch })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: it_.catalogue.popularSearches })).toHaveTextContent('divano');
    expect(screen.getByText(it_.catalogue.searchByImageHint)).toBeInTheDocument();
    expect(screen.getByLabelText(it_.catalogue.searchByImage)).toHaveAttribute('type', 'file');
  });

  it('refuses a file of another type with the page’s sentence', () => {
    mount();
    fireEvent.change(screen.getByLabelText(it_.catalogue.searchByImage), { target: { files: [new File(['gif'], 'divano.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(it_.catalogue.imageTypeError);
  });

  it('shows the pieces a photo finds as cards, their code arriving with its IntlScope', async () => {
    const hit = { objectID: '42', title: 'Divano Lido in velluto smeraldo', url: '/products/lido-sofa', sku: 'CM-42', variant_id: '7', price_EUR: 4200, lead_time: 4, main_image: 'http://127.0.0.1:4000/media/sofa/front.jpg' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ hits: [hit] }), { headers: { 'content-type': 'application/json' } })));
    mount();
    fireEvent.change(screen.getByLabelText(it_.catalogue.searchByImage), { target: { files: [new File(['png'], 'divano.png', { type: 'image/png' })] } });
    const similar = await screen.findByRole('region', { name: it_.catalogue.similarTo });
    expect(within(similar).getByRole('link', { name: hit.title })).toHaveAttribute('href', '/products/lido-sofa');
    expect(within(similar).getByText(/4200|4\.200/)).toBeInTheDocument();
    expect(within(similar).getByRole('button', { name: it_.catalogue.backToSearch })).toBeInTheDocument();
  });
});
