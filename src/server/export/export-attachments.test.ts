import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../db/factories';
import { createAttachment } from '../db/factories/attachments';
import { databaseFileStore } from '../integrations/storage/database-store';
import { docketFileName } from '../modules/dockets/documents/service';
import type { TestApp } from '../../../tests/support/app';
import { client } from '../../../tests/support/client';
import { exportApp, exportReady } from '../../../tests/support/company-export';
import { photo } from '../../../tests/support/images';
import { invoicingCompany } from '../../../tests/support/invoices';
import { unzip } from '../../../tests/support/unzip';

/** The company's data export carries each approved docket's photos and files beside its PDF. */

let t: TestApp;
beforeAll(async () => {
  t = await exportApp();
});
afterAll(() => t.close());

const call = client(() => t);

describe('the company export', () => {
  it('holds a docket’s originals as stored in a folder beside its PDF', { timeout: 120_000 }, async () => {
    const co = await invoicingCompany(t.db);
    const companyId = co.team.company.id;
    const files = databaseFileStore(t.db);
    const docket = await co.docket({ signature: signaturePng(4), approvedByName: 'Site Foreman' });
    const attachment = await createAttachment(t.db, files, {
      companyId,
      docketId: docket.id,
      bytes: await photo(500, 400),
      fileName: 'slab.jpg',
    });
    const { view } = await exportReady(t, companyId, co.team.admin);
    expect(view.status).toBe('ready');
    const res = await call('GET /api/companies/:companyId/exports/:exportId/download', co.team.admin, {
      params: { companyId, exportId: view.id },
    });
    const zip = unzip(res.rawPayload);
    const pdf = `dockets/${docketFileName({ ...docket, worker: co.team.worker })}`;
    expect(zip.has(pdf)).toBe(true);
    const original = zip.get(`${pdf.replace(/\.pdf$/, '')}/01-slab.jpg`);
    expect(original?.equals((await files.get(attachment.originalKey))!.bytes)).toBe(true);
  });
});
