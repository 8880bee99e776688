/**
 * Progress of long commands (audit run --wait, demo) on stderr, drawn as a bar only when stderr
 * is a terminal; otherwise status lines are written as they come and bars are skipped, so logs
 * and pipes stay clean. stdout never carries progress.
 */
import type { ProgressSink } from './command.ts';

const WIDTH = 24;

export function progressSink(stream: NodeJS.WriteStream = process.stderr): ProgressSink {
  if (!stream.isTTY) {
    return { update() {}, line: (text) => void stream.write(`${text}\n`), done() {} };
  }
  let drawn = false;
  const clear = () => {
    if (drawn) stream.write('\r\x1b[2K');
    drawn = false;
  };
  let last = '';
  const draw = (text: string) => {
    clear();
    stream.write(text.slice(0, Math.max(20, (stream.columns ?? 80) - 1)));
    drawn = true;
    last = text;
  };
  return {
    update(label, done, total) {
      if (done != null && total) {
        const filled = Math.round((Math.min(done, total) / total) * WIDTH);
        draw(`[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${label}`);
      } else draw(`[${'.'.repeat(WIDTH)}] ${label}`);
    },
    line(text) {
      const redraw = drawn ? last : '';
      clear();
      stream.write(`${text}\n`);
      if (redraw) draw(redraw);
    },
    done: clear,
  };
}
