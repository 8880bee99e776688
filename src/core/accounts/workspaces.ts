import { AppError } from '../kernel/errors.ts';

/**
 * Which of an account's workspaces a request means: the one `slug` names, else the only one.
 * Naming none when the account has several is `workspace_required`; a slug of no workspace of
 * the account is `workspace_not_found`. `workspaces` oldest first (the default is the first).
 */
export function chooseWorkspace<W extends { slug: string }>(workspaces: W[], slug: string | undefined): W {
  if (slug !== undefined) {
    const named = workspaces.find((w) => w.slug === slug);
    if (!named) throw new AppError('workspace_not_found');
    return named;
  }
  if (workspaces.length > 1) throw new AppError('workspace_required');
  const only = workspaces[0];
  if (!only) throw new AppError('workspace_not_found');
  return only;
}
