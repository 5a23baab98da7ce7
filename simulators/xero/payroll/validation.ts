/**
 * Payroll AU's 400 bodies. A refused write: `{ErrorNumber: 10, Type: "ValidationException",
 * Message, <Collection>: [<what was sent>, ValidationErrors: [{Message}]]}` (the messages sit on
 * the objects, under the collection's own name). A `where` it cannot read: ErrorNumber 16,
 * QueryParseException, as in the description's APIException example.
 */
export function payrollValidationException(collection: string, elements: Record<string, unknown>[]) {
  return {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    [collection]: elements,
  };
}

export function refusedElement(sent: unknown, messages: string[]): Record<string, unknown> {
  const echo = typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? sent : {};
  return { ...echo, ValidationErrors: messages.map((Message) => ({ Message })) };
}

export function queryParseException(message: string) {
  return { ErrorNumber: 16, Type: 'QueryParseException', Message: message };
}
