/**
 * The CLI's commands: every file in src/cli/commands/ exporting `commands`. Adding a command
 * (or a file of them) needs no edit here. Command files are light to load: each imports what it
 * needs inside its `run`.
 */
import fs from 'node:fs';
import type { Command } from './command.ts';

export async function loadCommands(): Promise<Command[]> {
  const dir = new URL('./commands/', import.meta.url);
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.endsWith(`.d${ext}`))
    .sort();
  const modules = await Promise.all(files.map((f) => import(new URL(f, dir).href) as Promise<{ commands?: Command[] }>));
  const all = modules.flatMap((m) => m.commands ?? []);
  const names = new Set<string>();
  for (const c of all) {
    if (names.has(c.name)) throw new Error(`two CLI commands are named "${c.name}"`);
    names.add(c.name);
  }
  return all;
}

/** The command the positional words name (the longest match), and the words after its name. */
export function findCommand(all: Command[], words: string[]): { command: Command; args: string[] } | undefined {
  for (let n = Math.min(words.length, 3); n > 0; n--) {
    const command = all.find((c) => c.name === words.slice(0, n).join(' '));
    if (command) return { command, args: words.slice(n) };
  }
  return undefined;
}
