// `npm run icons`: writes every package's icon module from the names in its package.json.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAll } from './lib/generate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
try {
  const changed = writeAll(root);
  console.log(changed.length === 0 ? 'Every icon module is up to date.' : `Wrote ${changed.join(', ')}`);
} catch (error) {
  console.error(`icons: ${(error as Error).message}`);
  process.exit(1);
}
