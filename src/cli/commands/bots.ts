// The operators' published crawler address ranges that verify AI crawler hits (docs/crawlers.md).
import { CliError, type Command, str, withRuntime } from '../command.ts';

export const commands: Command[] = [
  {
    name: 'bots refresh',
    summary: "fetch the AI crawler operators' published address ranges (verification of crawler hits)",
    details:
      'Fetches each range file named in data/crawlers/agents.json (OpenAI, Anthropic, Perplexity, Google, Bing) and stores ' +
      'its prefixes with the time and SHA-256 of what was read; imports verify hits against them from then on. A file ' +
      'that cannot be fetched (offline, an error) keeps what was stored before, or the copy shipped in data/crawlers/ranges/. ' +
      'Outcome per source: fetched, unchanged, kept, stored_copy.',
    options: {
      mirror: { type: 'string', value: 'URL', help: "fetch <URL>/<source id>.json instead of the operators' addresses" },
      'write-copies': { type: 'boolean', help: 'also rewrite the shipped copies in data/crawlers/ranges/' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { refreshBotRanges } = await import('../../core/crawlers/range-refresh.ts');
        const sources = await refreshBotRanges(rt.services.db, {
          allowPrivateNetwork: rt.services.config.allowPrivateNetwork,
          mirror: str(ctx, 'mirror', false),
          writeCopies: ctx.values['write-copies'] === true,
        });
        if (sources === null)
          throw new CliError('another refresh of the address ranges is running (the worker or another command); try again when it ends');
        return { sources };
      }),
  },
];
