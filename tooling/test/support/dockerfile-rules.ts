/**
 * The project's Dockerfile rules, checked without Docker or hadolint: multi-stage builds from
 * pinned Debian bookworm images, dependencies installed from the lockfile before any source is
 * copied, only production dependencies in the final image, a non-root user, a HEALTHCHECK, and
 * the contract's ports. Also what keeps builds working and cheap on any build host: no `# syntax=`
 * line (BuildKit would pull a frontend image from a registry; the engine's built-in one handles cache
 * mounts), and no build argument in scope of an install step (each app would install again).
 */

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** Instructions with their continuation lines joined; comments and blank lines dropped. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const startLine = index + 1;
    let logical = lines[index]!.trim();
    if (logical === '' || logical.startsWith('#')) continue;
    while (logical.endsWith('\\') && index + 1 < lines.length) {
      const next = lines[++index]!.trim();
      // Docker drops comment lines inside a continued instruction.
      if (!next.startsWith('#')) logical = `${logical.slice(0, -1).trim()} ${next}`.trim();
    }
    const [keyword = '', ...rest] = logical.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = rest.filter((word) => !word.startsWith('--'));
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`line ${startLine}: ${instruction.keyword} before the first FROM`);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

export interface DockerfileExpectations {
  /** The contract's ports the image serves on. */
  ports: number[];
  /** Every workspace's package.json must reach the image before `npm ci` (npm ci reads them all), named or from the manifests stage. */
  workspaces: string[];
}

const isInstall = (instruction: Instruction) =>
  instruction.keyword === 'RUN' && /\b(npm (ci|install)|apt-get install)\b/.test(instruction.args);
const isDependencyInstall = (instruction: Instruction) => instruction.keyword === 'RUN' && /\bnpm (ci|install)\b/.test(instruction.args);
const installsAllDependencies = (instruction: Instruction) =>
  /\bnpm ci\b/.test(instruction.args) && !/--omit[= ]dev\b/.test(instruction.args);

/** Copy sources of a COPY/ADD (the words before the destination, without --flags). */
function copySources(instruction: Instruction): string[] {
  const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
  return words.slice(0, -1);
}

/** Every broken rule, as a readable sentence; [] when the Dockerfile follows them all. */
export function dockerfileProblems(text: string, { ports, workspaces }: DockerfileExpectations): string[] {
  const problems: string[] = [];
  const stages = parseDockerfile(text);
  if (/^#\s*syntax\s*=/im.test(text.split('\n').find((line) => line.trim() !== '') ?? '')) {
    problems.push('no # syntax= line: BuildKit would pull a frontend image from a registry before building');
  }
  // A build argument is part of the cache key of every RUN after it in its stage.
  for (const stage of stages) {
    const lastInstall = stage.instructions.findLastIndex(isInstall);
    if (lastInstall === -1) continue;
    for (const argument of stage.instructions.slice(0, lastInstall).filter((instruction) => instruction.keyword === 'ARG')) {
      problems.push(
        `line ${argument.line}: ARG ${argument.args} before the install on line ${stage.instructions[lastInstall]!.line}: every value would install again`,
      );
    }
  }
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));
  if (stages.length < 2) problems.push('must be a multi-stage build (a build stage and a final stage)');

  for (const stage of stages) {
    if (stageNames.has(stage.image)) continue;
    const tag = /^[^:@]+:([^@]+)$/.exec(stage.image)?.[1];
    if (!tag || tag === 'latest') problems.push(`FROM ${stage.image}: pin a tag (not latest)`);
    else if (!tag.includes('bookworm')) problems.push(`FROM ${stage.image}: use a Debian bookworm image, as the tests do`);
  }

  // Dependencies from the lockfile first: the layer is reused until a package.json or the lockfile changes.
  for (const stage of stages) {
    const installIndex = stage.instructions.findIndex(isDependencyInstall);
    if (installIndex === -1) continue;
    const install = stage.instructions[installIndex]!;
    if (!/\bnpm ci\b/.test(install.args)) problems.push(`line ${install.line}: install dependencies with npm ci`);
    if (/\bnpm install\b(?![^&;]*--package-lock-only)/.test(install.args)) {
      problems.push(`line ${install.line}: npm install may change the locked versions; use npm ci`);
    }
    const copiedBefore = stage.instructions
      .slice(0, installIndex)
      .filter((instruction) => instruction.keyword === 'COPY')
      .flatMap(copySources);
    if (stage.image === 'scratch' || stageNames.has(stage.image)) continue;
    // From the manifests stage: every package.json and the lockfile at their paths (what it
    // extracts is run and checked in dockerfiles.test.ts).
    const fromManifests = stage.instructions
      .slice(0, installIndex)
      .some((instruction) => instruction.keyword === 'COPY' && /--from=manifests\s+\/manifests\/\s+\.\/$/.test(instruction.args));
    const required = ['package-lock.json', 'package.json', ...workspaces.map((workspace) => `${workspace}/package.json`)];
    for (const file of fromManifests ? [] : required) {
      if (!copiedBefore.includes(file)) problems.push(`line ${install.line}: copy ${file} before npm ci`);
    }
    const sources = copiedBefore.filter((file) => !/(^|\/)package(-lock)?\.json$/.test(file) && !(fromManifests && file === '/manifests/'));
    if (sources.length > 0)
      problems.push(
        `line ${install.line}: only package.json files and the lockfile may be copied before npm ci, not ${sources.join(', ')}`,
      );
  }

  const final = stages.at(-1);
  if (!final) return problems;
  const finalKeywords = final.instructions.map((instruction) => instruction.keyword);
  const user = final.instructions.filter((instruction) => instruction.keyword === 'USER').at(-1);
  if (!user || /^(root|0)(:|$)/.test(user.args)) problems.push('the final stage must switch to a non-root USER');
  if (!finalKeywords.includes('HEALTHCHECK')) problems.push('the final stage must declare a HEALTHCHECK');
  const exposed = final.instructions
    .filter((instruction) => instruction.keyword === 'EXPOSE')
    .flatMap((instruction) => instruction.args.split(/\s+/).map((port) => Number(port.replace(/\/tcp$/, ''))));
  if ([...exposed].sort().join() !== [...ports].sort().join())
    problems.push(`EXPOSE ${exposed.join(' ')}: the contract's ports are ${ports.join(' ')}`);

  // No dev dependencies in the final image: it installs none itself, and copies from no stage that has them.
  if (final.instructions.some(installsAllDependencies))
    problems.push('the final stage installs all dependencies (use npm ci --omit=dev in a separate stage)');
  const stageWithAllDependencies = (name: string): boolean => {
    const stage = stages.find((candidate) => candidate.name === name);
    if (!stage) return false;
    return (
      stage.instructions.some(installsAllDependencies) ||
      (stageNames.has(stage.image) && !stage.instructions.some(isDependencyInstall) && stageWithAllDependencies(stage.image))
    );
  };
  for (const instruction of final.instructions.filter((candidate) => candidate.keyword === 'COPY')) {
    const from = /--from=(\S+)/.exec(instruction.args)?.[1];
    if (!from || !stageWithAllDependencies(from)) continue;
    const copiesDependencies = copySources(instruction).some((source) => /node_modules|^\/app\/?$|^\/$/.test(source));
    if (copiesDependencies) problems.push(`line ${instruction.line}: copies node_modules from "${from}", which has dev dependencies`);
  }
  return problems;
}
