import { z } from 'zod';
import { ERROR_CODES, ErrorCode, registryText } from './error-codes';

/**
 * Kept apart from the registry (error-codes.ts): the browser reads codes on every page, the landing page
 * too, and a zod schema made at module level would bring zod into each of them (the landing page's
 * JavaScript went from 87 to 116 KB gzipped when it lived there).
 */
/** A code in a reply's schema (a refusal, a list's failures): one OpenAPI component with the meanings. */
export const errorCodeSchema = z
  .enum(ErrorCode)
  .meta({ id: 'ErrorCode', description: registryText(ERROR_CODES) });
