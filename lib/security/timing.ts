/**
 * Answers that must not tell, by how long they take, what they are about. A refused sign-in comes
 * back after the commerce service has checked the password of an existing account (a slow hash,
 * about 250 ms on the embedded service) or at once for an unknown e-mail: the difference says who
 * has an account. Padding every refusal to the same floor, longer than the hash, hides it.
 */
export const SIGN_IN_REFUSAL_FLOOR_MS = 1_000;

/** Resolves with `work`'s value, never before `floorMs` after `startedAt`. */
export async function notBefore<T>(startedAt: number, floorMs: number, value: T, now: () => number = Date.now): Promise<T> {
  const wait = startedAt + floorMs - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return value;
}
