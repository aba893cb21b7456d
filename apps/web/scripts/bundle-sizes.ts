// Prints what the browser downloads, gzipped, from the built client (run `vite build` first):
// the lobby's first load, the match room added when a match opens, and each game's rules and
// board on top of those. Fails if the lobby's first load carries any game module but a manifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_MODULES_FILE, type ChunkRecord } from '../build/chunk-modules';
import { bundleReport, formatReport, type ViteManifest } from './bundle-report';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const chunks = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkRecord[];
const report = bundleReport(manifest, chunks, (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
console.log(formatReport(report));
if (report.lobbyViolations.length > 0) process.exitCode = 1;
