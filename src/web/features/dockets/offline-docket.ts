import type { QueryClient } from '@tanstack/react-query';
import {
  docketReplyFigures,
  itemReplyFigures,
  newDocketFields,
  storedQuantity,
} from '../../../shared/dockets/docket-reply';
import { hasWork } from '../../../shared/dockets/docket-rules';
import { requestedItems } from '../../../shared/dockets/requested-items';
import type { UserReply } from '../../../shared/auth/users-schemas';
import type { QueuedChange, QueueState } from './offline/queue/queue-state';
import type { CreateDocketBody, UpdateDocketBody } from './types';
import { docketKeys } from './api/keys';
import type { AssignedProject, Docket, DocketLineItem, RateItem } from './types';

/** A docket created on this phone whose create the server has not accepted yet (a temporary id). */
export const waitsOnPhone = (docket: { id: number }): boolean => docket.id < 0;

/** Replies that are the phone's own copy of a queued change, not the server's (see isQueuedReply). */
const queuedReplies = new WeakSet<object>();

/** True when a docket hook answered with the phone's copy: the change waits to be sent. */
export const isQueuedReply = (docket: object): boolean => queuedReplies.has(docket);

type Body = CreateDocketBody | UpdateDocketBody;

/**
 * The docket as the lists show it while its change waits on the phone: a new docket's fields as the
 * server will store them, or the body laid over the docket it changes, with project and work item
 * names from the cached reads, and the figures of the server's reply (shared/dockets/docket-reply.ts).
 * It carries no money: workers get none, and nothing here is computed from rates.
 */
export function previewDocket(
  client: QueryClient,
  user: Pick<UserReply, 'id' | 'companyId' | 'firstName' | 'lastName' | 'username'>,
  id: number,
  body: Body,
  base: Docket | null,
): Docket {
  const named =
    body.projectId !== undefined && body.projectId !== null
      ? Number(body.projectId)
      : body.projectId === null
        ? null
        : (base?.projectId ?? null);
  const projects = client.getQueryData<AssignedProject[]>(docketKeys.projects(user.id)) ?? [];
  const projectOf = (projectId: number | null) => projects.find((p) => p.id === projectId);
  // A create: the docket's own fields as the server will store them.
  const created = base ? null : newDocketFields(body, projectOf(named)?.requireApproval);
  const projectId = created ? created.projectId : named;
  const project = projectOf(projectId);
  const rateItems = projectId ? (client.getQueryData<RateItem[]>(docketKeys.rateItems(projectId)) ?? []) : [];
  // Null: the body keeps the docket's items. Items without work are not saved.
  const asked = requestedItems(body)?.filter(hasWork);
  const lineItems: DocketLineItem[] = asked
    ? asked.map((item, index) => {
        const rateItemId = item.projectRateItemId == null ? null : Number(item.projectRateItemId);
        const rateItem = rateItems.find((r) => r.id === rateItemId);
        const range = {
          startTime: item.startTime ?? null,
          endTime: item.endTime ?? null,
          breakMinutes: Number(item.breakMinutes ?? 0),
        };
        const quantity = storedQuantity(item.quantity);
        const unit = rateItem?.unit ?? '';
        // The item's hours as the server gives them (no money: workers get none).
        const figures = itemReplyFigures(
          { entryType: item.entryType, quantity, unit, rate: '0', taxRate: '0', ...range },
          false,
        );
        return {
          id: -(index + 1),
          timesheetId: id,
          projectRateItemId: rateItemId,
          entryType: item.entryType,
          quantity,
          ...range,
          notes: item.notes ?? null,
          name: rateItem?.name ?? 'Work item',
          description: rateItem?.description ?? null,
          unit,
          hours: figures.hours,
        };
      })
    : (base?.lineItems ?? []);
  const now = new Date().toISOString();
  const docket = {
    ...(base ?? {
      companyId: user.companyId,
      workerId: user.id,
      foremanId: null,
      foremanName: null,
      foremanEmail: null,
      signature: null,
      signedAt: null,
      approvedByName: null,
      approvalMethod: null,
      approvalDeviceOwner: null,
      contentHash: null,
      invoiced: false,
      invoiceNumber: null,
      createdAt: now,
      worker: { firstName: user.firstName, lastName: user.lastName, username: user.username },
    }),
    id,
    date: body.date ?? base?.date ?? now.slice(0, 10),
    ...(created ?? {
      status: body.status ?? base?.status ?? 'draft',
      entryType: base?.entryType ?? 'billable',
      startTime: body.startTime !== undefined ? body.startTime : (base?.startTime ?? null),
      endTime: body.endTime !== undefined ? body.endTime : (base?.endTime ?? null),
      breakMinutes: Number(body.breakMinutes ?? base?.breakMinutes ?? 0),
      description: body.description !== undefined ? body.description : (base?.description ?? null),
      notes: body.notes !== undefined ? body.notes : (base?.notes ?? null),
      countOnTimesheet: body.countOnTimesheet ?? base?.countOnTimesheet ?? true,
    }),
    projectId,
    updatedAt: now,
    projectName: project?.name ?? base?.projectName ?? null,
    jobNumber: project?.jobNumber ?? base?.jobNumber ?? null,
    requireApproval: project?.requireApproval ?? base?.requireApproval ?? false,
    lineItems,
  } as unknown as Docket;
  const noMoney = lineItems.map((item) => ({ ...item, rate: '0', taxRate: '0' }));
  const reply = { ...docket, ...docketReplyFigures({ ...docket, lineItems: noMoney }, false) } as Docket;
  queuedReplies.add(reply);
  return reply;
}

/** A queued change's docket as the phone shows it (null for a delete or an approval). */
export const changePreview = (change: QueuedChange): Docket | null => change.preview;

/**
 * A worker's server list with the queue laid over it: queued creates added, queued edits shown
 * with their new values, queued deletes hidden. `inRange` picks the dates the list covers.
 */
export function withQueued(
  dockets: Docket[] | undefined,
  state: QueueState,
  workerId: number,
  inRange: (date: string) => boolean,
): Docket[] | undefined {
  if (!dockets) return dockets;
  const mine = state.changes.filter((c) => c.userId === workerId);
  if (mine.length === 0) return dockets;
  const realId = (c: QueuedChange) => (c.docketId > 0 ? c.docketId : state.ids[String(c.docketId)]);
  const deleted = new Set(mine.filter((c) => c.kind === 'delete').map(realId));
  const edited = new Map<number | undefined, Docket>();
  for (const c of mine) if (c.kind === 'update' && changePreview(c)) edited.set(realId(c), changePreview(c)!);
  const list = dockets
    .filter((d) => !deleted.has(d.id))
    .map((d) => edited.get(d.id) ?? d)
    .filter((d) => inRange(d.date));
  const serverIds = new Set(dockets.map((d) => d.id));
  for (const c of mine) {
    const preview = changePreview(c);
    if (c.kind !== 'create' || !preview || deleted.has(c.docketId)) continue;
    if (serverIds.has(realId(c) ?? 0)) continue;
    if (inRange(preview.date)) list.push(preview);
  }
  return list;
}

/** The sync state of one docket on the lists: waiting, or refused with the server's message. */
export function docketSyncState(state: QueueState, docket: Pick<Docket, 'id'>) {
  const changes = state.changes.filter(
    (c) => c.docketId === docket.id || (c.docketId < 0 && state.ids[String(c.docketId)] === docket.id),
  );
  if (changes.length === 0) return null;
  const refusedChange = changes.find((c) => c.attention !== null);
  return refusedChange
    ? ({ kind: 'attention', message: refusedChange.attention! } as const)
    : ({ kind: 'waiting' } as const);
}
