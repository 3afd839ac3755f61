/** An error and its causes as one line, for operators reading a terminal rather than a stack trace. */
export function errorChain(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && messages.length < 5; e = e instanceof Error ? e.cause : undefined) {
    messages.push(e instanceof Error ? e.message : String(e));
  }
  return messages.join(' ← ');
}
