import { act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly, hydratedLater } from '@/components/ui/client-only';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A chunk that arrives when the test says so, counting how often it was asked for. */
function chunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Counter;
  });
  return { load, arrive };
}

describe('clientOnly', () => {
  it('renders only its placeholder on the server, without asking for the code', () => {
    const { load } = chunk();
    const Part = clientOnly(load, { loading: () => <p aria-busy="true">Loading</p> });
    expect(renderToString(<main><Part label="Added" /></main>)).toBe('<main><p aria-busy="true">Loading</p></main>');
    const Bare = clientOnly(load);
    expect(renderToString(<main><Bare label="Added" /></main>)).toBe('<main></main>');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates the placeholder without a mismatch, asks for the code after hydration and shows the part when it arrives', async () => {
    const { load, arrive } = chunk();
    const Part = clientOnly(load, { loading: () => <p aria-busy="true">Loading</p> });
    const page = <main><Part label="Added" /></main>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    // Hydrated, code asked for, not arrived: the placeholder is still what shows.
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<main><p aria-busy="true">Loading</p></main>');
    expect(container.querySelector('button')).toBeNull();

    await act(async () => arrive());
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Added 0');
    expect(container.querySelector('p')).toBeNull();
    await act(async () => button.click());
    expect(button.textContent).toBe('Added 1');
    container.remove();
  });

  it('mounted later in the browser (not hydrating), loads its code once however many times it renders', async () => {
    const { load, arrive } = chunk();
    const Part = clientOnly(load);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<><Part label="A" /><Part label="B" /></>));
    expect(container.textContent).toBe('');
    await act(async () => arrive());
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['A 0', 'B 0']);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});

/** The server's whole answer for a page, waiting for every lazy part as a prerender does. */
async function serverHtml(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('hydratedLater', () => {
  it('is rendered whole on the server, in place (not streamed apart)', async () => {
    const Part = hydratedLater(async () => Counter);
    const html = await serverHtml(<main><Part label="Added" /></main>);
    expect(html).toBe('<main><!--$--><button type="button">Added<!-- --> <!-- -->0</button><!--/$--></main>');
  });

  it('keeps the server’s element while its code is on the way, then hydrates that same element', async () => {
    const OnServer = hydratedLater(async () => Counter);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<main><OnServer label="Added" /></main>);
    document.body.append(container);
    const served = container.querySelector('button')!;

    const { load, arrive } = chunk();
    const Part = hydratedLater(load);
    const page = <main><Part label="Added" /></main>;
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(served);
    expect(served.textContent).toBe('Added 0');

    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(served);
    await act(async () => served.click());
    expect(served.textContent).toBe('Added 1');
    container.remove();
  });
});

