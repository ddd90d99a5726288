/**
 * The shell's default discovery document (ADR 049), which write-shell-config.sh and the dev server
 * start from, and the one list of the composed stack's front ends (scripts/lib/front-ends.ts): the
 * contract's remotes at their contract ports with the contract's routes, and any other remote by
 * the convention that places it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, contractDocument, remoteNames } from '../../contract/src/federation';
import { frontEnds } from '../../scripts/lib/front-ends';
import { parseAppConfig } from '../../shared/src/config/app-config';

const root = path.resolve(__dirname, '../..');
const raw = JSON.parse(readFileSync(path.join(root, 'shell/public/config.json'), 'utf8')) as Record<string, unknown>;

it("shell/public/config.json lists the contract's remotes at their ports with their routes, and the shell accepts it", () => {
  const { schema, microFrontends } = contractDocument((remote) => `http://localhost:${apps[remote].port}`);
  const listed = raw.microFrontends as Record<string, unknown>;
  const contractsOwn = Object.fromEntries(remoteNames.map((name) => [name, listed[name]]));
  expect({ schema: raw.schema, microFrontends: contractsOwn }).toEqual({ schema, microFrontends });
  expect(parseAppConfig(raw)).toEqual(raw);
});

it('places every remote it lists by the convention: a workspace folder mfe-<name>, a port no other service has', () => {
  const listed = frontEnds(parseAppConfig(raw));
  for (const app of listed)
    expect({ app: app.name, workspace: existsSync(path.join(root, app.dir, 'package.json')) }).toEqual({ app: app.name, workspace: true });
  for (const name of Object.keys(apps) as (keyof typeof apps)[]) {
    const { dir, port, portVariable } = apps[name];
    expect(listed.find((app) => app.name === name)).toEqual({ name, dir, port, variable: portVariable.replace(/_PORT$/, '') });
  }
  const ports = [...listed.map((app) => app.port), 8080, 8081, 8082, 1025, 1080];
  expect(new Set(ports).size).toBe(ports.length);
});
