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

/** The `parser` option for socket.io's Server: JSON-only encoder, standard decoder. */
export const jsonOnlyParser = { Encoder: JsonEncoder, Decoder: parser.Decoder };
