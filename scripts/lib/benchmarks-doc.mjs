// docs/benchmarks.md is shared by several benchmarks: each owns only the part between its own two markers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const HEADER = '# Benchmarks\n\nMeasured results, newest run of each benchmark. Numbers depend on the machine: compare runs made on the same one.\n';

export const markers = (name) => ({ start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` });

/** `current` with the section `name` replaced by `body` (markers included), or appended when it has none yet. */
export function replaceSection(current, name, body) {
  const { start, end } = markers(name);
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from >= 0 && to > from) return current.slice(0, from) + section + current.slice(to + end.length);
  return `${(current || HEADER).trimEnd()}\n\n${section}\n`;
}

/** Writes section `name` of the benchmarks file at `file`, creating the file when missing. */
export function writeSection(file, name, body) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, 'utf8') : '', name, body));
}
