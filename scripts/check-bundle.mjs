// The web app's bundle budget (docs/decisions/0016-web-budget.md), checked on the built
// app: the JavaScript a browser downloads to show the login screen stays within LOGIN_BUDGET_KB
// (gzip), and every screen is a lazy chunk that the entry does not carry.
//
//   node scripts/check-bundle.mjs [apps/web/dist]
//
// It reads Vite's manifest (build.manifest) and the source maps, prints the figures and exits 1
// when a rule is broken.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const LOGIN_BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist');
const webSrc = path.join(root, 'apps/web/src');
/** Where the app declares its lazy screens: every `import('…')` in these files must stay lazy. */
const ROUTE_FILES = ['app/route-table.ts', 'app/app-routes.tsx', 'app/first-screen.ts'];
const LOGIN_PAGE = 'src/features/session/login-page.tsx';
/**
 * Feature modules the entry may hold: the session itself (who is signed in) and the API path of a
 * screen whose data app/first-screen.ts asks for early; never a screen.
 */
const ENTRY_FEATURE_MODULES = [
  'features/session/session-context.tsx',
  'features/session/api.ts',
  'features/reports/team-calendar-path.ts',
];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${path.relative(root, manifestFile)} is missing: build the web app first (npm run build:web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The source modules inside a chunk, from its source map (paths relative to apps/web/src). */
function modulesOf(file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  return map.sources.map((source) => path.relative(webSrc, path.resolve(path.dirname(mapFile), source)));
}

const failures = [];

// 1. The login screen: entry, its static imports, the login page's chunk and its static imports.
const loginKeys = staticClosure(entryKey);
if (manifest[LOGIN_PAGE]) staticClosure(LOGIN_PAGE, loginKeys);
const loginFiles = [...loginKeys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
const sizes = loginFiles.map((file) => ({ file, gzip: gzipBytes(file) })).sort((a, b) => b.gzip - a.gzip);
const loginTotal = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(
  `Login screen JavaScript: ${kb(loginTotal)} kB gzip in ${sizes.length} files (budget ${LOGIN_BUDGET_KB} kB)`,
);
for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(6)} kB  ${file}`);
if (loginTotal > LOGIN_BUDGET_KB * 1000) {
  failures.push(
    `the login screen needs ${kb(loginTotal)} kB of gzipped JavaScript, over the ${LOGIN_BUDGET_KB} kB budget`,
  );
}

// 2. Every screen named in the route files is its own lazy chunk, outside the entry's closure.
const entryKeys = staticClosure(entryKey);
const entryModules = new Set([...entryKeys].flatMap((key) => modulesOf(manifest[key].file)));
let screens = 0;
for (const routeFile of ROUTE_FILES) {
  const source = fs.readFileSync(path.join(webSrc, routeFile), 'utf8');
  for (const [, specifier] of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
    const module = path.relative(webSrc, path.resolve(webSrc, path.dirname(routeFile), specifier));
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.tsx?$/, '') === `src/${module}`);
    screens += 1;
    if (!key || !manifest[key].isDynamicEntry) failures.push(`${module} is not a lazy chunk`);
    else if (entryKeys.has(key) || [...entryModules].some((inEntry) => inEntry.replace(/\.tsx?$/, '') === module)) {
      failures.push(`${module} is lazy but the entry also holds it`);
    }
  }
}
const strayFeatures = [...entryModules].filter(
  (module) => module.startsWith('features/') && !ENTRY_FEATURE_MODULES.includes(module),
);
for (const module of strayFeatures) failures.push(`the entry holds the feature module ${module}`);
console.log(
  `Lazy screens: ${screens} dynamic imports in ${ROUTE_FILES.join(', ')}; entry modules from features/: ` +
    `${[...entryModules].filter((module) => module.startsWith('features/')).join(', ') || 'none'}`,
);

if (failures.length > 0) {
  console.error(`\nBundle check FAILED:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle check passed.');
