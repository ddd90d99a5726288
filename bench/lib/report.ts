/** Markdown tables and the JSON results file the bench scripts print and write. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/stack';

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Writes test-results/bench/<name>.json (ignored by git) and returns its path. */
export function writeResults(name: string, results: unknown): string {
  const dir = path.join(repoRoot, 'test-results/bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(results, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value), 2)}\n`,
  );
  return file;
}
