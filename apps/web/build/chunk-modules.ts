import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where {@link chunkModules} writes its record, inside the build's output folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** One output chunk and the source modules bundled into it. */
export interface ChunkRecord {
  /** The chunk's file, as Vite's manifest names it (`assets/index-XXXX.js`). */
  file: string;
  /** Every module in the chunk, relative to the workspace root (`games/bang/src/manifest.ts`,
   * `node_modules/zod/...`), with the bytes it adds to the chunk before compression. */
  modules: { id: string; bytes: number }[];
}

/** A module id as a path from the workspace root; packages as `node_modules/<name>/...` wherever installed. */
function workspacePath(workspaceRoot: string, id: string): string {
  // Virtual modules (`\0vite/...`) keep their id.
  if (id.startsWith('\0')) return id.slice(1);
  const path = relative(workspaceRoot, id).split('\\').join('/');
  const packages = path.lastIndexOf('node_modules/');
  return packages >= 0 ? path.slice(packages) : path;
}

/**
 * A build plugin recording which source modules land in which chunk. Vite's manifest knows
 * chunks only by entry and file name (a rules chunk is just `_src-XXXX.js`), so a check of what
 * the lobby's first load carries has to look inside the chunks: this is what it reads.
 */
export function chunkModules(workspaceRoot: string): Plugin {
  return {
    name: 'parlor:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkRecord[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          modules: output.moduleIds.map((id) => ({
            id: workspacePath(workspaceRoot, id),
            bytes: output.modules[id]?.renderedLength ?? 0,
          })),
        });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
