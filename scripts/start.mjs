// `npm start`: builds what is missing or out of date, then starts the server (migrations and the
// first SUPER_ADMIN happen at start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time of any file under the given folders. */
function newest(...folders) {
  let latest = 0;
  const visit = (entry) => {
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry))
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const folder of folders) if (fs.existsSync(folder)) visit(folder);
  return latest;
}

const at = (...parts) => path.join(root, ...parts);

// tsc -b is incremental: it does nothing when the server is up to date.
run('npx', ['tsc', '-b', 'apps/server']);

const webIndex = at('apps/web/dist/index.html');
const webBuiltAt = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
if (newest(at('apps/web'), at('packages/shared/src')) > webBuiltAt) run('npm', ['run', 'build:web']);

run('node', ['apps/server/dist/main.js', ...process.argv.slice(2)]);
