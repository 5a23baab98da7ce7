import { AppError } from '../../../errors';

/** ZIP exports one holder (a signed-in user, a foreman's grant) may run at once. */
export const EXPORTS_PER_HOLDER = 1;
/** ZIP exports the installation runs at once; more wait for a 429's Retry-After. */
export const EXPORTS_AT_ONCE = 4;
/** What a busy reply asks the client to wait: about one export of 1,000 dockets. */
export const EXPORT_RETRY_SECONDS = 10;

const busy = (message: string) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds: EXPORT_RETRY_SECONDS });

/**
 * Counts the ZIP exports in flight, per holder and in all. A slot is held from the first byte until
 * the reply closes (sent, or the client went away), so a slow download counts as running.
 */
export function createExportSlots(perHolder = EXPORTS_PER_HOLDER, atOnce = EXPORTS_AT_ONCE) {
  const byHolder = new Map<string, number>();
  let running = 0;
  return {
    /** Takes a slot for `holder`, or throws a 429; the returned release may be called more than once. */
    take(holder: string): () => void {
      if ((byHolder.get(holder) ?? 0) >= perHolder)
        throw busy('Your last export is still being prepared. Please wait for it to finish.');
      if (running >= atOnce)
        throw busy('Several exports are being prepared right now. Please try again in a few seconds.');
      byHolder.set(holder, (byHolder.get(holder) ?? 0) + 1);
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        const left = byHolder.get(holder)! - 1;
        if (left) byHolder.set(holder, left);
        else byHolder.delete(holder);
      };
    },
    get running() {
      return running;
    },
  };
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
