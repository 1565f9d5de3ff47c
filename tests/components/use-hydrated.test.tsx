import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '@/components/ui/use-hydrated';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Records what each of its renders saw, and draws the "after hydration" part only once hydrated. */
function probe(seen: boolean[]) {
  return function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <div>{hydrated ? <span data-picture="" /> : null}</div>;
  };
}

describe('useHydrated (what a listing draws after hydration)', () => {
  it('is false on the server and in the hydration, then true in a deferred render of its own, not in the synchronous re-render after it', async () => {
    const seen: boolean[] = [];
    const Probe = probe(seen);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.innerHTML).toBe('<div></div>');
    seen.length = 0;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
    });
    // The hydration (false); React's forced re-render once the store's snapshot differs from the
    // server's, which is synchronous and still shows false; then the deferred render that draws the part.
    // With useSyncExternalStore alone the part was drawn in the synchronous re-render: [false, true].
    expect(seen).toEqual([false, false, true]);
    expect(container.querySelector('[data-picture]')).not.toBeNull();
    container.remove();
  });

  it('is true in the first render of a part the browser mounts itself (after "show more", a new filter), with no extra render', async () => {
    const seen: boolean[] = [];
    const Probe = probe(seen);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([true]);
    expect(container.querySelector('[data-picture]')).not.toBeNull();
    act(() => root.unmount());
  });
});
