/**
 * Which work items a docket body asks for (spec 001 §2.2, §3): the form's list, or the quick-add
 * sheet's one rate item, timed by the docket's own start, end and break. The server creates from
 * this (modules/dockets/create.ts) and the phone shows a change still waiting to be sent from it
 * (web dockets/offline-docket.ts), so the two agree on what a quick add becomes. Generic over the
 * body's type: the server passes parsed input, the phone the body as it will be sent.
 */
type Body = {
  startTime?: string | null;
  endTime?: string | null;
  breakMinutes?: unknown;
  projectRateItemId?: unknown;
  lineItems?: readonly unknown[] | null;
};

/** The quick add's one item: a time item with the body's own times. */
export type QuickAddItem<B extends Body> = Pick<B, 'startTime' | 'endTime' | 'breakMinutes'> & {
  entryType: 'time';
  projectRateItemId: NonNullable<B['projectRateItemId']>;
  quantity?: undefined;
  notes?: undefined;
};

/** The body's items; null when it asks for none (no list, no rate item). */
export function requestedItems<B extends Body>(
  body: B,
): NonNullable<B['lineItems']> | QuickAddItem<B>[] | null {
  if (body.lineItems) return body.lineItems as NonNullable<B['lineItems']>;
  const rateItemId = body.projectRateItemId;
  if (rateItemId === undefined || rateItemId === null) return null;
  const { startTime, endTime, breakMinutes } = body;
  return [{ entryType: 'time', projectRateItemId: rateItemId, startTime, endTime, breakMinutes }];
}
