import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, type IslandRoot } from '@/components/ui/island';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface BasketProps {
  name: string;
}

/** What both the markup and the part draw: a row with an "add" button, a disabled one and a count. */
function BasketView({ name, added = 0, onAdd, onRemove, root }: BasketProps & { added?: number; onAdd?: () => void; onRemove?: () => void; root?: IslandRoot }) {
  return (
    <div {...root} className="basket">
      <p>{name}</p>
      <span>
        <button type="button" onClick={onAdd}>
          Add {name}
        </button>
      </span>
      <button type="button" onClick={onRemove} disabled={added === 0}>
        Remove
      </button>
      <output>{added}</output>
    </div>
  );
}

/** The part: every tap on "add" counts (so a tap performed twice would show as 2). */
const performed: string[] = [];
function Basket({ name }: BasketProps) {
  const [added, setAdded] = useState(0);
  return (
    <BasketView
      name={name}
      added={added}
      onAdd={() => {
        performed.push(name);
        setAdded((n) => n + 1);
      }}
      onRemove={() => setAdded((n) => n - 1)}
    />
  );
}

/** A chunk that arrives when the test says so, counting how often it was asked for. */
function chunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Basket;
  });
  return { load, arrive, Island: island(load, BasketView) };
}

const page = (Island: ReturnType<typeof chunk>['Island']) => (
  <main>
    <h1>Sofas</h1>
    <Island name="Lido" />
  </main>
);

async function served(Island: ReturnType<typeof chunk>['Island']) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(Island));
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page(Island), { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
  });
  return container;
}

const addButton = (container: HTMLElement) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Add'))!;

afterEach(() => {
  performed.length = 0;
  document.body.replaceChildren();
});

describe('island', () => {
  it('is drawn by the server as the part draws itself, without asking for the code', () => {
    const { load, Island } = chunk();
    expect(renderToString(page(Island))).toBe(renderToString(<main><h1>Sofas</h1><Basket name="Lido" /></main>));
    expect(load).not.toHaveBeenCalled();
  });

  it('performs a tap made before the code arrived once, on the part that replaced the markup', async () => {
    const { load, arrive, Island } = chunk();
    const container = await served(Island);
    const markup = addButton(container);

    await act(async () => markup.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('output')!.textContent).toBe('0');
    // A second tap while the code is on its way: the action is still performed once, not twice.
    await act(async () => markup.click());

    await act(async () => arrive());
    const part = addButton(container);
    expect(part).not.toBe(markup);
    expect(performed).toEqual(['Lido']);
    expect(container.querySelector('output')!.textContent).toBe('1');
    // Nothing left to replay: later taps are the part's own.
    await act(async () => part.click());
    expect(container.querySelector('output')!.textContent).toBe('2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a keyboard’s place and its Enter: focus moves to the same button of the part, the action is performed once', async () => {
    const user = userEvent.setup();
    const { load, arrive, Island } = chunk();
    const container = await served(Island);

    await user.tab();
    expect(addButton(container)).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1); // focus is an intent
    await user.keyboard('{Enter}');
    expect(performed).toEqual([]);

    await act(async () => arrive());
    expect(addButton(container)).toHaveFocus();
    expect(performed).toEqual(['Lido']);
    await user.keyboard(' ');
    expect(performed).toEqual(['Lido', 'Lido']);
  });

  it('asks for the code when a pointer comes near, and replaces the markup without a tap to replay', async () => {
    const { load, arrive, Island } = chunk();
    const container = await served(Island);
    const markup = addButton(container);
    await act(async () => container.querySelector('.basket')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(addButton(container)).not.toBe(markup);
    expect(performed).toEqual([]);
    expect(container.querySelector('.basket')!.outerHTML).toBe(renderToString(<Basket name="Lido" />).replace('<!-- -->', ''));
  });

  it('asks for the code by itself once the page has loaded and the browser is idle', async () => {
    const { load, Island } = chunk();
    await served(Island);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('does not swap the markup under a press: the press’s click lands and is performed once', async () => {
    const { arrive, Island } = chunk();
    const container = await served(Island);
    const markup = addButton(container);

    await act(async () => markup.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await act(async () => arrive());
    // The code is here, but the finger is still down: the element it pressed stays.
    expect(addButton(container)).toBe(markup);
    await act(async () => {
      window.dispatchEvent(new MouseEvent('pointerup'));
      markup.click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(addButton(container)).not.toBe(markup);
    expect(performed).toEqual(['Lido']);
    expect(container.querySelector('output')!.textContent).toBe('1');
  });

  it('ignores a tap on a disabled button and on what is not a button', async () => {
    const { arrive, Island } = chunk();
    const container = await served(Island);
    await act(async () => {
      container.querySelector('p')!.click();
      container.querySelector<HTMLButtonElement>('button:disabled')!.click();
    });
    await act(async () => arrive());
    expect(performed).toEqual([]);
    expect(container.querySelector('output')!.textContent).toBe('0');
  });

  it('two islands side by side whose code arrives at once: each kept tap and the focus go to its own part', async () => {
    const lido = chunk();
    const todi = chunk();
    const row = (
      <main>
        <h1>Sofas</h1>
        <lido.Island name="Lido" />
        <todi.Island name="Todi" />
      </main>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(row);
    await act(async () => {
      hydrateRoot(container, row, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    const add = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === `Add ${name}`)!;
    const markup = add('Todi');
    await act(async () => {
      // A pointer passing over the first asks for its code; the second is tapped and keeps the focus.
      container.querySelector('.basket')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      markup.click();
      markup.focus();
    });
    expect(lido.load).toHaveBeenCalledTimes(1);

    // Both parts replace their markup in one commit: React removes and inserts one island's elements
    // after the other's, so the second markup's neighbour at that moment is the first island's part.
    await act(async () => {
      lido.arrive();
      todi.arrive();
    });
    expect(add('Todi')).not.toBe(markup);
    expect(performed).toEqual(['Todi']);
    expect(add('Todi')).toHaveFocus();
    expect([...container.querySelectorAll('output')].map((output) => output.textContent)).toEqual(['0', '1']);
  });

  it('mounted later in the browser, keeps a tap the same way, and draws the part at once when its code is already here', async () => {
    const { load, arrive, Island } = chunk();
    const first = document.body.appendChild(document.createElement('div'));
    const firstRoot = createRoot(first);
    await act(async () => firstRoot.render(<Island name="Lido" />));
    await act(async () => addButton(first).click());
    await act(async () => arrive());
    expect(performed).toEqual(['Lido']);

    const second = document.body.appendChild(document.createElement('div'));
    const secondRoot = createRoot(second);
    await act(async () => secondRoot.render(<Island name="Todi" />));
    await act(async () => addButton(second).click());
    expect(performed).toEqual(['Lido', 'Todi']);
    expect(second.querySelector('output')!.textContent).toBe('1');
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      firstRoot.unmount();
      secondRoot.unmount();
    });
  });
});
