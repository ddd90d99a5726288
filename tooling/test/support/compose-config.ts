/** A compose file as docker-compose resolves it (`config`), for the tests of docker-compose.yml. */
import { execFileSync } from 'node:child_process';

export interface Service {
  restart?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  ports?: { published: number | string; target: number }[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  /** docker-compose 1.x prints "source:target:mode", Compose v2 the long form. */
  volumes?: (string | { source: string; target: string })[];
}
export interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** `docker-compose config` of `files` in exactly the environment given, as JSON. */
export function composeConfig(files: string[], env: NodeJS.ProcessEnv): Compose {
  let yaml: string;
  try {
    yaml = execFileSync('docker-compose', [...files.flatMap((file) => ['-f', file]), 'config'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('docker-compose is needed (Debian: apt-get install -y docker-compose)');
    throw error;
  }
  // Debian's docker-compose is Python with PyYAML: the same parser turns its output into JSON.
  const json = execFileSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
    input: yaml,
    encoding: 'utf8',
  });
  return JSON.parse(json) as Compose;
}
