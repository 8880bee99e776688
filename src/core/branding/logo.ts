/**
 * The logo rules: at most 64 KiB, a PNG (checked by structure, png.ts) or an SVG (written again
 * from an allowlist, svg.ts), recognised by its bytes rather than a file name or a declared type.
 * 64 KiB keeps a logo, sent as base64 inside a dashboard request, under the 100 kB request body
 * limit, and every report that embeds it small.
 */
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { checkPng, isPngSignature } from './png.ts';
import { sanitizeSvg } from './svg.ts';

export const LOGO_MAX_BYTES = 64 * 1024;

export const logoMediaTypeSchema = z.enum(['image/png', 'image/svg+xml']);
export type LogoMediaType = z.infer<typeof logoMediaTypeSchema>;

export interface Logo {
  mediaType: LogoMediaType;
  bytes: Uint8Array;
}

const tooLarge = (n: number) =>
  new AppError('logo_too_large', { detail: `the logo is ${n} bytes; at most ${LOGO_MAX_BYTES} bytes (64 KiB) is accepted` });

/** The logo to store for uploaded `bytes`: a checked PNG as it is, or the sanitized SVG. */
export function acceptLogo(bytes: Uint8Array): Logo {
  if (bytes.length > LOGO_MAX_BYTES) throw tooLarge(bytes.length);
  if (bytes.length === 0) throw new AppError('invalid_logo', { detail: 'the logo file is empty' });
  if (isPngSignature(bytes)) {
    checkPng(bytes);
    return { mediaType: 'image/png', bytes };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('invalid_logo', { detail: 'the logo is neither a PNG nor an SVG (UTF-8 text)' });
  }
  // A PNG whose first bytes were damaged is no SVG either: say which signature was expected.
  if (!text.trimStart().startsWith('<')) {
    throw new AppError('invalid_logo', { detail: 'the logo is neither a PNG (wrong signature) nor an SVG' });
  }
  const svg = new TextEncoder().encode(sanitizeSvg(text));
  if (svg.length > LOGO_MAX_BYTES) throw tooLarge(svg.length);
  return { mediaType: 'image/svg+xml', bytes: svg };
}

/** Base64 as the dashboard sends a file; anything else is not a logo. */
export function logoFromBase64(base64: string): Uint8Array {
  const clean = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    throw new AppError('invalid_logo', { detail: 'the logo upload is not base64' });
  }
  return new Uint8Array(Buffer.from(clean, 'base64'));
}

/** `data:` URI of a logo: how the report and the dashboard show it (an <img>, which runs nothing and fetches nothing). */
export function logoDataUri(logo: Logo): string {
  return `data:${logo.mediaType};base64,${Buffer.from(logo.bytes).toString('base64')}`;
}
