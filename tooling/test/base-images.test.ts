/**
 * `npm run images:offline` (deploy/base-images) builds exactly the public images the project's
 * Dockerfiles and docker-compose.yml name: a tag added or moved there without it would fail every
 * build host that reaches no registry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDockerfile } from './support/dockerfile-rules';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The tags deploy/base-images/versions.sh builds. */
const builtTags = [...read('deploy/base-images/versions.sh').matchAll(/^[A-Z]+_IMAGE=(\S+)$/gm)].map((match) => match[1]!);

/** Public images a Dockerfile starts a stage from (not its own earlier stages). */
function publicImages(file: string): string[] {
  const stages = parseDockerfile(read(file));
  const names = new Set(stages.map((stage) => stage.name));
  return stages.map((stage) => stage.image).filter((image) => !names.has(image));
}

describe('the offline base images', () => {
  it('are every image the Dockerfiles and the compose file name, and no other', () => {
    const named = new Set([
      ...publicImages('deploy/front-end.Dockerfile'),
      ...publicImages('server/Dockerfile'),
      ...[...read('docker-compose.yml').matchAll(/^\s+image:\s*(\S+)$/gm)].map((match) => match[1]!),
    ]);
    expect([...named].sort()).toEqual([...builtTags].sort());
  });

  it('are built on each other by the tags they are built under', () => {
    for (const file of ['node.Dockerfile', 'postgres.Dockerfile', 'maildev.Dockerfile']) {
      for (const image of publicImages(`deploy/base-images/${file}`))
        expect({ file, image, built: builtTags.includes(image) }).toEqual({ file, image, built: true });
    }
  });
});
