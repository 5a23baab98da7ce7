import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '../../../../shared/dockets/attachments/limits';

/**
 * A photo or file chosen on a docket that has no id yet (a new docket on the form or the quick
 * add): held in the form with its caption until the save gives the docket's id, then queued.
 */
export type HeldFile = { id: string; file: File; caption: string };

/** What a choice of files adds to what is held, and why any were left out (the first reason). */
export function admitFiles(
  alreadyThere: number,
  files: readonly File[],
  newId: () => string,
): { admitted: HeldFile[]; refused: string | null } {
  const admitted: HeldFile[] = [];
  let refused: string | null = null;
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) refused ??= `${file.name}: ${ATTACHMENT_MESSAGES.tooLarge}`;
    else if (alreadyThere + admitted.length >= MAX_ATTACHMENTS) refused ??= ATTACHMENT_MESSAGES.tooMany;
    else admitted.push({ id: newId(), file, caption: '' });
  }
  return { admitted, refused };
}

/** Whether a chosen file is shown as a picture (a thumbnail) rather than a file tile. */
export const isPicture = (file: Pick<File, 'type' | 'name'>): boolean =>
  file.type.startsWith('image/') || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
