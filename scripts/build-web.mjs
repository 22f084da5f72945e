// Builds the agency app (web/ → web/dist) when it is missing or older than its sources, so `npm start`
// and `npm test` from a fresh clone serve it at /app. `--force` builds regardless.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
const built = path.join(web, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

if (process.argv.includes('--force') || !existsSync(built) || statSync(built).mtimeMs < newest(web)) {
  const { build } = await import('vite');
  console.error('Building the agency app (web/)…');
  await build({ configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
}
