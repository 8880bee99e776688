// Prices as settings (docs/engine-spend.md, "A model the table does not know"): a model released
// after the built-in price table is usable with the operator's price, from VISIBILITY_PRICE_<ENGINE>
// or the prices file; the ceiling and the answer's cost use it; `bin/visibility engines` shows it;
// a wrong price setting stops the process naming it; neither set still refuses to start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/core/runtime/config.ts';
import { reservationMicros } from '../../src/engines/pricing.ts';
import { createEngineClients } from '../../src/engines/registry.ts';
import { roleJudgeConfig } from '../../src/engines/role-judge-settings.ts';
import { parseEngineSettings } from '../../src/engines/settings.ts';
import { startFakeResponses, type FakeProviderServer } from './fakes/index.ts';
import { recordingClock } from './support.ts';

const base = { DATABASE_URL: 'postgresql://localhost/x' };
const gpt6 = { OPENAI_API_KEY: 'sk-test', VISIBILITY_MODEL_CHATGPT: 'gpt-6' };
let dir: string;
let openai: FakeProviderServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prices-'));
  openai = await startFakeResponses('openai');
});
afterAll(async () => {
  await openai.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pricesFile = (content: unknown) => {
  const file = path.join(dir, `prices-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('an operator price', () => {
  it('makes a model the table does not know usable, priced by the setting, and asked under its own id', async () => {
    expect(() => loadConfig({ ...base, ...gpt6 })).toThrow(/no price for model "gpt-6".*VISIBILITY_PRICE_CHATGPT=/);

    const env = { ...gpt6, VISIBILITY_PRICE_CHATGPT: 'input=1, output=8, search=0.02, date=2026-11-28', OPENAI_BASE_URL: openai.baseUrl };
    const config = loadConfig({ ...base, ...env });
    const price = config.engines.engines.CHATGPT.price!;
    expect(price).toMatchObject({ inputPerMTok: 1, outputPerMTok: 8, perSearch: 0.02, perRequest: 0 });
    expect(price.source).toEqual({ url: 'VISIBILITY_PRICE_CHATGPT', read: '2026-11-28', check: 'operator' });

    const client = createEngineClients(config.engines, { allowPrivateNetwork: true, clock: recordingClock() }).CHATGPT!;
    expect(client.estimateCostMicros({ text: 'best CRM' })).toBe(reservationMicros('CHATGPT', price, 'best CRM'));
    openai.program('best CRM for agencies', { text: 'Brightdesk is a CRM.' });
    const answer = await client.ask({ text: 'best CRM for agencies' });
    expect((openai.requests.at(-1)!.body as { model: string }).model).toBe('gpt-6');
    // The fake reports 1,200 input and 300 output tokens: $1 and $8 per million, $0.02 a search.
    expect(answer.usage).toMatchObject({ costSource: 'price_list', inputTokens: 1200, outputTokens: 300 });
    expect(answer.usage.searches).toBeGreaterThan(0);
    expect(answer.usage.costMicros).toBe(1200 * 1 + 300 * 8 + answer.usage.searches! * 20_000);
  });

  it('comes before the built-in row of the same model', () => {
    const settings = parseEngineSettings({
      VISIBILITY_MODEL_CLAUDE: 'claude-haiku-4-5',
      VISIBILITY_PRICE_CLAUDE: 'input=0.5,output=2.5,date=2027-01-02',
    });
    expect(settings.engines.CLAUDE.price).toMatchObject({
      inputPerMTok: 0.5,
      outputPerMTok: 2.5,
      perSearch: 0,
      source: { check: 'operator' },
    });
    expect(parseEngineSettings({ VISIBILITY_MODEL_CLAUDE: 'claude-haiku-4-5' }).engines.CLAUDE.price).toMatchObject({
      inputPerMTok: 1,
      source: { check: 'provider' },
    });
  });

  it('comes from the prices file, for any engine and model, and prices the role judge too', () => {
    const file = pricesFile({
      prices: [
        { engine: 'CHATGPT', model: 'gpt-6', input: 2, output: 12, search: 0.01, date: '2026-11-28' },
        { engine: 'CHATGPT', model: 'gpt-6-nano', input: 0.01, output: 0.02, date: '2026-11-28' },
      ],
    });
    const config = loadConfig({ ...base, ...gpt6, VISIBILITY_PRICES_FILE: file });
    expect(config.engines.engines.CHATGPT.price).toMatchObject({
      inputPerMTok: 2,
      source: { url: 'VISIBILITY_PRICES_FILE', check: 'operator' },
    });
    // The judge's default is the cheapest priced model of its provider: the operator's nano row here.
    expect(config.roleJudge).toMatchObject({ model: 'gpt-6-nano', price: { inputPerMTok: 0.01 } });
    expect(roleJudgeConfig(config.engines, 'gpt-6', undefined).config).toMatchObject({ model: 'gpt-6', price: { outputPerMTok: 12 } });
    // The setting of the configured model wins over the file's row of the same model.
    const both = loadConfig({
      ...base,
      ...gpt6,
      VISIBILITY_PRICES_FILE: file,
      VISIBILITY_PRICE_CHATGPT: 'input=3,output=9,date=2026-12-01',
    });
    expect(both.engines.engines.CHATGPT.price).toMatchObject({ inputPerMTok: 3, source: { url: 'VISIBILITY_PRICE_CHATGPT' } });
  });

  it('that is malformed stops the process with a message naming the setting or the row', () => {
    const bad = (env: Record<string, string>) => () => loadConfig({ ...base, ...gpt6, ...env });
    expect(bad({ VISIBILITY_PRICE_CHATGPT: 'input=1,output=8' })).toThrow(ConfigError);
    expect(bad({ VISIBILITY_PRICE_CHATGPT: 'input=1,output=8' })).toThrow(/VISIBILITY_PRICE_CHATGPT/);
    expect(bad({ VISIBILITY_PRICE_CHATGPT: 'input=-1,output=8,date=2026-11-28' })).toThrow(/VISIBILITY_PRICE_CHATGPT/);
    expect(bad({ VISIBILITY_PRICE_CHATGPT: 'input=1,output=8,date=2026-11-28,per=3' })).toThrow(/VISIBILITY_PRICE_CHATGPT/);
    expect(bad({ VISIBILITY_PRICE_CHATGPT: 'cheap' })).toThrow(/VISIBILITY_PRICE_CHATGPT/);
    expect(bad({ VISIBILITY_PRICES_FILE: path.join(dir, 'missing.json') })).toThrow(/VISIBILITY_PRICES_FILE: cannot read/);
    expect(bad({ VISIBILITY_PRICES_FILE: pricesFile('{ not json') })).toThrow(/VISIBILITY_PRICES_FILE: cannot read/);
    const wrongEngine = pricesFile({ prices: [{ engine: 'CHATGTP', model: 'gpt-6', input: 1, output: 1, date: '2026-11-28' }] });
    expect(bad({ VISIBILITY_PRICES_FILE: wrongEngine })).toThrow(/VISIBILITY_PRICES_FILE: prices\.0\.engine/);
    const noDate = pricesFile({ prices: [{ engine: 'CHATGPT', model: 'gpt-6', input: 1, output: 1 }] });
    expect(bad({ VISIBILITY_PRICES_FILE: noDate })).toThrow(/VISIBILITY_PRICES_FILE: prices\.0\.date/);
  });

  it('is shown by `bin/visibility engines`, with where it comes from', async () => {
    const { stdout } = await promisify(execFile)('bin/visibility', ['engines', '--json'], {
      env: { ...process.env, ...gpt6, VISIBILITY_PRICE_CHATGPT: 'input=1,output=8,search=0.02,date=2026-11-28', LOG_LEVEL: 'warn' },
      timeout: 60_000,
    });
    const { engines } = JSON.parse(stdout) as { engines: Array<{ engine: string; configured: boolean; model: string; price: unknown }> };
    expect(engines.find((e) => e.engine === 'CHATGPT')).toEqual({
      engine: 'CHATGPT',
      configured: true,
      provider: 'openai',
      model: 'gpt-6',
      price: {
        inputPerMTok: 1,
        outputPerMTok: 8,
        perSearch: 0.02,
        perRequest: 0,
        source: { url: 'VISIBILITY_PRICE_CHATGPT', read: '2026-11-28', check: 'operator' },
      },
    });
    expect(engines.find((e) => e.engine === 'CLAUDE')).toMatchObject({ configured: false, price: { source: { check: 'provider' } } });
  });
});
