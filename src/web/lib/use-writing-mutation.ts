import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { attemptFor, type Attempt } from './idempotency';

type WritingOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** The writing call, sent with the Idempotency-Key of this press. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * The one way a button that writes calls the server (issue 29): a press while an earlier press is
 * still running (its reply, and the onSuccess/onError after it) is dropped — a ref, so the second
 * click of a double click, which comes before React re-renders the button disabled, is dropped too;
 * `isPending` disables the button meanwhile. Each press sends an Idempotency-Key made at the press;
 * pressing again after a failure with the same variables is a retry of that press and keeps its key
 * (lib/idempotency.ts), so a reply that was lost is returned, not the write done twice.
 */
export function useWritingMutation<TData, TVariables = void>(options: WritingOptions<TData, TVariables>) {
  const busy = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const { mutationFn, onSuccess, onSettled } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, attempt.current!.key),
    onSuccess: (...args) => {
      attempt.current = null;
      return onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      try {
        await onSettled?.(...args);
      } finally {
        busy.current = false;
      }
    },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      if (busy.current) return;
      busy.current = true;
      attempt.current = attemptFor(attempt.current, variables ?? null);
      send(variables, callbacks);
    },
    [send],
  );
  return { ...mutation, mutate };
}
