import { queryParseException } from './validation';

type Row = Record<string, unknown>;
type Test = (row: Row) => boolean;

// Field=="text", Field==Guid("id"), Field==true|false|number; joined by AND (or &&).
const CLAUSE =
  /^\s*([A-Za-z][A-Za-z0-9]*)\s*(==|!=)\s*(?:"([^"]*)"|Guid\("([^"]*)"\)|(true|false)|(-?\d+(?:\.\d+)?))\s*$/i;

/**
 * The `where` filter of Payroll AU lists, for the comparisons an app makes (`Status=="ACTIVE"`,
 * `EmployeeID==Guid("…")`). Returns a test over the JSON rows, or the 400 body Xero gives a
 * filter it cannot read.
 */
export function whereFilter(
  where: string | undefined,
  type: string,
  fields: string[],
): { test: Test } | { error: ReturnType<typeof queryParseException> } {
  if (!where || where.trim() === '') return { test: () => true };
  const tests: Test[] = [];
  for (const clause of where.split(/\s+(?:AND|&&)\s+/i)) {
    const match = CLAUSE.exec(clause);
    if (!match) return { error: queryParseException(`Syntax error in '${clause.trim()}'`) };
    const [, field = '', operator, text, guid, bool, num] = match;
    const name = fields.find((candidate) => candidate.toLowerCase() === field.toLowerCase());
    if (!name)
      return { error: queryParseException(`No property or field '${field}' exists in type '${type}'`) };
    const wanted = text ?? guid ?? bool ?? num ?? '';
    const equal = (value: unknown) =>
      guid !== undefined || bool !== undefined
        ? String(value).toLowerCase() === wanted.toLowerCase()
        : String(value) === wanted;
    tests.push((row) => (operator === '==' ? equal(row[name]) : !equal(row[name])));
  }
  return { test: (row) => tests.every((test) => test(row)) };
}
