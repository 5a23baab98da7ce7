import { QueryClient } from '@tanstack/react-query';

/**
 * Client defaults of spec 000 §9: nothing goes stale, refetches or retries by itself. There is no
 * default query function: every read names its route through `apiQuery` (lib/api.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
