import type { RecordedRequest } from '../../support/scripted-provider';

/** One OpenAI chat message as the provider received it. */
export interface WireMessage {
  role: string;
  content: string | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/** The chat-completions body of a recorded request. */
export function chatBody(request: RecordedRequest): { messages: WireMessage[]; tools?: Array<{ function: { name: string } }> } {
  return request.body as never;
}

/** Every chat-completions request, in order (model listings and the like left out). */
export function chatRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions'));
}

const FENCE_OPEN = /^<untrusted-data id="([^"]+)">$/;

/**
 * Split tool content into the text inside `<untrusted-data id=…>` fences and the text outside
 * them. A fence counts only when its closing line repeats the opening line's id.
 */
export function splitFences(content: string): { inside: string; outside: string; fences: number } {
  const inside: string[] = [];
  const outside: string[] = [];
  let open: string | null = null;
  let fences = 0;
  for (const line of content.split('\n')) {
    if (open === null) {
      const m = FENCE_OPEN.exec(line);
      if (m) open = m[1]!;
      else outside.push(line);
    } else if (line === `</untrusted-data id="${open}">`) {
      open = null;
      fences += 1;
    } else inside.push(line);
  }
  // An unclosed fence is no fence: everything after it counts as outside.
  if (open !== null) return { inside: '', outside: content, fences: 0 };
  return { inside: inside.join('\n'), outside: outside.join('\n'), fences };
}

/** Every object key anywhere in a JSON value. */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allKeys(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

/** The request as one string (path, headers except `authorization`, body) for "never anywhere" checks. */
export function requestTextWithoutAuthorization(request: RecordedRequest): string {
  const { authorization: _a, ...headers } = request.headers;
  return `${request.path}\n${JSON.stringify(headers)}\n${JSON.stringify(request.body)}`;
}
