// schema.graphql is the committed contract: it must equal the schema the code builds
// (regenerate with `npm run graphql:schema` when a change is intended). Printed in a child
// process: under vitest, Pothos and a test file can load two copies of graphql.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('schema.graphql', () => {
  it('equals the schema the code builds', () => {
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/graphql-schema.ts', '--print'], { encoding: 'utf8' });
    expect(printed).toContain('type Project {');
    expect(fs.readFileSync('schema.graphql', 'utf8')).toBe(printed);
  });
});
