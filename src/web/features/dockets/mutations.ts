import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import type { createDocketBody, updateDocketBody } from '../../../shared/schemas/dockets';
import { api } from '../../lib/api';
import { attemptFor, type Attempt } from '../../lib/idempotency';
import { docketKeys, refreshAfterChange } from './queries';
import type { Docket } from './types';

/** What the browser sends: the input side of the server's own schemas. */
export type CreateDocketBody = z.input<typeof createDocketBody>;
export type UpdateDocketBody = z.input<typeof updateDocketBody>;

/**
 * POST /api/timesheets with an Idempotency-Key: a retry of the same body (after a timeout or a
 * dropped connection) reuses the key, so the docket is created once.
 */
export function useCreateDocket() {
  const client = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  return useMutation({
    mutationFn: async (body: CreateDocketBody) => {
      const current = attemptFor(attempt.current, body);
      attempt.current = current;
      const docket = await api('POST /api/timesheets', { body, idempotencyKey: current.key });
      attempt.current = null;
      return docket;
    },
    onSuccess: (docket) => {
      void refreshAfterChange(client, docket);
    },
  });
}

export function useUpdateDocket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDocketBody }) =>
      api('PUT /api/timesheets/:id', { params: { id }, body }),
    onSuccess: (docket) => {
      client.setQueryData(docketKeys.one(docket.id), docket);
      void refreshAfterChange(client, docket);
    },
  });
}

/**
 * POST /api/timesheets/:id/approve: a signature drawn on this device. A signed-in foreman may leave
 * foremanId out and approves as themselves; the server checks the PNG and records the approver.
 */
export const approveSigned = (id: number, signature: string, foremanId: number | null) =>
  api('POST /api/timesheets/:id/approve', { params: { id }, body: { signature, foremanId } });

/** The docket form's signature card: approve a docket just saved, as the signed-in foreman. */
export function useApproveSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, signature }: { id: number; signature: string }) => approveSigned(id, signature, null),
    onSuccess: (docket) => {
      client.setQueryData(docketKeys.one(docket.id), docket);
      void refreshAfterChange(client, docket);
    },
  });
}

export function useDeleteDocket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (docket: Docket) => {
      await api('DELETE /api/timesheets/:id', { params: { id: docket.id } });
      return docket;
    },
    onSuccess: (docket) => {
      client.removeQueries({ queryKey: docketKeys.one(docket.id), exact: true });
      void refreshAfterChange(client, docket);
    },
  });
}
