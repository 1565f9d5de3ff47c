import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { island } from '@/components/ui/island';
import { ServerMarkup } from '@/components/ui/ServerMarkup';
import { ProductTabs } from '@/components/product/ProductTabs';
import { ProductTabsView } from '@/components/product/ProductTabsView';
import { RequestActions } from '@/components/product/RequestActions';
import { RequestButtons } from '@/components/product/RequestButtons';
import { AddToListPart } from '@/components/product/AddToListPart';
import { AddToListView } from '@/components/account/lists/AddToListView';
import { useFavorites } from '@/components/account/lists/favorites-store';
import { uiStore } from '@/stores/ui-store';
import { InLocale } from '../helpers/intl';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tabs = {
  label: 'About this piece',
  classes: { list: 'list', tab: 'tab', panel: 'panel' },
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

/** What the server sends: the island's root (ServerMarkup) around the view the server drew. */
const served = (className: string, view: ReactNode) => renderToString(<ServerMarkup className={className}>{view}</ServerMarkup>);

afterEach(() => {
  document.body.replaceChildren();
  uiStore.setState({ openPanel: null, listTarget: null });
  useFavorites.getState().setSignedIn(false);
});

describe('the product page’s parts drawn by the server (components/ui/ServerMarkup.tsx)', () => {
  // The island hands a kept tap and the focus over by their place under the root: the part's first
  // render must be the server's markup, element for element.
  it.each<[string, string, ReactNode]>([
    ['the tabs', served('tabs', <ProductTabsView {...tabs} />), <ProductTabs key="part" className="tabs" {...tabs} />],
    ['the requests', served('requests', <RequestButtons {...requests} />), <RequestActions key="part" className="requests" {...requests} />],
    ['the main request', served('group', <RequestButtons {...requests} kinds={['inquiry']} primary="inquiry" />), <RequestActions key="part" className="group" {...requests} kinds={['inquiry']} primary="inquiry" />],
    // The part reads its label from the page's messages (the server's comes from the same file).
    ['“add to list”', served('root', <AddToListView title="Lido coffee table" label="Add to list" />), <AddToListPart key="part" className="root" productId="6" title="Lido coffee table" />],
  ])('%s: the part first draws what the server drew', (_, markup, part) => {
    expect(renderToString(<InLocale>{part}</InLocale>)).toBe(markup);
  });

  it('a tab and “add to list” pressed before their code arrived are performed once it has, each on its own part, focus kept', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const later = <P extends object>(Part: (props: P) => ReactNode) =>
      island<P & { className?: string; children: ReactNode }>(async () => {
        await arrived;
        return Part;
      }, ServerMarkup);
    const RequestsLater = later(RequestActions);
    const ListLater = later(AddToListPart);
    const TabsLater = later(ProductTabs);
    // As on the page of a piece on request: the main request and "add to list" side by side in the
    // buy row (their code is one chunk, so they swap in one commit), the other requests, the tabs.
    const page = (
      <InLocale>
        <main>
          <div className="buy-row">
            <RequestsLater className="group" {...requests} kinds={['inquiry']} primary="inquiry">
              <RequestButtons {...requests} kinds={['inquiry']} primary="inquiry" />
            </RequestsLater>
            <ListLater className="root" productId="6" title="Lido coffee table">
              <AddToListView title="Lido coffee table" label="Add to list" />
            </ListLater>
          </div>
          <RequestsLater className="requests" {...requests}>
            <RequestButtons {...requests} />
          </RequestsLater>
          <TabsLater className="tabs" {...tabs}>
            <ProductTabsView {...tabs} />
          </TabsLater>
        </main>
      </InLocale>
    );
    // A signed-in shopper: "add to list" opens the list panel at once.
    useFavorites.getState().setSignedIn(true);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) }));
    const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((button) => button.textContent === name)!;
    const addToList = () => [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Add to list'))!;
    const markupTab = tab('Details');
    const markupList = addToList();
    const markupRequest = container.querySelector('.group button');

    await act(async () => {
      // A pointer passing over the main request asks for its code (the same chunk as the others').
      container.querySelector('.group')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      markupList.click();
      markupTab.click();
      markupTab.focus();
    });
    expect(tab('Details')).toHaveAttribute('aria-selected', 'false');
    expect(uiStore.getState().openPanel).toBeNull();

    await act(async () => arrive());
    expect(tab('Details')).not.toBe(markupTab);
    expect(addToList()).not.toBe(markupList);
    expect(container.querySelector('.group button')).not.toBe(markupRequest);
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Details')).toHaveFocus();
    expect(container.querySelector('#product-panel-details')).not.toHaveAttribute('hidden');
    expect(container.querySelector('#product-panel-description')).toHaveAttribute('hidden');
    expect(uiStore.getState()).toMatchObject({ openPanel: 'lists', listTarget: { productId: '6', title: 'Lido coffee table' } });
    // The main request beside it was not pressed: no dialog of its was asked for.
    expect(container.querySelector('dialog')).toBeNull();
    act(() => root.unmount());
  });
});
