import { z } from 'zod';
import { createIssues } from '../../../../shared/dockets/docket-rules';
import { createDocketFields } from '../../../../shared/dockets/schemas';
import { createBody, type DocketFormValues } from './form-values';

/**
 * The docket form's rules (spec 001 §5) are the server's: the form's values, as the body Save
 * sends, checked by the create body's fields and its rules (shared/dockets/schemas.ts,
 * docket-rules.ts). Each problem lands on the form field of the same name. The rules run even when
 * a field fails, so the form shows every problem at once (the server stops at the first).
 */
export const docketFormSchema = z.custom<DocketFormValues>().superRefine((values, ctx) => {
  const body = createBody(values, 'approved');
  const fields = createDocketFields.safeParse(body);
  const issues = [...(fields.error?.issues ?? []), ...createIssues(body)];
  const seen = new Set<string>();
  for (const { path, message } of issues) {
    const field = path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: path as (string | number)[], message });
  }
});
