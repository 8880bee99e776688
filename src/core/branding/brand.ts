/**
 * A workspace's brand: the agency name its client reports carry, an accent colour and a logo.
 * Every surface (CLI, dashboard) sets, clears and reads it through these functions; the report
 * reads it with `brandOfProject`. Changing a brand drops the cached PDFs of the workspace's
 * reports, so the next download is drawn with the new one.
 */
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../kernel/errors.ts';
import { chooseWorkspace } from '../accounts/workspaces.ts';
import { acceptLogo, type Logo, logoDataUri, logoMediaTypeSchema } from './logo.ts';

export const BRAND_NAME_MAX = 100;

export interface Brand {
  name: string;
  /** `#rrggbb`, lower case; null: the report's own colours. */
  color: string | null;
  logo: Logo | null;
}

/** What to change: an absent field stays as it is, null clears it. */
export interface BrandChange {
  name?: string;
  color?: string | null;
  /** The uploaded file's bytes, validated here. */
  logo?: Uint8Array | null;
}

/** The name as stored: trimmed, 1 to 100 characters, no control characters. */
export function brandName(raw: string): string {
  const name = raw.trim().normalize('NFC');
  if (name.length === 0) throw new AppError('invalid_brand_name', { detail: 'the agency name is empty' });
  if (name.length > BRAND_NAME_MAX) {
    throw new AppError('invalid_brand_name', { detail: `the agency name is ${name.length} characters; at most ${BRAND_NAME_MAX}` });
  }
  if (/\p{Cc}/u.test(name)) throw new AppError('invalid_brand_name', { detail: 'the agency name holds control characters' });
  return name;
}

/** `#RRGGBB` (either case) as stored: lower case. */
export function brandColor(raw: string): string {
  const color = raw.trim();
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) {
    throw new AppError('invalid_color', { detail: `"${color.slice(0, 20)}" is not a colour of the form #RRGGBB (e.g. #1f4e79)` });
  }
  return color.toLowerCase();
}

const brandColumns = { brandName: true, brandColor: true, brandLogo: true, brandLogoType: true } as const;

interface BrandRow {
  brandName: string | null;
  brandColor: string | null;
  brandLogo: Uint8Array | null;
  brandLogoType: string | null;
}

function brandOfRow(row: BrandRow): Brand | null {
  if (row.brandName === null) return null;
  const mediaType = logoMediaTypeSchema.safeParse(row.brandLogoType);
  return {
    name: row.brandName,
    color: row.brandColor,
    logo: row.brandLogo && mediaType.success ? { mediaType: mediaType.data, bytes: new Uint8Array(row.brandLogo) } : null,
  };
}

/** The brand of the project's workspace (what its reports carry), null when it has none. */
export async function brandOfProject(db: Db, projectId: string): Promise<Brand | null> {
  const row = await db.project.findUnique({ where: { id: projectId }, select: { workspace: { select: brandColumns } } });
  return row ? brandOfRow(row.workspace) : null;
}

/** A brand as the surfaces show it: the logo as a data: URI with its media type and size. */
export function brandView(brand: Brand | null) {
  if (!brand) return null;
  const { logo } = brand;
  return {
    name: brand.name,
    color: brand.color,
    logo: logo ? { mediaType: logo.mediaType, bytes: logo.bytes.length, dataUri: logoDataUri(logo) } : null,
  };
}
export type BrandView = NonNullable<ReturnType<typeof brandView>>;

/** Every workspace of the account with its brand, oldest first. */
export async function listWorkspaceBrands(db: Db, accountId: string) {
  const workspaces = await db.workspace.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { slug: true, name: true, ...brandColumns },
  });
  return workspaces.map((w) => ({ slug: w.slug, name: w.name, brand: brandView(brandOfRow(w)) }));
}

async function workspaceOf(tx: Tx, accountId: string, slug: string | undefined) {
  // Locked: two changes at once apply one after the other (the "a brand needs a name" rule holds).
  await tx.$queryRaw`SELECT id FROM workspace WHERE account_id = ${accountId} FOR UPDATE`;
  const workspaces = await tx.workspace.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, slug: true, ...brandColumns },
  });
  return chooseWorkspace(workspaces, slug);
}

/** Cached PDFs of the workspace's reports were drawn with the old brand. */
async function dropCachedPdfs(tx: Tx, workspaceId: string): Promise<void> {
  await tx.report.updateMany({
    where: { project: { workspaceId }, pdf: { not: null } },
    data: { pdf: null, pdfRenderedAt: null },
  });
}

/**
 * Sets the fields `change` names on the brand of the workspace `workspaceSlug` (the account's only
 * one when omitted). A brand needs a name: the first change must give one.
 */
export async function setBrand(db: Db, accountId: string, workspaceSlug: string | undefined, change: BrandChange) {
  // Validated before the transaction: a refused logo costs no database work.
  const name = change.name === undefined ? undefined : brandName(change.name);
  const color = change.color === undefined || change.color === null ? change.color : brandColor(change.color);
  const logo = change.logo === undefined || change.logo === null ? change.logo : acceptLogo(change.logo);
  return db.$transaction(async (tx) => {
    const workspace = await workspaceOf(tx, accountId, workspaceSlug);
    if (name === undefined && workspace.brandName === null) {
      throw new AppError('invalid_brand_name', { detail: 'the workspace has no brand yet: give the agency name too' });
    }
    const row = await tx.workspace.update({
      where: { id: workspace.id },
      data: {
        ...(name !== undefined ? { brandName: name } : {}),
        ...(color !== undefined ? { brandColor: color } : {}),
        ...(logo !== undefined ? { brandLogo: logo ? new Uint8Array(logo.bytes) : null, brandLogoType: logo?.mediaType ?? null } : {}),
        brandUpdatedAt: new Date(),
      },
      select: { slug: true, name: true, ...brandColumns },
    });
    await dropCachedPdfs(tx, workspace.id);
    return { slug: row.slug, name: row.name, brand: brandView(brandOfRow(row)) };
  });
}

/** Removes the brand (name, colour and logo) of a workspace: its reports go back to the plain look. */
export async function clearBrand(db: Db, accountId: string, workspaceSlug: string | undefined) {
  return db.$transaction(async (tx) => {
    const workspace = await workspaceOf(tx, accountId, workspaceSlug);
    const row = await tx.workspace.update({
      where: { id: workspace.id },
      data: { brandName: null, brandColor: null, brandLogo: null, brandLogoType: null, brandUpdatedAt: new Date() },
      select: { slug: true, name: true },
    });
    await dropCachedPdfs(tx, workspace.id);
    return { slug: row.slug, name: row.name, brand: null };
  });
}
