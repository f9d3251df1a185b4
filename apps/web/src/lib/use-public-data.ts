import { useEffect, useState } from "react";
import { apiRequest } from "./api-client";

interface Cached {
  at: number;
  promise: Promise<unknown>;
}

const cache = new Map<string, Cached>();

export interface PublicData<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
}

function request(path: string, maxAgeMs: number): Promise<unknown> {
  const cached = cache.get(path);
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.promise;
  const promise = apiRequest(path).catch(() => apiRequest(path));
  cache.set(path, { at: Date.now(), promise });
  promise.catch(() => cache.delete(path));
  return promise;
}

/** Forgets every answer (tests start each case from a new page). */
export function forgetPublicData(): void {
  cache.clear();
}

/**
 * A public GET for pages that run without the data cache (the landing page, decision 050): one
 * request per path shared by every component, kept for `maxAgeMs`, retried once. The answer is the
 * envelope's data, unchecked: the schemas (and Zod) stay out of the landing page's first load.
 */
export function usePublicData<T>(path: string, maxAgeMs: number): PublicData<T> {
  const [state, setState] = useState<PublicData<T>>({ data: undefined, isError: false, isPending: true });
  useEffect(() => {
    let active = true;
    request(path, maxAgeMs).then(
      (data) => {
        if (active) setState({ data: data as T, isError: false, isPending: false });
      },
      () => {
        if (active) setState({ data: undefined, isError: true, isPending: false });
      },
    );
    return () => {
      active = false;
    };
  }, [path, maxAgeMs]);
  return state;
}
