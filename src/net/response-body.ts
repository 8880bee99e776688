import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Reads a response body up to a byte cap, decompressing as it goes. The cap counts decompressed
 * bytes (what is kept), so a small compressed body that inflates to gigabytes stops at the cap too.
 */

function decoderFor(contentEncoding: string | undefined): Transform | null {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  // Lenient flushes: a body cut short by the server is kept as far as it decoded.
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  }
  if (encoding === 'deflate') return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  if (encoding === 'br') {
    return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  }
  // identity, or an encoding we do not know: keep the bytes as they came.
  return null;
}

export interface CappedBody {
  body: Buffer;
  truncated: boolean;
}

export async function readCappedBody(source: Readable, contentEncoding: string | undefined, maxBytes: number): Promise<CappedBody> {
  const decoder = decoderFor(contentEncoding);
  let stream: Readable = source;
  if (decoder) {
    // Errors of either side surface through the decoder we iterate.
    pipeline(source, decoder, () => {});
    stream = decoder;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      if (size + buf.length > maxBytes) {
        chunks.push(buf.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
  } finally {
    if (truncated) {
      source.destroy();
      decoder?.destroy();
    }
  }
  return { body: Buffer.concat(chunks, size), truncated };
}
