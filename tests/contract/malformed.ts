import fc from 'fast-check';

/** Values that have broken a server before: NUL and control characters, impossible dates, ids past int4. */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\ud800',
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  '24:00',
  '2147483648',
  '-1',
  '1e999',
  'NaN',
  '',
  ' ',
  '__proto__',
  "' OR 1=1 --",
  'x'.repeat(5000),
];
const NASTY_NUMBERS = [2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5, -0, 1e308, -1e308, 4.9e-324];

/** Any JSON value a careless or hostile client could put where a field belongs. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...NASTY_TEXT, ...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A path segment or query value as text: ids past int4, NUL, broken escapes, impossible dates. */
export const malformedSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e3',
    'abc',
    '%00',
    'a%00b',
    '%C0%AF',
    '%E2%80%AE',
    '%07',
    '2025-02-30',
    '2025-13-01',
    encodeURIComponent('x'.repeat(3000)),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);
