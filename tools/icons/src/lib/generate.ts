// Each package that shows pictures names them in its package.json, per file it wants written:
//   "parlor": { "icons": { "src/board/icons.generated.ts": ["revolver", "barrel"] } }
// and `npm run icons` writes that file with just those pictures from game-icons.net's set, so
// a board's chunk carries its own pictures and no others. The set is a development dependency:
// nothing is read from it at run time.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { compactBody } from './path';

/** The icon set as @iconify-json ships it. */
interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

/** One file a package asks for: where, and which pictures. */
export interface IconRequest {
  packageDir: string;
  file: string;
  names: string[];
}

const FOLDERS = ['libs', 'games', 'apps', 'tools'];

let cached: IconSet | undefined;
/** game-icons.net's whole set (about 4,000 pictures), read once. */
export function iconSet(): IconSet {
  cached ??= createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as IconSet;
  return cached;
}

/** Every file any package of the workspace asks for. */
export function requests(root: string): IconRequest[] {
  const found: IconRequest[] = [];
  for (const folder of FOLDERS) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      const manifestPath = join(base, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { parlor?: { icons?: Record<string, string[]> } };
      for (const [file, names] of Object.entries(manifest.parlor?.icons ?? {})) {
        found.push({ packageDir: join(base, entry.name), file, names });
      }
    }
  }
  return found;
}

/** The picture a name stands for (an alias's parent's), or why there is none. */
function lookUp(set: IconSet, name: string): { body: string; width: number; height: number } {
  const icon = set.icons[name] ?? (set.aliases?.[name] ? set.icons[set.aliases[name].parent] : undefined);
  if (!icon) throw new Error(`game-icons has no picture named "${name}" (look names up at https://game-icons.net)`);
  return { body: compactBody(icon.body), width: icon.width ?? set.width ?? 512, height: icon.height ?? set.height ?? 512 };
}

/** The text of one generated file. */
export function render(request: IconRequest, set: IconSet = iconSet()): string {
  const names = [...new Set(request.names)].sort();
  const lines = names.map((name) => {
    const { body, width, height } = lookUp(set, name);
    const size = width === 512 && height === 512 ? '' : `, width: ${width}, height: ${height}`;
    return `  ${JSON.stringify(name)}: { body: ${JSON.stringify(body)}${size} },`;
  });
  return [
    '// Written by `npm run icons` from the names in this package\'s package.json (parlor.icons): do not edit.',
    '// Pictures from game-icons.net by Lorc, Delapouite and contributors, CC BY 3.0',
    '// (https://creativecommons.org/licenses/by/3.0/), points rounded to whole units.',
    "import type { IconData } from '@parlor/game-kit';",
    '',
    'export const icons = {',
    ...lines,
    '} as const satisfies Record<string, IconData>;',
    '',
    '/** A picture this package ships. */',
    'export type IconName = keyof typeof icons;',
    '',
  ].join('\n');
}

/** Writes every requested file; returns the ones whose text changed. */
export function writeAll(root: string): string[] {
  const changed: string[] = [];
  for (const request of requests(root)) {
    const path = join(request.packageDir, request.file);
    const text = render(request);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    changed.push(relative(root, path));
  }
  return changed;
}

/** The requested files that are missing or differ from what `npm run icons` would write. */
export function stale(root: string): string[] {
  return requests(root)
    .filter((request) => {
      const path = join(request.packageDir, request.file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== render(request);
    })
    .map((request) => relative(root, join(request.packageDir, request.file)));
}
