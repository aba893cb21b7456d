import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameNames } from './names';

/** The template of a game module, next to this package's sources. */
export const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'template');

const UNSAFE_TITLE = /['"`\\{}<>\n\r]/;

/** Why a title cannot be written into the module's source and locale files, if it cannot. */
export function checkTitle(title: string): string | undefined {
  if (UNSAFE_TITLE.test(title)) return `the title "${title}" must not contain quotes, backslashes, braces or angle brackets`;
  if (title.length > 60) return `the title "${title}" is longer than 60 characters`;
  return undefined;
}

function fill(text: string, names: GameNames): string {
  return text
    .replaceAll('__ID__', names.id)
    .replaceAll('__PASCAL__', names.pascal)
    .replaceAll('__TITLE_ZH__', names.titleZh)
    .replaceAll('__TITLE__', names.title);
}

function copyTree(from: string, to: string, names: GameNames, written: string[]): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, fill(entry.name.replace(/\.tmpl$/, ''), names));
    if (entry.isDirectory()) {
      copyTree(source, target, names, written);
    } else {
      writeFileSync(target, fill(readFileSync(source, 'utf8'), names));
      written.push(target);
    }
  }
}

/**
 * Writes `games/<id>` from the template: a complete, playable module (rules, manifest, board,
 * locales, tests, stories) for the contributor to turn into their game. Returns the files
 * written, relative to `root`. Refuses to overwrite an existing folder.
 */
export function scaffoldGame(root: string, names: GameNames): string[] {
  for (const title of [names.title, names.titleZh]) {
    const problem = checkTitle(title);
    if (problem) throw new Error(problem);
  }
  const target = join(root, 'games', names.id);
  if (existsSync(target)) throw new Error(`games/${names.id} already exists`);
  const written: string[] = [];
  copyTree(TEMPLATE_DIR, target, names, written);
  return written.map((file) => relative(root, file));
}
