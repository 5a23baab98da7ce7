import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { readToken } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast-store';

/**
 * Without a stored login token (signed out in another tab) nothing starts: 'Connect to Xero' says
 * 002 §8's 'Authentication Required', the debug page's Start Xero Authentication 002 §5's words.
 */
const NO_TOKEN = {
  connect: 'Authentication Required',
  start: 'No authentication token found',
} as const;

/**
 * 'Connect to Xero' (Settings → Xero, the invoice dialog) and 'Start Xero Authentication' (the debug
 * page): asks for a single-use connect ticket, then sends the browser to /auth/xero?ticket=… (never
 * the login token: DECISIONS).
 */
export function useConnectXero(control: keyof typeof NO_TOKEN = 'connect') {
  const mutation = useMutation({
    mutationFn: () => api('POST /api/xero/connect-ticket'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toastFailure('Xero Connection Failed', error, 'Unable to start the Xero sign-in. Please try again.'),
  });
  const connect = () => {
    if (!readToken()) {
      toast({
        variant: 'destructive',
        title: NO_TOKEN[control],
        description: 'Please log in to connect to Xero',
      });
      return;
    }
    mutation.mutate();
  };
  // Still pending after success: the page is leaving for Xero.
  return { connect, pending: mutation.isPending || mutation.isSuccess };
}
