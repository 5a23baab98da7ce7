import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import type { createInvoiceBody } from '../../../../shared/invoicing/invoices-schemas';
import { api } from '../../../lib/api';
import { attemptFor, type Attempt } from '../../../lib/idempotency';
import { refreshAfterInvoicing } from '../invoicing-refresh';

export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;

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
      const current = attemptFor(attempt.current, body);
      attempt.current = current;
      const invoice = await api('POST /api/companies/:companyId/invoices', {
        params: { companyId },
        body,
        idempotencyKey: current.key,
      });
      attempt.current = null;
      return invoice;
    },
    onSuccess: () => refreshAfterInvoicing(client, companyId),
  });
}
