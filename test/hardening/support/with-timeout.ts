/**
 * Race a call against a deadline so a hang fails the test with the name of what hung, instead of
 * running into vitest's own timeout (which would not say which of thousands of cases hung).
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms: ${what()}`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A short, printable description of a hostile value (never the whole megabyte). */
export function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = `<${typeof value} that JSON cannot print>`;
  }
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}
