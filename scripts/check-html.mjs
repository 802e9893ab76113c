// The W3C Nu HTML Checker (vnu-jar, installed with the e2e tests; Java 17+) over every page the build wrote: each
// prerendered public page and case page, the 404 page and the client-rendered app's shell. Errors and warnings fail.
// `node scripts/check-html.mjs [build/client dir]` runs it alone.
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const testsRequire = createRequire(new URL('../tests/package.json', import.meta.url));

/** Every .html file under `dir`. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The checker's messages for `files`: { errors, warnings }, each "file:line: message". */
export async function checkHtml(files, root) {
  const jar = testsRequire('vnu-jar');
  let output;
  try {
    // --exit-zero-always: the messages are judged here; the JSON goes to stderr.
    const result = await run(process.env.JAVA_BIN || 'java', ['-jar', String(jar), '--format', 'json', '--exit-zero-always', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    output = result.stderr;
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('java not found: the HTML checker needs Java 17+ (apt-get install -y default-jre-headless)');
    throw error;
  }
  const { messages } = JSON.parse(output);
  const line = (m) => `${relative(root, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`;
  return {
    errors: messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map(line),
    warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(line),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? new URL('../web/build/client', import.meta.url).pathname;
  const files = htmlFiles(root);
  const { errors, warnings } = await checkHtml(files, root);
  for (const warning of warnings) console.log(`  warning ${warning}`);
  for (const error of errors) console.error(`  error ${error}`);
  console.log(`HTML checker: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
  process.exit(errors.length || warnings.length ? 1 : 0);
}
