import { createRequire } from 'node:module';

// socket.io's own wire format, with one step skipped. Before every message it sends, the
// standard encoder walks all of it looking for binary data (Buffers, ArrayBuffers) to send as
// attachments: for a state update that walk cost as much as turning it into JSON. This server
// only ever sends JSON data, so its messages go out as JSON text straight away. Clients see
// exactly the bytes the standard encoder makes for JSON data; what they send is decoded by the
// standard decoder. The parser is the very copy socket.io itself loads (it is not a direct
// dependency of this app).
const parser = createRequire(createRequire(import.meta.url).resolve('socket.io'))('socket.io-parser') as {
  Encoder: new () => { encodeAsString(packet: unknown): string };
  Decoder: new () => unknown;
};

/** socket.io-parser's Encoder for servers that send JSON data only (no binary attachments). */
class JsonEncoder extends parser.Encoder {
  encode(packet: unknown): string[] {
    return [this.encodeAsString(packet)];
  }
}


/** The largest message a client may send on a socket (characters of its text frame). */
export const MESSAGE_LIMIT = 64 * 1024;

/**
 * The event a message over {@link MESSAGE_LIMIT} is turned into, in the namespace it was sent
 * to, carrying its size: the transport answers it with a `parlor:error` and closes the socket.
 * (Socket.io itself would close the connection without a word.)
 */
export const TOO_LARGE_EVENT = 'parlor:too-large';

// socket.io-parser's packet types: EVENT and BINARY_EVENT (whose header counts attachments).
const EVENT = 2;
const BINARY_EVENT = 5;
const BINARY_ACK = 6;

/** The namespace a packet's text is addressed to, read from its header alone. */
function namespaceOf(text: string): string {
  let at = 1;
  const type = Number(text[0]);
  if (type === BINARY_EVENT || type === BINARY_ACK) at = text.indexOf('-') + 1;
  if (text[at] !== '/') return '/';
  const end = text.indexOf(',', at);
  return text.slice(at, end === -1 ? undefined : end);
}

/** The standard decoder, except that a message over the limit is never parsed. */
class LimitedDecoder extends (parser.Decoder as new () => { add(chunk: unknown): void; emitReserved(event: string, packet: unknown): void }) {
  override add(chunk: unknown): void {
    if (typeof chunk === 'string' && chunk.length > MESSAGE_LIMIT) {
      this.emitReserved('decoded', { type: EVENT, nsp: namespaceOf(chunk), data: [TOO_LARGE_EVENT, chunk.length] });
      return;
    }
    super.add(chunk);
  }
}

/**
 * The `parser` option for socket.io's Server: the JSON-only encoder, and the standard decoder
 * but for messages over {@link MESSAGE_LIMIT}, which become {@link TOO_LARGE_EVENT}.
 */
export const jsonOnlyParser = { Encoder: JsonEncoder, Decoder: LimitedDecoder };
