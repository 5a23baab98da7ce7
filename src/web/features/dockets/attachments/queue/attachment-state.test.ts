import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../../../../shared/dockets/attachments/limits';
import { addCreate, addDelete, EMPTY_QUEUE, refused, type QueueState } from '../../offline/queue/queue-state';
import {
  attachmentsOfDocket,
  failureOutcome,
  nextToSend,
  orphaned,
  summarize,
  summaryText,
} from './attachment-state';
import { stored } from './testing';
import { checkTaken, fitsDevice, jpegName, NOT_ACCEPTED } from './take-rules';

const made = (id: string) => ({
  id,
  key: `k-${id}`,
  userId: 1,
  preview: null,
  madeAt: '2026-11-29T00:00:00Z',
});

/** A docket queue holding one new docket (temporary id -1), not yet sent. */
const withNewDocket = (): QueueState => addCreate(EMPTY_QUEUE, { date: '2026-11-29' }, made('c1'))[0];
const accepted = (state: QueueState, serverId: number): QueueState => ({
  ...state,
  changes: [],
  ids: { ...state.ids, '-1': serverId },
});

describe('which photo goes next', () => {
  it('waits while its docket is only on the phone, then goes to the docket the server made', () => {
    const waiting = withNewDocket();
    const photo = stored({ docketId: -1 });
    expect(nextToSend([photo], 1, waiting)).toBeNull();
    expect(nextToSend([photo], 1, accepted(waiting, 42))).toEqual({ record: photo, docketId: 42 });
  });

  it('goes in the order taken, skipping refused ones and other people’s', () => {
    const first = stored({ docketId: 7, state: 'refused', attention: 'Too large' });
    const someoneElse = stored({ docketId: 7, userId: 2 });
    const second = stored({ docketId: 7 });
    const third = stored({ docketId: 8 });
    expect(nextToSend([third, second, someoneElse, first], 1, EMPTY_QUEUE)?.record).toBe(second);
  });

  it('keeps the photos of a docket the server refused to create waiting', () => {
    const state = refused(withNewDocket(), 'c1', 'Overlaps another docket');
    const photo = stored({ docketId: -1 });
    expect(nextToSend([photo], 1, state)).toBeNull();
    expect(orphaned([photo], 1, state)).toEqual([]);
  });

  it('drops the photos of a docket deleted before it was ever sent, or being deleted', () => {
    const photo = stored({ docketId: -1 });
    const deletedUnsent = addDelete(withNewDocket(), -1, made('d1'));
    expect(orphaned([photo], 1, deletedUnsent)).toEqual([photo]);
    const onServer = stored({ docketId: 9 });
    const deleting = addDelete(EMPTY_QUEUE, 9, made('d2'));
    expect(orphaned([onServer], 1, deleting)).toEqual([onServer]);
    expect(nextToSend([onServer], 1, deleting)).toBeNull();
  });

  it('keeps the photos of a docket whose delete the server refused (it is still there)', () => {
    const state = refused(addDelete(EMPTY_QUEUE, 9, made('d1')), 'd1', 'Approved dockets cannot be deleted');
    const photo = stored({ docketId: 9 });
    expect(orphaned([photo], 1, state)).toEqual([]);
    expect(nextToSend([photo], 1, state)).toBeNull();
  });
});

describe('a docket’s waiting photos', () => {
  it('are found by the server id once the temporary id maps to it, and by either id', () => {
    const state = accepted(withNewDocket(), 42);
    const underTemp = stored({ docketId: -1 });
    const underServer = stored({ docketId: 42 });
    const other = stored({ docketId: 43 });
    const records = [underTemp, underServer, other];
    expect(attachmentsOfDocket(records, state, 1, 42)).toEqual([underTemp, underServer]);
    expect(attachmentsOfDocket(records, state, 1, -1)).toEqual([underTemp, underServer]);
    expect(attachmentsOfDocket(records, withNewDocket(), 1, 42)).toEqual([underServer]);
  });
});

describe('the sync bar’s words', () => {
  const mb = 1024 * 1024;
  it('counts waiting photos and files with their size', () => {
    const photos = [stored({ docketId: 1, bytes: 1.5 * mb }), stored({ docketId: 1, bytes: 1.6 * mb })];
    expect(summaryText(summarize(photos, 1, null))).toBe('2 photos waiting, 3.1 MB');
    const mixed = [photos[0]!, stored({ docketId: 1, kind: 'file', bytes: 1.6 * mb })];
    expect(summaryText(summarize(mixed, 1, null))).toBe('1 photo and 1 file waiting, 3.1 MB');
  });

  it('shows the one being sent, and nothing when nothing waits', () => {
    const photo = stored({ docketId: 1 });
    expect(summaryText(summarize([photo], 1, { id: photo.id, progress: 0.456 }))).toBe('Sending photo… 45 %');
    const refusedPhoto = stored({ docketId: 1, state: 'refused', attention: 'Too large' });
    const summary = summarize([refusedPhoto], 1, null);
    expect(summaryText(summary)).toBeNull();
    expect(summary.refused).toEqual([refusedPhoto]);
  });
});

describe('a failed upload', () => {
  const failure = (
    status: number | null,
    method: string | null = 'PATCH',
    message: string | null = null,
    code: string | null = null,
  ) => ({ status, method, message, code });
  it('is tried again later when no answer came, the session lapsed or the server had trouble', () => {
    for (const status of [null, 401, 408, 423, 429, 500, 503]) {
      expect(failureOutcome(failure(status))).toBe('retry');
    }
  });

  it('is the server’s refusal for its 4xx with a reason', () => {
    expect(failureOutcome(failure(413, 'PATCH', ATTACHMENT_MESSAGES.companyFull))).toBe('refused');
    expect(failureOutcome(failure(415, 'PATCH', 'Only photos and PDF files'))).toBe('refused');
    expect(failureOutcome(failure(409, 'POST', ATTACHMENT_MESSAGES.approved, 'ALREADY_APPROVED'))).toBe(
      'refused',
    );
    expect(failureOutcome(failure(409, 'PATCH', ATTACHMENT_MESSAGES.tooMany, 'TOO_MANY_ATTACHMENTS'))).toBe(
      'refused',
    );
    expect(failureOutcome(failure(404, 'POST', 'Docket not found'))).toBe('refused');
  });

  it('starts over when the server no longer knows the upload, and retries a bare offset conflict', () => {
    expect(failureOutcome(failure(404, 'HEAD'))).toBe('restart');
    expect(failureOutcome(failure(410, 'PATCH'))).toBe('restart');
    expect(failureOutcome(failure(409, 'PATCH', 'Offset mismatch', 'CONFLICT'))).toBe('retry');
  });
});

describe('taking a file', () => {
  const file = (name: string, type = '', size = 1000) => ({ name, type, size });
  it('accepts photos and PDFs by type or by name, and refuses others with the file’s name', () => {
    const taken = [file('a.HEIC'), file('b', 'image/jpeg'), file('c.pdf'), file('notes.txt', 'text/plain')];
    expect(checkTaken(taken, 0)).toEqual({ accepted: [0, 1, 2], refused: `notes.txt: ${NOT_ACCEPTED}` });
  });

  it('refuses a file over 15 MB as taken and what passes the docket’s 20', () => {
    const big = file('big.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1);
    expect(checkTaken([big], 0).refused).toBe(`big.jpg: ${ATTACHMENT_MESSAGES.tooLarge}`);
    expect(checkTaken([file('a.jpg'), file('b.jpg')], 19)).toEqual({
      accepted: [0],
      refused: ATTACHMENT_MESSAGES.tooMany,
    });
  });

  it('fits the device only when usage and the new bytes stay within the quota', () => {
    expect(fitsDevice({ usage: 900, quota: 1000 }, 100)).toBe(true);
    expect(fitsDevice({ usage: 901, quota: 1000 }, 100)).toBe(false);
    expect(fitsDevice(null, 10 ** 12)).toBe(true);
  });

  it('names a shrunk photo as the JPEG it now is', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('scan.png')).toBe('scan.jpg');
  });
});
