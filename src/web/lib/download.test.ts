import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf (Content-Disposition)', () => {
  it('reads a quoted or a plain filename', () => {
    expect(fileNameOf('attachment; filename="INV-0001.pdf"', 'x.pdf')).toBe('INV-0001.pdf');
    expect(fileNameOf('attachment; filename=dockets-2026-11-24.zip', 'x.zip')).toBe('dockets-2026-11-24.zip');
    expect(fileNameOf('attachment; filename="a \\"b\\".pdf"', 'x.pdf')).toBe('a "b".pdf');
  });

  it("prefers the RFC 5987 filename*=UTF-8'' form, wherever it stands", () => {
    const header = `attachment; filename="Docket-O_Brien.pdf"; filename*=UTF-8''Docket-O%E2%80%99Brien%20%E2%82%AC.pdf`;
    expect(fileNameOf(header, 'x.pdf')).toBe('Docket-O\u2019Brien \u20ac.pdf');
    expect(fileNameOf(`attachment; filename*=utf-8'en'caf%C3%A9.csv; filename="cafe.csv"`, 'x.csv')).toBe(
      'caf\u00e9.csv',
    );
  });

  it('decodes an ISO-8859-1 extended value byte by byte', () => {
    expect(fileNameOf(`attachment; filename*=ISO-8859-1''caf%E9.pdf`, 'x.pdf')).toBe('caf\u00e9.pdf');
  });

  it('falls back to filename= when filename*= is malformed, and to the default without a name', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''bad%E2.pdf; filename="plain.pdf"`, 'x.pdf')).toBe(
      'plain.pdf',
    );
    expect(fileNameOf('attachment', 'docket-7.pdf')).toBe('docket-7.pdf');
    expect(fileNameOf(null, 'docket-7.pdf')).toBe('docket-7.pdf');
    expect(fileNameOf('attachment; filename=""', 'docket-7.pdf')).toBe('docket-7.pdf');
  });
});
