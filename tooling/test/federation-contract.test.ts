/**
 * The shell/remote contract, checked against real builds: each remote is built with its own
 * rspack.config.ts and its mf-manifest.json must expose every module the shell consumes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apps, remoteNames } from '../../contract/src/federation';
import { contractProblems, type Manifest } from './support/federation-contract';

const root = path.resolve(__dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'playprize-contract-'));
const manifests = new Map<string, Manifest>();

/** A production build with the remote's own config, as its team's pipeline runs it, into a folder of the test's. */
function build(remote: (typeof remoteNames)[number]): Promise<void> {
  const cli = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  const args = [cli, 'build', '--config-loader', 'jiti', '--mode', 'production', '--output-path', path.join(outDir, remote)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, apps[remote].dir),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building ${apps[remote].dir} failed:\n${output}`))));
  });
}

beforeAll(async () => {
  await Promise.all(remoteNames.map(build));
  for (const remote of remoteNames) manifests.set(remote, JSON.parse(readFileSync(path.join(outDir, remote, 'mf-manifest.json'), 'utf8')));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.each(remoteNames)('the %s remote', (remote) => {
  it('exposes every module the shell consumes, under its federation name', () => {
    expect(contractProblems(remote, manifests.get(remote)!)).toEqual([]);
  });
});

describe('contractProblems', () => {
  it('names the module a remote stopped exposing and the route that needs it', () => {
    const manifest = manifests.get('content')!;
    const withoutHome = { ...manifest, exposes: manifest.exposes.filter((expose) => expose.path !== './Home') };
    expect(contractProblems('content', withoutHome)).toEqual([
      `mfe-content's mf-manifest.json does not expose "./Home" (rendered by the shell at /)`,
    ]);
  });

  it('names a manifest published under another federation name', () => {
    expect(contractProblems('wallet', { ...manifests.get('wallet')!, name: 'wallet_v2' })).toEqual([
      `mfe-wallet's manifest is named "wallet_v2", the shell loads it as "wallet"`,
    ]);
  });
});
