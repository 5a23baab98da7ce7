import type { Page } from '@playwright/test';

/** What the persister has kept on the phone (IndexedDB 'sitedockets-cache', key 'worker-reads'). */
export const storedReads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('sitedockets-cache');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const read = open.result
            .transaction('queries', 'readonly')
            .objectStore('queries')
            .get('worker-reads');
          read.onerror = () => resolve('');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
        };
      }),
  );
