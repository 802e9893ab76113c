// docs/benchmarks.md holds several benchmarks: rewriting one section must leave the others exactly as they were.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { replaceSection, writeSection } from '../lib/benchmarks-doc.mjs';

const API = '<!-- bench:api:start -->\n## API\n| p50 | 3 ms |\n<!-- bench:api:end -->';

test('a new run replaces only its own section; the text around it and the other benchmark stay byte for byte', () => {
  const before = `# Benchmarks\n\nIntro.\n\n<!-- bench:web:start -->\nold web table\n<!-- bench:web:end -->\n\n${API}\n\nFooter.\n`;
  const after = replaceSection(before, 'web', '## Web\nnew web table');
  assert.equal(after, `# Benchmarks\n\nIntro.\n\n<!-- bench:web:start -->\n## Web\nnew web table\n<!-- bench:web:end -->\n\n${API}\n\nFooter.\n`);
  assert.equal(replaceSection(after, 'web', '## Web\nnew web table'), after, 'a second identical run changes nothing');
});

test('a file without the section gets it appended; a missing file is created with a heading', () => {
  assert.equal(
    replaceSection(`# Benchmarks\n\n${API}\n`, 'web', 'web table'),
    `# Benchmarks\n\n${API}\n\n<!-- bench:web:start -->\nweb table\n<!-- bench:web:end -->\n`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-doc-'));
  try {
    const file = join(dir, 'docs', 'benchmarks.md');
    writeSection(file, 'web', 'web table');
    const text = readFileSync(file, 'utf8');
    assert.match(text, /^# Benchmarks\n/);
    assert.match(text, /<!-- bench:web:start -->\nweb table\n<!-- bench:web:end -->\n$/);
    writeFileSync(file, `${text}\n${API}\n`);
    writeSection(file, 'web', 'second run');
    assert.match(readFileSync(file, 'utf8'), /second run[\s\S]*## API\n\| p50 \| 3 ms \|/);
    assert.doesNotMatch(readFileSync(file, 'utf8'), /web table/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
