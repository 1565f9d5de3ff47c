import { describe, expect, it } from 'vitest';
import { compareLoops, libUnit, loops, unitEdges } from '../../scripts/lib/lib-loops.mjs';

const mod = (source: string, ...deps: string[]) => ({ source, dependencies: deps.map((resolved) => ({ resolved })) });

/** How `npm run check:arch` counts the loops between lib folders (scripts/lib/lib-loops.mjs). */
describe('loops between lib folders', () => {
  it('takes a folder of lib, or a file at its top, as one unit', () => {
    expect(libUnit('lib/commerce/cart.ts')).toBe('commerce');
    expect(libUnit('lib/content/queries/editorial.ts')).toBe('content');
    expect(libUnit('lib/money.ts')).toBe('money');
    expect(libUnit('components/cart/CartView.tsx')).toBeNull();
  });

  it('finds the loop a feature closes by being imported by its adapter, and none once the adapter imports a model', () => {
    const knot = [
      mod('lib/cart/service.ts', 'lib/commerce/cart.ts'),
      mod('lib/commerce/cart.ts', 'lib/cart/cart.ts', 'lib/cache/tags.ts'),
      mod('lib/cart/cart.ts'),
      mod('lib/cache/tags.ts'),
    ];
    expect(loops(unitEdges(knot))).toEqual([['cart', 'commerce']]);
    const untied = [mod('lib/cart/service.ts', 'lib/commerce/cart.ts', 'lib/model/cart.ts'), mod('lib/commerce/cart.ts', 'lib/model/cart.ts'), mod('lib/model/cart.ts')];
    expect(loops(unitEdges(untied))).toEqual([]);
  });

  it('allows a loop only inside a known one, and asks for a known loop that is gone to leave the list', () => {
    const known = [{ units: ['auth', 'cart', 'session'], why: '' }];
    expect(compareLoops([['auth', 'session']], known)).toEqual({ unknown: [], gone: known });
    expect(compareLoops([['auth', 'cart', 'session']], known)).toEqual({ unknown: [], gone: [] });
    expect(compareLoops([['auth', 'cart', 'commerce', 'session']], known).unknown).toEqual([['auth', 'cart', 'commerce', 'session']]);
  });
});
