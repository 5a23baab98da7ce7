/** A backup file and the time it was taken. */
export type Dated = { name: string; at: Date };

/** The server's calendar day of a time (the schedule runs in server time). */
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** The Monday that starts a time's week, as a day key. */
function localWeek(at: Date): string {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7));
  return localDay(monday);
}

/**
 * Which backups to delete, keeping the newest backup of each of the `daily` most recent days that
 * have one and of each of the `weekly` most recent weeks (Monday to Sunday) that have one; the newest
 * backup always stays. Backups taken by hand count like scheduled ones.
 */
export function backupsToPrune(backups: Dated[], daily: number, weekly: number): Dated[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>(newestFirst.slice(0, 1).map((b) => b.name));
  const pick = (key: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const k = key(backup.at);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      keep.add(backup.name);
    }
  };
  pick(localDay, daily);
  pick(localWeek, weekly);
  return newestFirst.filter((b) => !keep.has(b.name));
}
