import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from '@/components/ui/client-only';
import { useHydrated } from '@/components/ui/use-hydrated';

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

  it('turns to its part with useHydrated, in the deferred render after hydration, not in the synchronous re-render before it', async () => {
    const { load, arrive } = chunk();
    // What useHydrated had said, in the render tree before the part, when the part asked for its code.
    const seen: boolean[] = [];
    let seenWhenLoaded: boolean[] | null = null;
    const Part = clientOnly(() => {
      seenWhenLoaded ??= [...seen];
      return load();
    });
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    const page = <main><Probe /><Part label="Added" /></main>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    seen.length = 0;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    // The hydration, the synchronous re-render (still false), then the deferred render, where the part
    // asks for its code. With a hydration flag of its own, the part asked in the synchronous re-render: [false, false].
    expect(seen).toEqual([false, false, true]);
    expect(seenWhenLoaded).toEqual([false, false, true]);
    await act(async () => arrive());
    expect(container.querySelector('button')?.textContent).toBe('Added 0');
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

  it('draws its loading markup from the part’s props, the same on the server and in the hydration', async () => {
    const { load, arrive } = chunk();
    const Part = clientOnly(load, { loading: ({ label }) => <span data-room="">{label}</span> });
    const page = <main><Part label="Sofa" /></main>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.innerHTML).toBe('<main><span data-room="">Sofa</span></main>');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    expect(container.innerHTML).toBe('<main><span data-room="">Sofa</span></main>');
    await act(async () => arrive());
    expect(container.querySelector('button')?.textContent).toBe('Sofa 0');
    container.remove();
  });
});
