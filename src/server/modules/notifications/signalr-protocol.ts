/**
 * ASP.NET Core SignalR's JSON hub protocol, as Microsoft documents it (HubProtocol.md): each
 * message is a JSON object ended by the record separator, the first one each way is the handshake,
 * and `type` tells the rest apart. Only what a server of notifications needs is here: no streams.
 */
export const recordSeparator = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The protocol and version a client asks for in its handshake; the server speaks JSON, version 1. */
export const hubProtocol = { name: 'json', version: 1 } as const;

export type HubMessage =
  | { type: typeof MessageType.Invocation; target: string; arguments: unknown[]; invocationId?: string }
  | { type: typeof MessageType.Completion; invocationId: string; result?: unknown; error?: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

/** One frame: the message and its separator. */
export const frame = (message: object): string => `${JSON.stringify(message)}${recordSeparator}`;

/**
 * Splits what arrived into whole records, keeping a partial one for the next chunk (a record may
 * span WebSocket messages). Answers the records and what is left over.
 */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(recordSeparator);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

/** A record as an object with a numeric `type`, or null for anything else. */
export function parseMessage(record: string): { type: number; [key: string]: unknown } | null {
  try {
    const value: unknown = JSON.parse(record);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'number' ? (value as { type: number }) : null;
  } catch {
    return null;
  }
}

/** The handshake's answer: null when the client asked for the JSON protocol, else why not. */
export function handshakeError(record: string): string | null {
  try {
    const value = JSON.parse(record) as { protocol?: unknown; version?: unknown };
    if (value.protocol !== hubProtocol.name) return `The protocol '${String(value.protocol)}' is not supported.`;
    if (value.version !== hubProtocol.version) return `The protocol version ${String(value.version)} is not supported.`;
    return null;
  } catch {
    return 'The handshake request is not valid JSON.';
  }
}
