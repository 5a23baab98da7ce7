import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { docketQuery } from '../../../dockets/api';
import { useProjects } from '../../../projects/api';
import { invoicePreview } from './invoice-preview';

/**
 * What the dialog shows before anything is created: the chosen dockets (each from its own cached
 * read, which the /invoices table and previews share), the lines and totals they will give, and the
 * client their projects are for (null when none or more than one).
 */
export function useInvoiceDraft(companyId: number, docketIds: readonly number[]) {
  const dockets = useQueries({
    queries: docketIds.map((id) => docketQuery(id)),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.map((r) => r.data!) : null,
      failed: results.some((r) => r.isError),
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
  const projects = useProjects(companyId);
  const preview = useMemo(() => (dockets.data ? invoicePreview(dockets.data) : null), [dockets.data]);
  const clientIds = useMemo(() => {
    if (!dockets.data || !projects.data) return undefined;
    const clientOf = new Map(projects.data.map((p) => [p.id, p.clientId]));
    const ids = new Set(
      dockets.data.map((d) => (d.projectId === null ? null : (clientOf.get(d.projectId) ?? null))),
    );
    ids.delete(null);
    return [...ids] as number[];
  }, [dockets.data, projects.data]);
  return {
    preview,
    /** The clients the dockets' projects are for; undefined while loading. */
    clientIds,
    /** undefined while loading; null when the dockets' projects name no client or several. */
    projectsClientId: clientIds && (clientIds.length === 1 ? clientIds[0]! : null),
    failed: dockets.failed || projects.isError,
    retry: () => {
      dockets.refetch();
      if (projects.isError) void projects.refetch();
    },
  };
}
