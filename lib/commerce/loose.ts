/**
 * The SDK's overloads pick their deprecated positional form when an options object carries fields
 * its types do not list (e.g. `fields`, a list `description`); this calls the options form anyway,
 * bound to its endpoint object (the SDK's methods use `this`).
 */
export function loose<O extends object, K extends keyof O>(
  endpoint: O,
  method: K,
): (options: Record<string, unknown>) => O[K] extends (...args: never[]) => infer R ? R : never {
  return (endpoint[method] as (...args: unknown[]) => unknown).bind(endpoint) as never;
}
