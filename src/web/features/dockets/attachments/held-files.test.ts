import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../../shared/dockets/attachments/limits';
import { admitFiles, isPicture } from './held-files';

const file = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type }) as File;
let n = 0;
const newId = () => `held-${++n}`;

describe('admitFiles', () => {
  it('holds each chosen file with an empty caption and its own id', () => {
    const { admitted, refused } = admitFiles(
      0,
      [file('a.jpg', 1000), file('b.pdf', 2000, 'application/pdf')],
      newId,
    );
    expect(admitted.map((held) => [held.file.name, held.caption])).toEqual([
      ['a.jpg', ''],
      ['b.pdf', ''],
    ]);
    expect(new Set(admitted.map((held) => held.id)).size).toBe(2);
    expect(refused).toBeNull();
  });

  it('leaves out a file over 15 MB and says which, keeping the others', () => {
    const { admitted, refused } = admitFiles(
      0,
      [file('big.jpg', MAX_ATTACHMENT_BYTES + 1), file('ok.jpg', 10)],
      newId,
    );
    expect(admitted.map((held) => held.file.name)).toEqual(['ok.jpg']);
    expect(refused).toBe('big.jpg: Each file can be at most 15 MB');
  });

  it('stops at the docket’s limit of 20', () => {
    const { admitted, refused } = admitFiles(
      MAX_ATTACHMENTS - 1,
      [file('a.jpg', 1), file('b.jpg', 1)],
      newId,
    );
    expect(admitted).toHaveLength(1);
    expect(refused).toBe('A docket can have at most 20 photos and files');
  });
});

describe('isPicture', () => {
  it('knows a photo by its type, or by its name when the phone gives HEIC no type', () => {
    expect(isPicture({ type: 'image/png', name: 'x' })).toBe(true);
    expect(isPicture({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isPicture({ type: 'application/pdf', name: 'delivery.pdf' })).toBe(false);
  });
});
