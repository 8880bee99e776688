/**
 * The identity of a counted line (ingest.ts): a 16-byte MD5 of its text, and, for the n-th line
 * of an import with the same text (n > 0: two identical requests in the same second), the MD5 of
 * that digest and n. Re-importing the same lines gives the same identities, so they count nothing.
 *
 * How many identical lines came before is kept per import in an open-addressing table of fixed
 * 20-byte slots (the digest and its count) in one buffer outside the JavaScript heap: about 40
 * bytes a distinct counted line at most (the table doubles at half full), against the ~100 bytes
 * of heap (a key string and a Map entry) it took before, and no object for the garbage collector
 * to trace (docs/benchmarks.md, "Access-log ingest").
 */
import { hash } from 'node:crypto';

const SLOT = 20;
const INITIAL_SLOTS = 1 << 14;

export class LineIdentities {
  private table = Buffer.alloc(INITIAL_SLOTS * SLOT);
  private slots = INITIAL_SLOTS;
  private used = 0;

  /** Distinct texts seen so far. */
  get size(): number {
    return this.used;
  }

  /** Where a digest is compared with the table's (no Buffer per line). */
  private readonly digest = Buffer.alloc(16);

  /**
   * The identity of the next line with this text, as its 16 bytes in a latin1 string (a short
   * string costs the garbage collector less than a Buffer). One-shot hashing: no Hash object per
   * line, the same digests as createHash's.
   */
  next(text: string): string {
    const digest = hash('md5', text, 'binary');
    this.digest.write(digest, 0, 'latin1');
    const n = this.count(this.digest);
    return n === 0 ? digest : hash('md5', Buffer.concat([this.digest, Buffer.from(String(n))]), 'binary');
  }

  /** How many times `digest` was counted before (and counts it once more). */
  private count(digest: Buffer): number {
    let i = digest.readUInt32LE(0) & (this.slots - 1);
    for (;;) {
      const at = i * SLOT;
      const stored = this.table.readUInt32LE(at + 16);
      // A slot's count is stored plus one: 0 marks it empty.
      if (stored === 0) {
        digest.copy(this.table, at, 0, 16);
        this.table.writeUInt32LE(1, at + 16);
        this.used++;
        if (this.used * 2 > this.slots) this.grow();
        return 0;
      }
      if (this.table.compare(digest, 0, 16, at, at + 16) === 0) {
        this.table.writeUInt32LE(stored + 1, at + 16);
        return stored;
      }
      i = (i + 1) & (this.slots - 1);
    }
  }

  private grow() {
    const old = this.table;
    const oldSlots = this.slots;
    this.slots *= 2;
    this.table = Buffer.alloc(this.slots * SLOT);
    for (let s = 0; s < oldSlots; s++) {
      const at = s * SLOT;
      if (old.readUInt32LE(at + 16) === 0) continue;
      let i = old.readUInt32LE(at) & (this.slots - 1);
      while (this.table.readUInt32LE(i * SLOT + 16) !== 0) i = (i + 1) & (this.slots - 1);
      old.copy(this.table, i * SLOT, at, at + SLOT);
    }
  }
}
