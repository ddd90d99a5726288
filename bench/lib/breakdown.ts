/**
 * Which package each byte of a built JavaScript file comes from, read from its source map:
 * every generated character is attributed to the source its mapping segment points at.
 * Compressed sizes are then shared out in proportion (compression is not per package, so the
 * split of a file's gzip or brotli bytes is an estimate; the file totals are exact).
 */

export const packageGroups = [
  'react',
  'react-dom',
  'router',
  'styled-components',
  'axios',
  'jwt-decode',
  'zod',
  'federation runtime',
  'bundler runtime',
  'shared package',
  'app code',
  'other packages',
  'unmapped',
] as const;
export type PackageGroup = (typeof packageGroups)[number];

const packageToGroup: Record<string, PackageGroup> = {
  react: 'react',
  'react-dom': 'react-dom',
  scheduler: 'react-dom',
  'react-router': 'router',
  'react-router-dom': 'router',
  cookie: 'router',
  'set-cookie-parser': 'router',
  'styled-components': 'styled-components',
  stylis: 'styled-components',
  '@emotion/is-prop-valid': 'styled-components',
  '@emotion/memoize': 'styled-components',
  '@emotion/unitless': 'styled-components',
  shallowequal: 'styled-components',
  tslib: 'styled-components',
  axios: 'axios',
  'jwt-decode': 'jwt-decode',
  zod: 'zod',
};

/** The group of one source-map `sources` entry (e.g. "webpack://shell/../node_modules/react-dom/cjs/…"). */
export function groupOf(source: string): PackageGroup {
  const request = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, ''));
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(request);
  if (inPackage) {
    const name = inPackage[1]!;
    if (name.startsWith('@module-federation/')) return 'federation runtime';
    return packageToGroup[name] ?? 'other packages';
  }
  if (/(^|\/)(shared|ui|contract)\/src\//.test(request)) return 'shared package';
  if (/(^|\/)(shell|mfe-[a-z]+|bench\/mono)\/src\/|^\.\/src\//.test(request)) return 'app code';
  // Runtime modules the federation plugin generates (share scopes, remote and consume loading).
  if (/federation|remotes_loading|consumes_loading|sharing|initializeExposesData|bundlerRuntime/.test(request)) return 'federation runtime';
  if (request.startsWith('webpack/')) return 'bundler runtime';
  return 'unmapped';
}

const base64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/** The fields of one mappings segment (VLQ, each relative to the previous segment's). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.get(char);
    if (digit === undefined) throw new Error(`invalid source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Generated characters per group for one file (its text and its source map). */
export function attributeCharacters(code: string, map: SourceMap): Map<PackageGroup, number> {
  const totals = new Map<PackageGroup, number>();
  const add = (group: PackageGroup, count: number) => totals.set(group, (totals.get(group) ?? 0) + count);
  const groups = map.sources.map(groupOf);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    // Every newline but the last counts as unmapped, so the characters add up to the file's length.
    if (lineIndex < lines.length - 1) add('unmapped', 1);
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousGroup: PackageGroup = 'unmapped';
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      add(previousGroup, column - previousColumn);
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        previousGroup = groups[sourceIndex] ?? 'unmapped';
      } else {
        previousGroup = 'unmapped';
      }
      previousColumn = column;
    }
    add(previousGroup, line.length - previousColumn);
  });
  return totals;
}

/** Shares `bytes` out over the groups in proportion to their characters. */
export function shareOut(bytes: number, characters: Map<PackageGroup, number>): Map<PackageGroup, number> {
  const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
  return new Map([...characters].map(([group, count]) => [group, total === 0 ? 0 : (bytes * count) / total]));
}
