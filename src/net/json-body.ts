/**
 * Limits on JSON request bodies that JSON.parse does not enforce: nesting depth (a body nested
 * thousands deep overflows the stack of whatever walks it later) and NUL characters (`\u0000`,
 * which PostgreSQL cannot store in text). One linear scan of the text, before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

export type JsonBodyProblem = 'too_deep' | 'nul';

export function jsonBodyProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonBodyProblem | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++; // the escaped character cannot end the string
      } else if (c === 0x22 /* " */) inString = false;
      else if (c === 0) return 'nul';
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return 'too_deep';
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return null;
}
