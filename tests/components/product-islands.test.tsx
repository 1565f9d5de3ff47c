import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { island } from '@/components/ui/island';
import { ServerMarkup } from '@/components/ui/ServerMarkup';
import { Gallery } from '@/components/product/Gallery';
import { GalleryView } from '@/components/product/GalleryView';
import { ProductTabs } from '@/components/product/ProductTabs';
import { ProductTabsView } from '@/components/product/ProductTabsView';
import { RequestActions } from '@/components/product/RequestActions';
import { RequestButtons } from '@/components/product/RequestButtons';
import { AddToListPart } from '@/components/product/AddToListPart';
import { AddToListView } from '@/components/account/lists/AddToListView';
import { InLocale } from '../helpers/intl';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tabs = {
  label: 'About this piece',
  tabs: [
    { id: 'description', label: 'Description' },
    { id: 'details', label: 'Details' },
  ],
  panels: [<p key="description">Made by hand.</p>, <p key="details">114 × 39 × 91 cm</p>],
};
const requests = {
  product: { id: '39', sku: 'PORAMI-000039', title: 'Giada bench' },
  country: 'US',
  units: 'in' as const,
  kinds: ['white-glove' as const, 'customization' as const],
  labels: { inquiry: 'Ask about this piece', 'white-glove': 'Request white-glove delivery', customization: 'Request a customization' },
};
const gallery = {
  title: 'Lido coffee table',
  images: [
    { url: 'http://127.0.0.1:4000/media/lido-1.jpg', alt: 'Lido, front' },
    { url: 'http://127.0.0.1:4000/media/lido-2.jpg', alt: 'Lido, side' },
  ],
  labels: { zoom: ['Enlarge image 1 of 2', 'Enlarge image 2 of 2'], show: ['Show image 1 of 2', 'Show image 2 of 2'], thumbnails: 'Product images' },
};

/** What the server sends: the island's root (ServerMarkup) around the view the server drew. */
const served = (className: string, view: ReactNode) => renderToString(<ServerMarkup className={className}>{view}</ServerMarkup>);

afterEach(() => document.body.replaceChildren());

describe('the product page’s parts drawn by the server (components/ui/ServerMarkup.tsx)', () => {
  // The island hands a kept tap and the focus over by their place under the root: the part's first
  // render must be the server's markup, element for element.
  it.each<[string, string, ReactNode]>([
    ['the tabs', served('tabs', <ProductTabsView {...tabs} />), <ProductTabs key="part" className="tabs" {...tabs} />],
    ['the requests', served('requests', <RequestButtons {...requests} />), <RequestActions key="part" className="requests" {...requests} />],
    ['the main request', served('group', <RequestButtons {...requests} kinds={['inquiry']} primary="inquiry" />), <RequestActions key="part" className="group" {...requests} kinds={['inquiry']} primary="inquiry" />],
    ['the gallery', served('gallery', <GalleryView {...gallery} />), <Gallery key="part" className="gallery" {...gallery} />],
    // The part reads its label from the page's messages (the server's comes from the same file).
    ['“add to list”', served('root', <AddToListView title="Lido coffee table" label="Add to list" />), <AddToListPart key="part" className="root" productId="6" title="Lido coffee table" />],
  ])('%s: the part first draws what the server drew', (_, markup, part) => {
    expect(renderToString(<InLocale>{part}</InLocale>)).toBe(markup);
  });

  it('a tab and a thumbnail pressed before their code arrived are shown once it has, on the part that replaced the markup', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const later = <P extends object>(Part: (props: P) => ReactNode) =>
      island<P & { className?: string; children: ReactNode }>(async () => {
        await arrived;
        return Part;
      }, ServerMarkup);
    const TabsLater = later(ProductTabs);
    const GalleryLater = later(Gallery);
    // As on the page: the gallery beside the summary, the tabs below them (island.tsx finds a part's
    // place by the markup's neighbour, so two islands side by side must not swap in one commit).
    const page = (
      <main>
        <div className="top">
          <GalleryLater className="gallery" {...gallery}>
            <GalleryView {...gallery} />
          </GalleryLater>
          <section>Lido coffee table</section>
        </div>
        <TabsLater className="tabs" {...tabs}>
          <ProductTabsView {...tabs} />
        </TabsLater>
      </main>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((button) => button.textContent === name)!;
    const thumbnail = () => container.querySelector<HTMLButtonElement>('[aria-label="Show image 2 of 2"]')!;
    const markupTab = tab('Details');

    await act(async () => {
      markupTab.click();
      thumbnail().click();
    });
    expect(tab('Details')).toHaveAttribute('aria-selected', 'false');
    expect(container.querySelector('[aria-label="Enlarge image 1 of 2"]')).not.toBeNull();

    await act(async () => arrive());
    expect(tab('Details')).not.toBe(markupTab);
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('#product-panel-details')).not.toHaveAttribute('hidden');
    expect(container.querySelector('#product-panel-description')).toHaveAttribute('hidden');
    expect(thumbnail()).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector('[aria-label="Enlarge image 2 of 2"] img')).toHaveAttribute('alt', 'Lido, side');
  });
});
