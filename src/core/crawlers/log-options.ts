/** The options of an import as people write them (CLI flags, REST query parameters). */
import { defaultJsonMapping, type FieldMapping, type LogFormat, logFormats } from './log-formats.ts';

/** undefined: detect it; null: not a format. */
export function parseLogFormat(value: string | undefined): LogFormat | undefined | null {
  if (value === undefined || value === '') return undefined;
  return (logFormats as readonly string[]).includes(value) ? (value as LogFormat) : null;
}

/** `time=ts,target=uri` (fields of LogRecord, names in the JSON object); undefined: none; null: malformed. */
export function parseFieldMapping(value: string | undefined): Partial<FieldMapping> | undefined | null {
  if (value === undefined || value === '') return undefined;
  const mapping: Partial<FieldMapping> = {};
  for (const pair of value.split(',')) {
    const [field, name, extra] = pair.split('=').map((s) => s.trim());
    if (extra !== undefined || !name || name.length > 200 || !Object.hasOwn(defaultJsonMapping, field)) return null;
    mapping[field as keyof FieldMapping] = name;
  }
  return mapping;
}
