import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import type { createXeroInvoiceBody } from '../../../../shared/invoicing/xero-schemas';
import { api } from '../../../lib/api';
import { attemptFor, type Attempt } from '../../../lib/idempotency';
import { refreshAfterInvoicing } from '../invoicing-refresh';

export type CreateXeroInvoiceBody = z.input<typeof createXeroInvoiceBody>;

/**
 * POST /api/xero/invoices with an Idempotency-Key: pressing Create again after a lost reply sends
 * the same key with the same body, so Xero gets one invoice; a changed form is a new key.
 */
export function useCreateXeroInvoice(companyId: number) {
  const client = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  return useMutation({
    mutationFn: async (body: CreateXeroInvoiceBody) => {
      const current = attemptFor(attempt.current, body);
      attempt.current = current;
      const invoice = await api('POST /api/xero/invoices', { body, idempotencyKey: current.key });
      attempt.current = null;
      return invoice;
    },
    onSuccess: () => refreshAfterInvoicing(client, companyId),
  });
}
