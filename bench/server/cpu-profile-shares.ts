/**
 * Where a server's busy CPU went, from a V8 profile (`--cpu-prof`, e.g. the bench server's
 * BENCH_SERVER_NODE_ARGS): `npx tsx bench/server/cpu-profile-shares.ts [--from µs --to µs] <file.cpuprofile>`,
 * the window (V8's monotonic clock) as profile-reads.ts prints it for each round under --cpu-prof.
 * Each sample goes to the first category, in the order below, that any frame of its stack
 * matches (a log write inside a Fastify hook is logging, not Fastify); idle samples are left out.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  parent?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Frame = ProfileNode['callFrame'];

/** Categories in order of precedence. */
export const CATEGORIES: [string, (frame: Frame) => boolean][] = [
  ['token check (jose, WebCrypto)', (f) => /jose|access-tokens/.test(f.url) || /verify|subtle/i.test(f.functionName)],
  ['session check', (f) => /domain\/sessions/.test(f.url)],
  ['logging (pino, redaction, write)', (f) => /pino|fast-redact|sonic-boom|log-controller|logger-factory|request-log/.test(f.url)],
  ['security headers', (f) => /helmet|security-headers/.test(f.url) || f.functionName === 'sendSecurityHeaders'],
  ['CORS', (f) => /@fastify\/cors/.test(f.url)],
  ['profile read (pg / PGlite)', (f) => /node_modules\/(pg|pg-protocol|pg-pool|@electric-sql)\/|src\/db\/|domain\/players/.test(f.url)],
  ['validation (zod)', (f) => /zod/.test(f.url)],
  ['serialisation (JSON, fast-json-stringify)', (f) => f.functionName === 'stringify' || /fast-json-stringify|serializ/.test(f.url)],
  ['Fastify (routing, hooks, reply)', (f) => /fastify|find-my-way|avvio|light-my-request/.test(f.url)],
  ["Node's HTTP and sockets", (f) => /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net))/.test(f.url)],
];

/** Busy milliseconds per category (and "other"), and the total. */
export function shares(profile: CpuProfile, from = -Infinity, to = Infinity): { total: number; byCategory: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
  const categoryOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = categoryOf.get(id);
    if (known) return known;
    const frames: Frame[] = [];
    for (let node = byId.get(id); node; node = node.parent === undefined ? undefined : byId.get(node.parent)) frames.push(node.callFrame);
    const leaf = frames[0]!.functionName;
    const category =
      leaf === '(idle)'
        ? 'idle'
        : (CATEGORIES.find(([, matches]) => frames.some(matches))?.[0] ?? (leaf === '(garbage collector)' ? 'GC' : 'other'));
    categoryOf.set(id, category);
    return category;
  };
  const byCategory = new Map<string, number>();
  let total = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const category = classify(id);
    if (category === 'idle') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
    total += ms;
  });
  return { total, byCategory };
}

if (require.main === module) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, to: { type: 'string' } } });
  for (const file of positionals) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
    const { total, byCategory } = shares(profile, Number(values.from ?? -Infinity), Number(values.to ?? Infinity));
    console.log(`${file}: ${total.toFixed(0)} ms busy`);
    const rows = [...byCategory].sort((a, b) => b[1] - a[1]);
    console.table(rows.map(([category, ms]) => ({ category, ms: Math.round(ms), share: `${((100 * ms) / total).toFixed(1)} %` })));
  }
}
