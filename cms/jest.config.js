/** CMS integration tests: one real Strapi per run (tests/helpers/global-setup.ts), SQLite or PostgreSQL by env. */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json', diagnostics: false }] },
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts',
  testTimeout: 60_000,
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.cache/'],
};
