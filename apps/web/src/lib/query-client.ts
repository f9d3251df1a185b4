import { queryDefaults } from "@meridian/contract";
import { MutationCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { showMutationErrorToast } from "./mutation-error-toast";

type QueryParams = Record<string, unknown>;

/**
 * Appends the params as a query string, skipping null, undefined and empty lists. Lists become
 * comma-separated values, the one form the contract's list parameters read.
 */
export function buildQueryUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  if (query === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The default data query of spec part 1 §7: GET on the first key element, which must start with
 * /api or http; an optional second element (an object) becomes the query string.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, params] = queryKey;
  if (typeof path !== "string" || !(path.startsWith("/api") || path.startsWith("http"))) {
    throw new Error(
      `Invalid query key: the first element must be a URL starting with /api or http (got ${String(path)})`,
    );
  }
  return apiRequest(buildQueryUrl(path, isQueryParams(params) ? params : undefined), {
    method: "GET",
    signal,
  });
};

/**
 * A query client with the defaults of spec part 1 §9. Mutations without their own onError get the
 * default error toast of §8.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.options.onError || mutation.meta?.errorToast === false) return;
        showMutationErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: queryDefaults.staleTimeMs,
        gcTime: queryDefaults.gcTimeMs,
        retry: false,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchOnReconnect: true,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
