// Temporary probe (not committed): portal vs bare for a few calls.
import pg from 'pg';
import { measureHttp } from './measure.js';
import { chooseSubjects, get } from './scenarios.js';
import { ServerProcess } from './server-process.js';

const url = process.env.PROBE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_small';
const seconds = Number(process.env.PROBE_SECONDS ?? 3);
const pool = new pg.Pool({ connectionString: url, max: 2 });
await pool.query('DELETE FROM sessions');
const server = await ServerProcess.start(url, 3950, 3951);
const s = await chooseSubjects(pool, server.portalUrl);
const paths = (process.env.PROBE_PATHS ?? '/range/holidays?user_id=ID&from=2026-11-01&to=2026-11-30,/user').split(',');
for (const raw of paths) {
  const admin = raw.startsWith('A:');
  const p = raw.replace(/^A:/, '').replaceAll('ID', String(s.large.id));
  const request = get(p, admin ? s.admin : s.large.token);
  const response = await fetch(server.portalUrl + request.path, { headers: { authorization: `Bearer ${request.token}` } });
  if (process.env.PROBE_HEADERS) console.log([...response.headers].map((h) => h.join(": ")).join("\n"));
  const text = await response.text();
  await server.storeBareAnswers([[`GET ${request.path}`, { status: 200, body: JSON.parse(text) }]]);
  await measureHttp(server.portalUrl, [request], 1, 1);
  const out: string[] = [];
  for (const c of (process.env.PROBE_C ?? '1,8').split(',').map(Number)) {
    const portal = process.env.PROBE_NO_PORTAL ? { rps: 1 } : await measureHttp(server.portalUrl, [request], seconds, c);
    const bare = process.env.PROBE_NO_BARE ? { rps: 1 } : await measureHttp(server.bareUrl, [request], seconds, c);
    out.push(`c=${c} ${Math.round(portal.rps)}/${Math.round(bare.rps)} ${((portal.rps / bare.rps) * 100).toFixed(0)}%`);
  }
  console.log(`${out.join('  ')}  ${text.length}B ${request.path}`);
}
await server.stop();
await pool.end();
