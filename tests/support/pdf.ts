import { execFileSync } from 'node:child_process';

/** The text of a PDF, through poppler's pdftotext (Debian poppler-utils, installed by .ci/run). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
