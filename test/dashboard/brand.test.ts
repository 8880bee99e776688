import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { deepSvg, editorSvg, png, svgWith } from '../support/logos.ts';

/**
 * Settings > Branding through the dashboard's tRPC over HTTP (bearer dashboard sessions): an owner
 * sets, reads and clears a workspace's brand; every rule's refusal arrives as a 4xx with its
 * stable code; members are refused; several workspaces need the slug.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function ownerSession(opts: { workspaces?: string[] } = {}) {
  const seeded = await seedAccount(app.services, opts);
  return { seeded, token: (await createDashboardSession(app.services.db, { accountId: seeded.account.id })).token };
}

async function call(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    kind === 'query'
      ? await fetch(`${app.url}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, {
          headers,
        })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string; data: { appCode?: string } } };
  return { status: res.status, data: body.result?.data, error: body.error };
}
const list = (token: string) => call(token, 'brand.list', undefined, 'query');
const set = (token: string, input: unknown) => call(token, 'brand.set', input, 'mutation');
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

describe('brand.set, brand.list, brand.clear', () => {
  it('an owner sets a name, colour and PNG logo, reads them back, removes the logo, then the brand', async () => {
    const { token } = await ownerSession();
    const empty = await list(token);
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ workspaces: [{ slug: 'default', name: 'default', brand: null }] });

    const logo = png(64, 32);
    const saved = await set(token, { name: '  Acme Agency ', color: '#1F4E79', logoBase64: b64(logo) });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data.brand).toEqual({
      name: 'Acme Agency',
      color: '#1f4e79',
      logo: { mediaType: 'image/png', bytes: logo.length, dataUri: `data:image/png;base64,${b64(logo)}` },
    });
    expect((await list(token)).data.workspaces[0].brand).toEqual(saved.data.brand);

    // Only the named field changes.
    const renamed = await set(token, { name: 'Acme & Partners' });
    expect(renamed.data.brand).toMatchObject({ name: 'Acme & Partners', color: '#1f4e79', logo: { bytes: logo.length } });
    const noLogo = await set(token, { logoBase64: null, color: null });
    expect(noLogo.data.brand).toEqual({ name: 'Acme & Partners', color: null, logo: null });

    const cleared = await call(token, 'brand.clear', {}, 'mutation');
    expect(cleared.status).toBe(200);
    expect((await list(token)).data.workspaces[0].brand).toBeNull();
  });

  it('stores an SVG logo written again without comments, metadata and editor attributes', async () => {
    const { token } = await ownerSession();
    const r = await set(token, { name: 'Vector Co', logoBase64: b64(editorSvg) });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.brand.logo.mediaType).toBe('image/svg+xml');
    const stored = Buffer.from(r.data.brand.logo.dataUri.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(stored).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink"/);
    expect(stored).toContain('<rect class="mark" x="0" y="0" width="40" height="40" rx="6"/>');
    expect(stored).toContain('<use xlink:href="#g"/>');
    expect(stored).toContain('fill: url(#g);');
    expect(stored).toContain('Acme &amp; Co');
    for (const gone of ['<?xml', 'Inkscape', 'inkscape:', 'metadata', 'rdf:']) expect(stored).not.toContain(gone);
  });

  it('a logo nested as deep as allowed, with tabs and line breaks in its text, is stored and parses again', async () => {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- as src/core/branding/svg.ts: still in fast-xml-parser 5
    const { XMLValidator } = await import('fast-xml-parser');
    const { token } = await ownerSession();
    const r = await set(token, { name: 'Deep Co', logoBase64: b64(deepSvg(62).replace('<rect', '<text>a\tb\r\nc</text><rect')) });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    const stored = Buffer.from(r.data.brand.logo.dataUri.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(XMLValidator.validate(stored)).toBe(true);
  });

  it('a new brand needs a name; a member may not change it; several workspaces need the slug', async () => {
    const { token } = await ownerSession();
    const nameless = await set(token, { color: '#112233' });
    expect([nameless.status, nameless.error?.data.appCode]).toEqual([400, 'invalid_brand_name']);

    const { seeded } = await ownerSession();
    const member = await addUser(app.services.db, {
      accountId: seeded.account.id,
      email: `m-${seeded.account.id}@example.test`,
      role: 'MEMBER',
    });
    const memberToken = (await createDashboardSession(app.services.db, { accountId: seeded.account.id, userId: member.id })).token;
    for (const r of [await list(memberToken), await set(memberToken, { name: 'Sneaky' })]) {
      expect([r.status, r.error?.data.appCode]).toEqual([403, 'owner_required']);
    }

    const two = await ownerSession({ workspaces: ['north', 'south'] });
    const unnamed = await set(two.token, { name: 'Two Co' });
    expect([unnamed.status, unnamed.error?.data.appCode]).toEqual([400, 'workspace_required']);
    const unknown = await set(two.token, { name: 'Two Co', workspaceSlug: 'east' });
    expect([unknown.status, unknown.error?.data.appCode]).toEqual([404, 'workspace_not_found']);
    const south = await set(two.token, { name: 'South Co', workspaceSlug: 'south' });
    expect(south.status).toBe(200);
    expect(
      (await list(two.token)).data.workspaces.map((w: { slug: string; brand: { name: string } | null }) => [w.slug, w.brand?.name ?? null]),
    ).toEqual([
      ['north', null],
      ['south', 'South Co'],
    ]);
  });
});

describe("refusals: a 4xx with the rule's stable code, nothing stored", () => {
  const tooLargePng = png(16, 16, { padding: 64 * 1024 });
  const wrongSignature = Buffer.from(png(16, 16));
  wrongSignature[1] = 0x51; // "\x89QNG"
  const badCrc = Buffer.from(png(16, 16));
  badCrc[29] ^= 0xff; // inside IHDR's CRC
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['a logo over 64 KiB', { logoBase64: b64(tooLargePng) }, 413, 'logo_too_large'],
    ['a PNG wider than 2048 pixels', { logoBase64: b64(png(4096, 1)) }, 413, 'logo_too_large'],
    ['a PNG with a wrong signature', { logoBase64: b64(wrongSignature) }, 400, 'invalid_logo'],
    ['a PNG with a wrong CRC', { logoBase64: b64(badCrc) }, 400, 'invalid_logo'],
    ['a PNG cut short', { logoBase64: b64(png(16, 16).subarray(0, 40)) }, 400, 'invalid_logo'],
    ['neither PNG nor SVG', { logoBase64: b64('GIF89a...') }, 400, 'invalid_logo'],
    ['not base64', { logoBase64: '***' }, 400, 'invalid_logo'],
    ['SVG that is not well-formed', { logoBase64: b64('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>') }, 400, 'invalid_logo'],
    ['XML whose root is not <svg>', { logoBase64: b64('<html><body/></html>') }, 400, 'invalid_logo'],
    ['SVG nested 65 deep', { logoBase64: b64(deepSvg(65)) }, 400, 'invalid_logo'],
    ["SVG nested 102 deep (past the XML parser's own limit)", { logoBase64: b64(deepSvg(102)) }, 400, 'invalid_logo'],
    ['SVG nested 5,000 deep', { logoBase64: b64(deepSvg(5000)) }, 400, 'invalid_logo'],
    ['SVG with a NUL in its text', { logoBase64: b64(svgWith('<text>Acme\u0000Co</text>')) }, 400, 'invalid_logo'],
    ['SVG with a control character in an attribute', { logoBase64: b64(svgWith('<rect id="a\u0001b"/>')) }, 400, 'invalid_logo'],
    ['SVG with a control character as a reference', { logoBase64: b64(svgWith('<text>a&#x1B;b</text>')) }, 400, 'invalid_logo'],
    ['SVG with U+FFFE in its text', { logoBase64: b64(svgWith('<text>a\uFFFEb</text>')) }, 400, 'invalid_logo'],
    ['SVG with <script>', { logoBase64: b64(svgWith('<script>alert(1)</script>')) }, 400, 'unsafe_logo'],
    ['SVG with onload', { logoBase64: b64(svgWith('<rect width="1" height="1"/>', ' onload="alert(1)"')) }, 400, 'unsafe_logo'],
    ['SVG with an external href', { logoBase64: b64(svgWith('<use href="https://evil.example/x.svg#a"/>')) }, 400, 'unsafe_logo'],
    ['SVG with an <image>', { logoBase64: b64(svgWith('<image href="data:image/png;base64,AAAA"/>')) }, 400, 'unsafe_logo'],
    ['SVG with a link to a site', { logoBase64: b64(svgWith('<a href="https://evil.example/"><rect/></a>')) }, 400, 'unsafe_logo'],
    ['SVG with a javascript: link', { logoBase64: b64(svgWith('<a xlink:href="javascript:alert(1)"><rect/></a>')) }, 400, 'unsafe_logo'],
    [
      'SVG with an entity-spelled href',
      { logoBase64: b64(svgWith('<use href="&#x68;ttps://evil.example/s.svg#a"/>')) },
      400,
      'unsafe_logo',
    ],
    ['SVG with foreignObject', { logoBase64: b64(svgWith('<foreignObject><div/></foreignObject>')) }, 400, 'unsafe_logo'],
    [
      'SVG with an external url() in CSS',
      { logoBase64: b64(svgWith('<style>rect { fill: url(https://evil.example/p) }</style>')) },
      400,
      'unsafe_logo',
    ],
    ['SVG with @import', { logoBase64: b64(svgWith('<style>@import "https://evil.example/a.css";</style>')) }, 400, 'unsafe_logo'],
    ['SVG with a DTD', { logoBase64: b64(`<!DOCTYPE svg [<!ENTITY x "y">]>${svgWith('<text>&x;</text>')}`) }, 400, 'unsafe_logo'],
    ['SVG with an animation', { logoBase64: b64(svgWith('<set attributeName="href" to="javascript:alert(1)"/>')) }, 400, 'unsafe_logo'],
    [
      'SVG with a stylesheet instruction',
      { logoBase64: b64(`<?xml-stylesheet href="https://evil.example/a.css"?>${svgWith('')}`) },
      400,
      'unsafe_logo',
    ],
    ['a colour that is not #RRGGBB', { color: 'red' }, 400, 'invalid_color'],
    ['a short colour', { color: '#fff' }, 400, 'invalid_color'],
    ['an empty name', { name: '   ' }, 400, 'invalid_brand_name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 400, 'invalid_brand_name'],
    ['a name with a control character', { name: 'Acme\u0007' }, 400, 'invalid_brand_name'],
  ];
  it.each(cases)('%s', async (_what, change, status, code) => {
    const { token } = await ownerSession();
    await set(token, { name: 'Before' });
    const r = await set(token, { name: 'After', ...change });
    expect([r.status, r.error?.data.appCode], r.error?.message).toEqual([status, code]);
    expect(r.error?.message).not.toBe(code); // a sentence for the person, not only the code
    expect(r.error?.message).not.toMatch(/Maximum nested|Error:|at .*\.js/); // never the parser's own words
    expect((await list(token)).data.workspaces[0].brand).toEqual({ name: 'Before', color: null, logo: null });
  });
});
