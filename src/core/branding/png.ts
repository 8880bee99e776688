/**
 * A PNG logo checked by its structure, without decoding the pixels: the signature, then chunks
 * that each fit in the file and carry a correct CRC, IHDR first with dimensions and a bit depth /
 * colour type pair the PNG specification allows, at least one IDAT, and IEND last. That is enough
 * to know the bytes are a PNG of the size it claims; Chromium decodes them in the report.
 */
import { crc32 } from 'node:zlib';
import { AppError } from '../kernel/errors.ts';

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Wider or taller than this is refused: a logo is drawn a few centimetres wide. */
export const PNG_MAX_SIDE = 2048;

/** Bit depths each colour type allows (PNG specification, 11.2.2). */
const depthsOfColourType: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export function isPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

const damaged = (why: string) => new AppError('invalid_logo', { detail: `the PNG logo is damaged: ${why}` });

/** Throws `invalid_logo` (or `logo_too_large` for dimensions past the limit) unless `bytes` is a whole PNG. */
export function checkPng(bytes: Uint8Array): { width: number; height: number } {
  if (!isPngSignature(bytes)) throw new AppError('invalid_logo', { detail: 'the logo does not start with the PNG signature' });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let size: { width: number; height: number } | null = null;
  let sawData = false;
  for (;;) {
    if (offset + 12 > bytes.length) throw damaged('it ends inside a chunk header (no IEND)');
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) throw damaged('a chunk type is not four letters');
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) throw damaged(`the ${type} chunk runs past the end of the file`);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) {
      throw damaged(`the ${type} chunk's CRC is wrong`);
    }
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) throw damaged('the first chunk is not a 13-byte IHDR');
      size = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
      const depth = bytes[offset + 16];
      const colourType = bytes[offset + 17];
      if (size.width === 0 || size.height === 0) throw damaged('IHDR gives a zero width or height');
      if (!depthsOfColourType[colourType]?.includes(depth)) throw damaged('IHDR gives a bit depth its colour type does not allow');
      if (size.width > PNG_MAX_SIDE || size.height > PNG_MAX_SIDE) {
        throw new AppError('logo_too_large', {
          detail: `the PNG logo is ${size.width}×${size.height} pixels; at most ${PNG_MAX_SIDE}×${PNG_MAX_SIDE} is accepted`,
        });
      }
    } else if (type === 'IHDR') throw damaged('it has a second IHDR');
    if (type === 'IDAT') sawData = true;
    offset = end;
    if (type === 'IEND') break;
  }
  if (!sawData) throw damaged('it has no image data (IDAT)');
  if (offset !== bytes.length) throw damaged('bytes follow its IEND chunk');
  return size;
}
