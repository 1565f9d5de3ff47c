import { act, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from '@/components/ui/HydrateApart';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Added {count}
    </button>
  );
}

const page = (
  <main>
    <h1>Sofas</h1>
    <HydrateApart>
      <Counter />
    </HydrateApart>
  </main>
);

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function serve(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('HydrateApart', () => {
  it('keeps its HTML in place in the server answer, inside an Activity boundary (never streamed apart)', () => {
    const html = renderToString(page);
    expect(html).toBe('<main><h1>Sofas</h1><!--&--><button type="button">Added <!-- -->0</button><!--/&--></main>');
  });

  it('hydrates the server HTML it holds, reusing the same elements, and then answers clicks', async () => {
    const container = serve(page);
    const served = container.querySelector('button')!;

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    // The boundary hydrates after the page around it; act() has flushed it.
    await act(async () => served.click());

    expect(container.querySelector('button')).toBe(served);
    expect(served.textContent).toBe('Added 1');
    container.remove();
  });

  it('hydrates after the page around it, in a commit of its own', async () => {
    const order: string[] = [];
    function Part({ name, children }: { name: string; children?: ReactNode }) {
      useLayoutEffect(() => void order.push(name), [name]);
      return <div>{children}</div>;
    }
    const tree = (deferred: boolean) => (
      <Part name="page">{deferred ? <HydrateApart><Part name="listing" /></HydrateApart> : <Part name="listing" />}</Part>
    );
    for (const deferred of [false, true]) {
      const container = serve(tree(deferred));
      await act(async () => void hydrateRoot(container, tree(deferred)));
      container.remove();
    }
    // In one commit a child's effects run before its parent's; apart, the page's come first.
    expect(order).toEqual(['listing', 'page', 'page', 'listing']);
  });
});
