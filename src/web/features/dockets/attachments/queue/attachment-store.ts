import { createStore, delMany, promisifyRequest, setMany, values } from 'idb-keyval';
import type { StoredAttachment } from './attachment-state';

/**
 * Where waiting photos and files live: IndexedDB in the browser (one record each, its bytes
 * included, apart from the docket queue's database), memory in tests.
 */
export type AttachmentStore = {
  /** Every record, in the order taken. */
  list: () => Promise<StoredAttachment[]>;
  /** Adds records in one transaction: all are kept or none. */
  add: (records: StoredAttachment[]) => Promise<void>;
  /** Changes fields of a record; a record that is gone stays gone. */
  patch: (id: string, fields: Partial<Omit<StoredAttachment, 'id'>>) => Promise<void>;
  remove: (ids: string[]) => Promise<void>;
};

const inOrder = (records: StoredAttachment[]) => [...records].sort((a, b) => a.order - b.order);

export function memoryAttachmentStore(initial: StoredAttachment[] = []): AttachmentStore {
  let records = [...initial];
  return {
    list: () => Promise.resolve(inOrder(records)),
    add: (added) => {
      records = [...records, ...added];
      return Promise.resolve();
    },
    patch: (id, fields) => {
      records = records.map((r) => (r.id === id ? { ...r, ...fields } : r));
      return Promise.resolve();
    },
    remove: (ids) => {
      records = records.filter((r) => !ids.includes(r.id));
      return Promise.resolve();
    },
  };
}

/** The records in IndexedDB ('sitedockets-attachments'), keyed by their id; they survive the browser. */
export function indexedDbAttachmentStore(): AttachmentStore {
  const db = createStore('sitedockets-attachments', 'files');
  return {
    list: async () => inOrder(await values<StoredAttachment>(db)),
    add: (records) =>
      setMany(
        records.map((r) => [r.id, r]),
        db,
      ),
    patch: (id, fields) =>
      db('readwrite', (store) => {
        const read = store.get(id);
        read.onsuccess = () => {
          const old = read.result as StoredAttachment | undefined;
          if (old) store.put({ ...old, ...fields }, id);
        };
        return promisifyRequest(store.transaction);
      }),
    remove: (ids) => delMany(ids, db),
  };
}
