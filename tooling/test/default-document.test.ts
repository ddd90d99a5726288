/**
 * The shell's default discovery document (ADR 049), which write-shell-config.sh and the dev server
 * start from: the contract's remotes at their contract ports, with the contract's routes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, contractDocument } from '../../contract/src/federation';
import { parseAppConfig } from '../../shared/src/config/app-config';

const file = path.resolve(__dirname, '../../shell/public/config.json');

it("shell/public/config.json lists the contract's remotes at their ports with their routes, and the shell accepts it", () => {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { schema, microFrontends } = contractDocument((remote) => `http://localhost:${apps[remote].port}`);
  expect({ schema: raw.schema, microFrontends: raw.microFrontends }).toEqual({ schema, microFrontends });
  expect(parseAppConfig(raw)).toEqual(raw);
});
