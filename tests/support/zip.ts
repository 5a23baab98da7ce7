/** The file names in a ZIP, read from its central directory (enough to check an export). */
export function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let i = 0; i + 46 <= zip.length; i++) {
    if (zip.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLength = zip.readUInt16LE(i + 28);
    names.push(zip.subarray(i + 46, i + 46 + nameLength).toString('utf8'));
    i += 45 + nameLength;
  }
  return names;
}
