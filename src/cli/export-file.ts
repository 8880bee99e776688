/**
 * Where an export's text goes: stdout, or a file that is written whole or not at all (a temporary
 * file beside it, renamed once the last chunk is written; removed on failure).
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';

export async function writeExport(chunks: AsyncIterable<string>, out: string | undefined, onChunk: () => void): Promise<number> {
  const target = out ? path.resolve(out) : null;
  const temp = target ? path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`) : null;
  const stream = temp ? fs.createWriteStream(temp) : process.stdout;
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      bytes += Buffer.byteLength(chunk);
      if (!stream.write(chunk)) await once(stream, 'drain');
      onChunk();
    }
    if (temp && target) {
      await new Promise<void>((resolve, reject) => (stream as fs.WriteStream).end((e?: Error | null) => (e ? reject(e) : resolve())));
      fs.renameSync(temp, target);
    } else {
      // The CLI exits as soon as the command returns: wait until stdout has taken everything.
      await new Promise<void>((resolve, reject) => stream.write('', (e) => (e ? reject(e) : resolve())));
    }
    return bytes;
  } catch (e) {
    if (temp) {
      (stream as fs.WriteStream).destroy();
      fs.rmSync(temp, { force: true });
    }
    throw e;
  }
}
