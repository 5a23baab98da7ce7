import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import type { createInvoiceBody } from '../../../../shared/schemas/invoices';
import { api } from '../../../lib/api';
import { refreshAfterInvoiceChange } from '../issued/invoice-refresh';

export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;
type Attempt = { key: string; body: string };

/** crypto.randomUUID needs a secure context; random bytes otherwise. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * POST /api/companies/:companyId/invoices with an Idempotency-Key: pressing Create again after a
 * lost reply sends the same key with the same body, so one invoice (one number) is made; a changed
 * form is a new submission with a new key.
 */
export function useCreateInvoice(companyId: number) {
  const client = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  return useMutation({
    mutationFn: async (body: CreateInvoiceBody) => {
      const json = JSON.stringify(body);
      const current = attempt.current?.body === json ? attempt.current : { key: newKey(), body: json };
      attempt.current = current;
      const invoice = await api('POST /api/companies/:companyId/invoices', {
        params: { companyId },
        body,
        idempotencyKey: current.key,
      });
      attempt.current = null;
      return invoice;
    },
    onSuccess: () => refreshAfterInvoiceChange(client, companyId),
  });
}
