/**
 * A size for people, in one form everywhere ('820 KB', '3.1 MB', '10.0 GB'): the sync indicator,
 * Settings' storage figure, the company export's card and its e-mail.
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return bytes <= 0 ? '0 KB' : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
