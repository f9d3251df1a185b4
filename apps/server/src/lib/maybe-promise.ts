/** A value some calls have at once and others only after waiting (a cache hit or a database read). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * `fn` applied to the value: now when it is at hand, after the promise otherwise. The hot paths
 * answered from memory (the session of a signed-in request) skip a promise and a microtask turn
 * per step; a throw in `fn` is thrown now, or rejects the promise.
 */
export function thenMaybe<T, R>(value: MaybePromise<T>, fn: (value: T) => R): MaybePromise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}
