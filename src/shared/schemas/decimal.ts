import { z } from 'zod';

import { applyDecimalRule, type DecimalRule } from './read-decimal';

export { decimalPlacesMessage, type DecimalRule } from './read-decimal';

/** A number (JSON) or its plain decimal text (a form, a query): the number, or the field's message. */
export const decimalField = (rule: DecimalRule) =>
  z.union([z.number(), z.string()], { message: rule.message }).transform((value, ctx) => {
    const read = applyDecimalRule(rule, value);
    if ('message' in read) {
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    }
    return read.n;
  });

/** A whole number from `min` to `max` (an id, a page, a limit): one message for anything else. */
export const wholeNumberField = (min: number, max: number, message: string) =>
  decimalField({
    label: '',
    places: 0,
    within: (n) => n >= min && n <= max,
    message,
    placesMessage: message,
  });
