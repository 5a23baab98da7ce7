/**
 * A decimal string with at most 2 places ("12.5", "-0.25") as an integer of hundredths; more places
 * are dropped, anything else reads as 0. Money and hours alike (docket-math, hours.ts).
 */
export function hundredths(value: string | number | null | undefined): bigint {
  const s = String(value ?? '0').trim();
  const m = /^(-)?(\d*)(?:\.(\d{0,2})\d*)?$/.exec(s);
  if (!m || (m[2] === '' && !m[3])) return 0n;
  const whole = BigInt(m[2] || '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -whole : whole;
}
