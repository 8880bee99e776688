// Workspaces and the agency brand their client reports carry.
import { readFile } from 'node:fs/promises';
import type { BrandView } from '../../core/branding/brand.ts';
import { accountOf, accountOption, CliError, type Command, type CommandContext, list, str, withRuntime } from '../command.ts';

const workspaceOption = {
  type: 'string',
  multiple: true,
  value: 'SLUG',
  help: 'the workspace (default: the only one; required when the account has several)',
} as const;

interface WorkspaceBrand {
  slug: string;
  name: string;
  brand: BrandView | null;
}

/** The brand without the logo's bytes (a terminal has no use for a data: URI). */
const summary = (w: WorkspaceBrand) => ({
  workspace: w.slug,
  brand: w.brand?.name ?? null,
  color: w.brand?.color ?? null,
  logo: w.brand?.logo ? `${w.brand.logo.mediaType}, ${w.brand.logo.bytes} bytes` : null,
});

async function logoFile(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (e) {
    throw new CliError(`cannot read the logo file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** The change the options ask for; contradictory or empty ones are refused before anything runs. */
async function brandChange(ctx: CommandContext) {
  const clear = ctx.values.clear === true;
  const name = str(ctx, 'name', false);
  const color = str(ctx, 'color', false);
  const logo = str(ctx, 'logo', false);
  const noColor = ctx.values['no-color'] === true;
  const noLogo = ctx.values['no-logo'] === true;
  if (color !== undefined && noColor) throw new CliError('give --color or --no-color, not both');
  if (logo !== undefined && noLogo) throw new CliError('give --logo or --no-logo, not both');
  const changes = name !== undefined || color !== undefined || logo !== undefined || noColor || noLogo;
  if (clear && changes) throw new CliError('--clear removes the whole brand: give it alone');
  if (!clear && !changes) throw new CliError('nothing to change', 'give --name, --color, --logo, --no-color, --no-logo or --clear');
  return {
    clear,
    change: {
      ...(name !== undefined ? { name } : {}),
      ...(color !== undefined ? { color } : noColor ? { color: null } : {}),
      ...(logo !== undefined ? { logo: await logoFile(logo) } : noLogo ? { logo: null } : {}),
    },
  };
}

const renderBrand = (r: ReturnType<typeof summary>) =>
  r.brand === null
    ? `Workspace ${r.workspace} has no brand: its reports carry no agency name.`
    : `Workspace ${r.workspace}: reports are prepared by ${r.brand}\n  colour  ${r.color ?? '-'}\n  logo    ${r.logo ?? '-'}`;

export const commands: Command[] = [
  {
    name: 'workspace brand',
    summary: "set the agency's name, accent colour and logo shown on a workspace's client reports",
    details: [
      'Fields not given stay as they are; a new brand needs --name.',
      'The logo is a PNG (at most 2048×2048 pixels) or an SVG, at most 64 KiB. An SVG is rewritten without',
      'what an editor adds, and refused if it holds a script, an event handler, foreignObject or a reference',
      'to anything outside the file. Cached PDFs of the workspace are drawn again with the new brand.',
      '',
      'Example: visibility workspace brand --account a@example.com --name "Acme Agency" --color "#1F4E79" --logo logo.svg',
    ].join('\n'),
    options: {
      account: accountOption,
      workspace: workspaceOption,
      name: { type: 'string', value: 'N', help: 'the agency name the reports carry (1 to 100 characters)' },
      color: { type: 'string', value: '#RRGGBB', help: 'accent colour of headings and rules' },
      logo: { type: 'string', value: 'FILE', help: 'a PNG or SVG file, at most 64 KiB' },
      'no-color': { type: 'boolean', help: "remove the accent colour (the report's own colours)" },
      'no-logo': { type: 'boolean', help: 'remove the logo' },
      clear: { type: 'boolean', help: 'remove the whole brand (name, colour and logo)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { clear, change } = await brandChange(ctx);
        const account = await accountOf(rt, str(ctx, 'account'));
        const { clearBrand, setBrand } = await import('../../core/branding/brand.ts');
        const slug = list(ctx, 'workspace')[0];
        return summary(
          clear ? await clearBrand(rt.services.db, account.id, slug) : await setBrand(rt.services.db, account.id, slug, change),
        );
      }),
    render: (r) => renderBrand(r as ReturnType<typeof summary>),
  },
  {
    name: 'workspace list',
    summary: "an account's workspaces and their brands",
    options: { account: accountOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { listWorkspaceBrands } = await import('../../core/branding/brand.ts');
        return { workspaces: (await listWorkspaceBrands(rt.services.db, account.id)).map(summary) };
      }),
  },
];
