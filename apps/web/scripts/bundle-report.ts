// What the browser downloads from the built client, worked out from Vite's build manifest (which
// chunk loads which) and build/chunk-modules.ts's record (which source modules each chunk holds).
import type { ChunkRecord } from '../build/chunk-modules';

/** The part of Vite's `.vite/manifest.json` read here. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** One line of the size table. */
export interface SizeRow {
  what: string;
  /** Every file in the row, gzipped, in bytes. */
  gzip: number;
  files: string[];
}

/** A module of a game's rules or board found in the lobby's first load. */
export interface LobbyViolation {
  file: string;
  module: string;
}

/** What {@link bundleReport} finds. */
export interface BundleReport {
  rows: SizeRow[];
  /** The games whose rules or board load when a match opens, by id. */
  games: string[];
  /** Must stay empty: the lobby ships manifests only. */
  lobbyViolations: LobbyViolation[];
}

/** A module id as a workspace path: `node_modules/...` wherever the package was installed. */
function workspacePath(id: string): string {
  const packages = id.lastIndexOf('node_modules/');
  return packages >= 0 ? id.slice(packages) : id;
}

/**
 * The game a module belongs to if it is part of its rules or board, else undefined: a
 * manifest, and the cover pictures it carries (plain data the lobby shows), belong to the lobby.
 */
export function gameOfModule(id: string): string | undefined {
  const match = /^games\/([^/]+)\/src\/(.+)$/.exec(workspacePath(id));
  if (!match || match[1] === 'registry' || match[2] === 'manifest.ts' || match[2] === 'cover.generated.ts') return undefined;
  return match[1];
}

/**
 * Sizes of the lobby's first load, the match room, and each game's rules and board beyond
 * those; and every game module (other than a manifest) that the lobby's first load carries.
 */
export function bundleReport(manifest: ViteManifest, chunks: readonly ChunkRecord[], gzipSize: (file: string) => number): BundleReport {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const minus = (files: Set<string>, loaded: Set<string>) => new Set([...files].filter((file) => !loaded.has(file)));
  const row = (what: string, files: Set<string>): SizeRow => ({ what, gzip: [...files].reduce((sum, file) => sum + gzipSize(file), 0), files: [...files].sort() });

  const lobby = closure('index.html');
  const roomKey = Object.keys(manifest).find((key) => key.endsWith('room/match-page.tsx'));
  if (!roomKey) throw new Error('the build has no match-page chunk');
  const room = minus(closure(roomKey), lobby);

  const lobbyViolations: LobbyViolation[] = [];
  const byGame = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const module of chunk.modules) {
      const game = gameOfModule(module.id);
      if (!game) continue;
      if (lobby.has(chunk.file)) lobbyViolations.push({ file: chunk.file, module: workspacePath(module.id) });
      const key = keyOfFile.get(chunk.file);
      if (key) byGame.set(game, closure(key, byGame.get(game)));
    }
  }
  const loaded = new Set([...lobby, ...room]);
  const games = [...byGame.keys()].sort();
  return {
    rows: [row('lobby (first load)', lobby), row('match room (when a match opens)', room), ...games.map((game) => row(`${game}: rules and board`, minus(byGame.get(game)!, loaded)))],
    games,
    lobbyViolations,
  };
}

/** The report as the README's markdown table, and the verdict on the lobby. */
export function formatReport(report: BundleReport): string {
  const lines = ['| What | gzip | files |', '| --- | ---: | ---: |', ...report.rows.map((row) => `| ${row.what} | ${(row.gzip / 1024).toFixed(1)} kB | ${row.files.length} |`), ''];
  if (report.lobbyViolations.length === 0) lines.push("lobby first load carries a game's rules or board: no");
  else {
    lines.push("lobby first load carries a game's rules or board: YES");
    for (const violation of report.lobbyViolations) lines.push(`  ${violation.module} in ${violation.file}`);
  }
  return lines.join('\n');
}
