// The authorization matrix of docs/security.md, rendered from the table tests/permissions.test.ts checks against
// the real CMS, so the document cannot drift from what is tested. tests/security-doc.test.ts fails when they
// differ; `node cms/tests/helpers/permission-matrix.cjs --write` rewrites the section.
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const ts = require('typescript');

const CMS_DIR = path.resolve(__dirname, '../..');
const SOURCE = path.join(CMS_DIR, 'tests', 'permissions.test.ts');
const DOC = path.join(CMS_DIR, '..', 'docs', 'security.md');
const START =
  '<!-- permission-matrix:start — generated from cms/tests/permissions.test.ts; regenerate with: node cms/tests/helpers/permission-matrix.cjs --write -->';
const END = '<!-- permission-matrix:end -->';

/**
 * Runs the test file's top level with inert stand-ins for Jest and for its imports (nothing is sent to any
 * server) and returns its `matrix`. Paths that name a record created at run time (`${existingCase}`) read `:id`.
 */
function loadMatrix() {
  const js = ts.transpileModule(fs.readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const inert = new Proxy(function () {}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : inert), apply: () => inert });
  let matrix;
  const run =
    vm.runInNewContext(`(function (exports, require, module, describe, it, test, beforeAll, afterAll, beforeEach, afterEach, expect, jest, __capture) {
${js}
;__capture(typeof matrix === 'undefined' ? undefined : matrix);
})`);
  run(
    {},
    () => inert,
    { exports: {} },
    inert,
    inert,
    inert,
    inert,
    inert,
    inert,
    inert,
    inert,
    inert,
    (m) => (matrix = m),
  );
  if (!Array.isArray(matrix) || matrix.length === 0) throw new Error(`no \`matrix\` table found in ${path.relative(process.cwd(), SOURCE)}`);
  return matrix.map((cell) => ({
    name: cell.name,
    method: cell.method.toUpperCase(),
    path: cell.path().replace(/undefined|null/g, ':id'),
    expect: cell.expect,
  }));
}

const ROLES = [
  ['anon', 'Anonymous'],
  ['user', 'Signed-in user'],
  ['editor', 'Editor'],
  ['admin', 'Admin'],
];
const verdict = (status) => `${status >= 200 && status < 300 ? '✅' : '⛔'} ${status}`;

function renderMatrix(matrix = loadMatrix()) {
  const lines = [
    `| Action | Request | ${ROLES.map(([, title]) => title).join(' | ')} |`,
    `| --- | --- | ${ROLES.map(() => '---').join(' | ')} |`,
    ...matrix.map(
      (c) => `| ${c.name} | \`${c.method} ${c.path.replace(/\|/g, '\\|')}\` | ${ROLES.map(([role]) => verdict(c.expect[role])).join(' | ')} |`,
    ),
  ];
  return [START, '', ...lines, '', END].join('\n');
}

/** The generated section as it stands in docs/security.md (null when the markers are missing). */
function documentedMatrix() {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start === -1 || end === -1 ? null : doc.slice(start, end + END.length);
}

function writeMatrix() {
  const doc = fs.readFileSync(DOC, 'utf8');
  const current = documentedMatrix();
  if (current === null) throw new Error(`docs/security.md has no ${START.slice(0, 30)}… / ${END} markers`);
  fs.writeFileSync(DOC, doc.replace(current, renderMatrix()));
}

module.exports = { loadMatrix, renderMatrix, documentedMatrix, DOC };

if (require.main === module) {
  if (process.argv.includes('--write')) {
    writeMatrix();
    console.log(`${path.relative(process.cwd(), DOC)}: authorization matrix rewritten`);
  } else {
    console.log(renderMatrix());
  }
}
