/**
 * The loops between lib/ folders (issue 38 item 4), from dependency-cruiser's module graph. A unit is
 * a folder of lib/ (`lib/cart`) or a file at lib/'s top (`lib/money.ts`); type-only imports count, as
 * a loop of types is still a knot for whoever changes one of them. Pure: tested in
 * tests/unit/lib-loops.test.ts.
 */

/** The lib unit a path belongs to, or null outside lib/. */
export function libUnit(source) {
  const parts = source.split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return null;
  return parts.length === 2 ? parts[1].replace(/[.](ts|tsx|mjs)$/, '') : parts[1];
}

/** Edges between lib units: Map unit -> Map unit -> first "from -> to" module pair seen. */
export function unitEdges(modules) {
  const edges = new Map();
  for (const m of modules) {
    const from = libUnit(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = d.resolved ? libUnit(d.resolved) : null;
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} -> ${d.resolved}`);
    }
  }
  return edges;
}

/** Strongly connected sets of units with more than one member (Tarjan), each sorted, the list sorted. */
export function loops(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const set = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1) found.push(set.sort());
    }
  };
  for (const n of [...nodes].sort()) if (!index.has(n)) visit(n);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * The loops measured against the known ones: a loop is allowed only inside a known one (the list
 * can shrink, never grow); a known loop that is gone must leave the list.
 */
export function compareLoops(measured, known) {
  const unknown = measured.filter((loop) => !known.some((k) => loop.every((unit) => k.units.includes(unit))));
  const gone = known.filter((k) => !measured.some((loop) => loop.length === k.units.length && loop.every((unit) => k.units.includes(unit))));
  return { unknown, gone };
}
