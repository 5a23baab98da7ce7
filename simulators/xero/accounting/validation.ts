/** An element that failed: what was sent, with its messages. */
export type InvalidElement = Record<string, unknown> & { ValidationErrors: { Message: string }[] };

/** The 400 body of the accounting API: ErrorNumber 10, ValidationException. */
export function validationException(elements: InvalidElement[]) {
  return {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: elements,
  };
}

export function invalid(sent: unknown, messages: string[]): InvalidElement {
  const echo = typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? sent : {};
  return { ...echo, ValidationErrors: messages.map((Message) => ({ Message })) };
}

/** A body that is not `{ "<Collection>": [...] }`. */
export function badBody(collection: string) {
  return validationException([invalid({}, [`The request body must hold a ${collection} array`])]);
}
