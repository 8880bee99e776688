// docs/methodology.md ("Samples") states each plan's maximum of samples per prompt: it must say what
// src/core/plans/plans.ts holds.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plans } from '../../src/core/plans/plans.ts';

describe('docs/methodology.md, Samples', () => {
  it("states each plan's maximum of samples per prompt as src/core/plans/plans.ts defines it", () => {
    const doc = fs.readFileSync('docs/methodology.md', 'utf8').replace(/\s+/g, ' ');
    const { FREE, PRO, AGENCY, ENTERPRISE } = plans;
    expect(doc).toContain(
      `at most ${FREE.samplesPerPrompt} on Free, ${PRO.samplesPerPrompt} on Pro, ${AGENCY.samplesPerPrompt} on Agency and ${ENTERPRISE.samplesPerPrompt} on Enterprise`,
    );
  });
});
