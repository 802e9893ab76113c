/* The authorization matrix in docs/security.md is the table permissions.test.ts checks (helpers/permission-matrix.cjs). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS helper, also run as a script
const { documentedMatrix, loadMatrix, renderMatrix } = require('./helpers/permission-matrix.cjs');

describe('docs/security.md', () => {
  it('shows the authorization matrix the suite tests (regenerate: node cms/tests/helpers/permission-matrix.cjs --write)', () => {
    expect(loadMatrix().length).toBeGreaterThan(10);
    expect(documentedMatrix()).toBe(renderMatrix());
  });
});
