import { and, eq, inArray } from 'drizzle-orm';
import type { CreateInvoiceInput } from '../../../../shared/invoicing/invoices-schemas';
import type { Actor } from '../../../access/sessions';
import type { Tx } from '../../../db/client';
import { clients, projects } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';

/** The client the dockets' projects are for: one, none (null), or several ('mixed'). */
async function projectsClient(tx: Tx, projectIds: number[]): Promise<number | null | 'mixed'> {
  if (!projectIds.length) return null;
  const rows = await tx
    .selectDistinct({ clientId: projects.clientId })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  const ids = rows.map((r) => r.clientId).filter((id): id is number => id !== null);
  if (ids.length > 1) return 'mixed';
  return ids[0] ?? null;
}

/**
 * Who the invoice is to: the client chosen, else the one client of the dockets' projects; the
 * contact as given, else the client's contact person and e-mail. Without a client the caller must
 * name the contact. The client's name is kept on the invoice as it is today.
 */
export async function invoiceBuyer(
  tx: Tx,
  actor: Actor,
  rows: readonly { projectId: number | null }[],
  input: CreateInvoiceInput,
) {
  const projectIds = [...new Set(rows.map((d) => d.projectId).filter((id): id is number => id !== null))];
  const clientId = input.clientId !== undefined ? input.clientId : await projectsClient(tx, projectIds);
  if (clientId === 'mixed')
    throw badRequest('These dockets are for more than one client: choose the client to invoice', {
      field: 'clientId',
    });
  const [client] = clientId
    ? await tx
        .select()
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.companyId, actor.companyId)))
    : [];
  if (clientId && !client) throw notFound('Client');
  const contactName = input.contactName ?? client?.contactPerson ?? client?.name ?? null;
  if (!contactName)
    throw badRequest('Choose the client or enter the contact to invoice', { field: 'contactName' });
  return {
    clientId: client?.id ?? null,
    clientName: client?.name ?? null,
    contactName,
    contactEmail: input.contactEmail ?? client?.email ?? null,
  };
}
