/**
 * Query keys of a docket's photos and files on the server (issue 28). The queue invalidates a
 * docket's list when one of its uploads lands; `all` is the prefix of every list.
 */
export const attachmentKeys = {
  all: ['attachments'] as const,
  ofDocket: (docketId: number) => ['attachments', docketId] as const,
};
