import autocannon from 'autocannon';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
import { createServices } from '/work/wt/perf/src/app.ts';
import { loadConfig } from '/work/wt/perf/src/config.ts';
import { createLogger } from '/work/wt/perf/src/log.ts';
import { buildServer } from '/work/wt/perf/src/server.ts';
import { createApiKey } from '/work/wt/perf/src/core/api-keys.ts';
process.env.VISIBILITY_RATE_LIMIT_READ = '1000000000';
const url = 'postgresql://postgres@127.0.0.1:5432/vis_bench_api';
const services = createServices(loadConfig({ VISIBILITY_SECRET_KEY: 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==' } as any), createLogger('warn'), url);
const acct = await services.db.account.findUniqueOrThrow({ where: { email: 'bench@agency.example' } });
const { key } = await createApiKey(services.db, { accountId: acct.id, role: 'READ', projectSlugs: [] });
const app = await buildServer(services);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as any).port}`;
const path = process.argv[2] ?? '/api/v1/projects/bench/citations';
console.log((await fetch(base + path, { headers: { authorization: `Bearer ${key}` } })).status);
await autocannon({ url: base + path, connections: 10, duration: 2, headers: { authorization: `Bearer ${key}` } });
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.start');
const r = await autocannon({ url: base + path, connections: 10, duration: 5, headers: { authorization: `Bearer ${key}` } });
const { profile } = await s.post('Profiler.stop');
console.log('rps', r.requests.average, 'p99', r.latency.p99);
// self time by function+url
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n: any = byId.get(samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace('file:///work/wt/perf/', '')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + dt[i]); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
// aggregate per package
const pkg = new Map<string, number>();
for (const [k, v] of self) { const m = /\s(@?[^/ ]+(?:\/[^/ ]+)?)\//.exec(k); const p = k.includes('node_modules') || /^\S+ (@|[a-z])/.test(k) ? (k.split(' ')[1].split('/').slice(0, k.split(' ')[1].startsWith('@') ? 2 : 1).join('/')) : k; pkg.set(p, (pkg.get(p) ?? 0) + v); }
console.log([...pkg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
await app.close(); await services.db.$disconnect(); process.exit(0);
