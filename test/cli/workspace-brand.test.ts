import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCliText } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';
import { deepSvg, png, svgWith } from '../support/logos.ts';

/** `bin/visibility workspace brand` and `workspace list`: each run a process of its own on a test database. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
const file = (name: string, data: Buffer | string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, data);
  return p;
};

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-cli-'));
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runCli(database.url, args);

describe('bin/visibility workspace brand', () => {
  it('sets name, colour and logo of the default workspace, changes one field at a time, clears', async () => {
    await Promise.all([
      cli('account', 'create', '--email', 'solo@agency.example', '--plan', 'agency'),
      cli('account', 'create', '--email', 'multi@agency.example', '--plan', 'agency', '--workspace', 'north', '--workspace', 'south'),
    ]);
    const logo = png(100, 30);
    const set = await cli(
      'workspace',
      'brand',
      '--account',
      'solo@agency.example',
      '--name',
      'Acme Agency',
      '--color',
      '#1F4E79',
      '--logo',
      file('logo.png', logo),
    );
    expect(set).toMatchObject({
      code: 0,
      out: { workspace: 'default', brand: 'Acme Agency', color: '#1f4e79', logo: `image/png, ${logo.length} bytes` },
    });

    const noLogo = await cli('workspace', 'brand', '--account', 'solo@agency.example', '--no-logo');
    expect(noLogo.out).toEqual({ workspace: 'default', brand: 'Acme Agency', color: '#1f4e79', logo: null });
    const noColor = await cli(
      'workspace',
      'brand',
      '--account',
      'solo@agency.example',
      '--no-color',
      '--logo',
      file('l.svg', svgWith('<circle r="4"/>')),
    );
    expect(noColor.out).toMatchObject({ brand: 'Acme Agency', color: null, logo: expect.stringMatching(/^image\/svg\+xml, \d+ bytes$/) });

    const human = await runCliText(database.url, ['workspace', 'list', '--account', 'solo@agency.example']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/default\s+Acme Agency\s+-\s+image\/svg\+xml/);

    const cleared = await cli('workspace', 'brand', '--account', 'solo@agency.example', '--clear');
    expect(cleared.out).toEqual({ workspace: 'default', brand: null, color: null, logo: null });
    const text = await runCliText(database.url, [
      'workspace',
      'brand',
      '--account',
      'multi@agency.example',
      '--workspace',
      'south',
      '--name',
      'South Co',
    ]);
    expect(text).toMatchObject({ code: 0, stdout: 'Workspace south: reports are prepared by South Co\n  colour  -\n  logo    -\n' });
    expect((await cli('workspace', 'list', '--account', 'multi@agency.example')).out).toEqual({
      workspaces: [
        { workspace: 'north', brand: null, color: null, logo: null },
        { workspace: 'south', brand: 'South Co', color: null, logo: null },
      ],
    });
  });

  it('refuses what the rules refuse, with the stable code and a sentence, and bad command lines before anything runs', async () => {
    await cli('account', 'create', '--email', 'strict@agency.example', '--plan', 'agency', '--workspace', 'a', '--workspace', 'b');
    const brand = (...args: string[]) => cli('workspace', 'brand', '--account', 'strict@agency.example', '--workspace', 'a', ...args);
    const wrongSignature = Buffer.from(png(8, 8));
    wrongSignature[0] = 0x88;
    const results = await Promise.all([
      brand('--name', 'X', '--logo', file('big.png', png(8, 8, { padding: 70_000 }))),
      brand('--name', 'X', '--logo', file('sig.png', wrongSignature)),
      brand('--name', 'X', '--logo', file('script.svg', svgWith('<script>alert(1)</script>'))),
      brand('--name', 'X', '--logo', file('onload.svg', svgWith('<rect/>', ' onload="alert(1)"'))),
      brand('--name', 'X', '--logo', file('href.svg', svgWith('<use href="https://evil.example/a.svg#x"/>'))),
      brand('--name', 'X', '--color', 'blue'),
      brand('--name', ''),
      brand('--color', '#123456'),
      cli('workspace', 'brand', '--account', 'strict@agency.example', '--name', 'X'),
      cli('workspace', 'brand', '--account', 'strict@agency.example', '--workspace', 'zz', '--name', 'X'),
    ]);
    expect(results.map((r) => [r.code, r.out.code])).toEqual([
      [1, 'logo_too_large'],
      [1, 'invalid_logo'],
      [1, 'unsafe_logo'],
      [1, 'unsafe_logo'],
      [1, 'unsafe_logo'],
      [1, 'invalid_color'],
      [1, undefined], // an empty --name is a missing option for the command line
      [1, 'invalid_brand_name'],
      [1, 'workspace_required'],
      [1, 'workspace_not_found'],
    ]);
    expect(results[2].out.error).toBe('the SVG logo was refused: the element <script> is not accepted in a logo');
    expect(results[6].out.error).toBe('nothing to change');

    const usage = await Promise.all([
      brand('--logo', path.join(dir, 'missing.png'), '--name', 'X'),
      brand('--color', '#123456', '--no-color'),
      brand('--clear', '--name', 'X'),
    ]);
    expect(usage.map((r) => [r.code, r.out.error])).toEqual([
      [1, `cannot read the logo file ${path.join(dir, 'missing.png')}: ENOENT`],
      [1, 'give --color or --no-color, not both'],
      [1, '--clear removes the whole brand: give it alone'],
    ]);
    const human = await runCliText(database.url, [
      'workspace',
      'brand',
      '--account',
      'strict@agency.example',
      '--workspace',
      'a',
      '--color',
      'blue',
      '--name',
      'X',
    ]);
    expect(human.stderr).toContain('error: "blue" is not a colour of the form #RRGGBB (e.g. #1f4e79)');
    expect(
      (await cli('workspace', 'list', '--account', 'strict@agency.example')).out.workspaces.every((w: { brand: null }) => w.brand === null),
    ).toBe(true);
  });

  it("a deep or NUL-carrying SVG is invalid_logo with the rule's sentence, never the XML parser's own words", async () => {
    await cli('account', 'create', '--email', 'deep@agency.example', '--plan', 'agency');
    const brand = (...args: string[]) => cli('workspace', 'brand', '--account', 'deep@agency.example', '--name', 'X', ...args);
    const results = await Promise.all([
      brand('--logo', file('deep.svg', deepSvg(102))),
      brand('--logo', file('nul.svg', svgWith('<text>Acme\u0000Co</text>'))),
    ]);
    expect(results.map((r) => [r.code, r.out.code, r.out.error])).toEqual([
      [1, 'invalid_logo', 'the logo is not a usable SVG: its elements nest more than 64 deep'],
      [1, 'invalid_logo', 'the logo is not a usable SVG: it holds the character U+0000 (line 1), which XML does not allow'],
    ]);
    const human = await runCliText(database.url, [
      'workspace',
      'brand',
      '--account',
      'deep@agency.example',
      '--name',
      'X',
      '--logo',
      file('deep2.svg', deepSvg(300)),
    ]);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain('error: the logo is not a usable SVG: its elements nest more than 64 deep');
    expect(human.stderr).not.toMatch(/Maximum nested|\n\s+at /);
    expect((await cli('workspace', 'list', '--account', 'deep@agency.example')).out.workspaces[0].brand).toBeNull();
  });
});
