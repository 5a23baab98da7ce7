/** The time zones a company can choose (DECISIONS: "today", weeks and pay periods are computed in it). */
export const TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: 'Australia/Sydney', label: 'Sydney, Canberra (NSW, ACT)' },
  { value: 'Australia/Melbourne', label: 'Melbourne (VIC)' },
  { value: 'Australia/Brisbane', label: 'Brisbane (QLD)' },
  { value: 'Australia/Adelaide', label: 'Adelaide (SA)' },
  { value: 'Australia/Darwin', label: 'Darwin (NT)' },
  { value: 'Australia/Perth', label: 'Perth (WA)' },
  { value: 'Australia/Hobart', label: 'Hobart (TAS)' },
  { value: 'Pacific/Auckland', label: 'Auckland (New Zealand)' },
];

/** The label of a zone; one outside the list (set before, or by the API) reads as its own name. */
export const timeZoneLabel = (zone: string): string =>
  TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ');

/** The choices for a company, with its current zone kept when it is not one of the usual ones. */
export const timeZoneChoices = (current: string) =>
  TIME_ZONES.some((z) => z.value === current)
    ? TIME_ZONES
    : [...TIME_ZONES, { value: current, label: timeZoneLabel(current) }];
