// One jest run for every workspace: each package is a project, coverage is reported for the
// shared packages and enforced for `domain` (issue 2: at least 95 % of lines).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2023',
      transform: { legacyDecorator: true, decoratorMetadata: true } },
    module: { type: 'es6' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  // Sources import siblings with the `.js` extension Node needs at run time.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
});

export default {
  projects: [project('domain'), project('markets'), project('backend')],
  collectCoverageFrom: ['domain/src/**/*.ts', 'markets/src/**/*.ts', '!**/*.spec.ts', '!**/*.fixture.ts', '!**/index.ts', '!**/*.d.ts'],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { './domain/src/': { lines: 95 } },
};
