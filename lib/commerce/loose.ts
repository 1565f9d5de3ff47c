/** What a method of an SDK endpoint resolves to, whichever overload it was called through. */
type Answer<F> = F extends (...args: never[]) => infer R ? R : never;

/** The keys of an endpoint object that are methods. */
type MethodOf<O> = { [K in keyof O]: O[K] extends (...args: never[]) => unknown ? K : never }[keyof O];

/**
 * The SDK's overloads pick their deprecated positional form when an options object carries fields
 * its types do not list (e.g. `fields`, a list `description`); this calls the options form anyway,
 * bound to its endpoint object (the SDK's methods use `this`). The one cast is the point: it widens
 * the method's parameters to the options object the SDK reads at run time, and keeps its answer type.
 */
export function loose<O extends object, K extends MethodOf<O>>(endpoint: O, method: K): (options: Record<string, unknown>) => Answer<O[K]> {
  const call = endpoint[method] as (this: O, options: Record<string, unknown>) => Answer<O[K]>;
  return call.bind(endpoint);
}
