import type { ExportTable } from './csv-table';

const WIDTH = 22;

/**
 * README.txt of the ZIP: what each file holds and what each of its columns means, written from the
 * same table definitions the CSVs are written from, so the two never disagree.
 */
export function readmeText(
  company: { name: string },
  tables: readonly ExportTable[],
  at: Date,
  pdfs: { dockets: number; invoices: number },
): string {
  const lines = [
    `${company.name}: company data export from SiteDockets`,
    `Made ${at.toISOString()} (times in the files are UTC, ISO 8601).`,
    '',
    'Every CSV has a header row and comma-separated values (RFC 4180), UTF-8 with Windows line ends.',
    'Money is in AUD as exact cents, a plain decimal without $ or thousands separators (1234.50).',
    'Hours and quantities are decimals; dates are YYYY-MM-DD; true/false are written as such.',
    'Records refer to one another by id: a docket’s project_id is an id in projects.csv, and so on.',
    'A cell that would start with =, +, - or @ is written with a leading apostrophe, so a spreadsheet',
    'opening the file runs nothing.',
    'No password, sign-in token, reset link or key of any kind is in this export.',
    '',
    `dockets/   the PDF of every approved docket (${pdfs.dockets}), invoiced or not, with money shown;`,
    '           beside a docket with photos or files, a folder of the same name holds them as stored.',
    `invoices/  the PDF of every tax invoice made in SiteDockets (${pdfs.invoices}), issued or void.`,
  ];
  for (const table of tables) {
    lines.push('', table.file, `  ${table.about}`);
    for (const column of table.columns) lines.push(`  ${column.name.padEnd(WIDTH)} ${column.meaning}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
