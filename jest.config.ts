/**
 * jest reads this file through ts-node. Transpiling only spares every jest start the ~2 s of loading
 * TypeScript's type checker; `npm run typecheck` checks this file with the rest.
 *
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

// react-markdown, remark-gfm and the unified ecosystem ship ESM only; babel-jest
// must transform them, so they are exempted from the default node_modules ignore.
const esmOnly = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'longest-streak',
  'markdown-table',
  'ccount',
  'escape-string-regexp',
  'trim-lines',
  'devlop',
  'html-url-attributes',
  'estree-util-.*',
  'stringify-entities',
  'web-namespaces',
  'inline-style-parser',
  'style-to-.*',
  'markdown-extensions',
  'parse-entities',
  'is-.*',
  '@redux-devtools/.*',
].join('|');

const serverProject = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/server'],
  // openid-client with oauth4webapi and jose 6, and the oidc-provider test peer are ESM-only, and
  // PGlite loads node builtins with a dynamic import() that jest's CommonJS sandbox refuses: babel
  // compiles them all for jest.
  transform: { '^.+\\.([cm]?[jt]sx?)$': 'babel-jest' },
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|openid-client|oauth4webapi|jose|oidc-provider|@react-pdf|yoga-layout|fontkit|restructure|unicode-properties|linebreak|jay-peg|color-string|color-name|simple-swizzle|is-arrayish|emoji-regex-xs|bidi-js|hyphen|media-engine|queue|abs-svg-path|parse-svg-path|normalize-svg-path|svg-arc-to-cubic-bezier)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // @react-pdf/hyphenate exports only an "import" condition, which jest's CommonJS resolver does not ask for.
  moduleNameMapper: { '^@react-pdf/hyphenate(?:/(.*))?$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1' },
};

/** System tests (`*.system.test.ts`): real server processes, kill -9 recovery, the HTTP fuzz, durability on disk. */
const SYSTEM_TEST = '\\.system\\.test\\.ts$';

const config: Config = {
  // Server files build a whole app (PGlite, pg-boss, plugins) in their hooks; on a loaded CI machine that
  // outlasts jest's 5 s default. No test asserts timing, so a generous default only delays a real hang.
  testTimeout: 60_000,
  // jest's default, one worker fewer than the cores, means one worker on a 2-core machine, which jest then runs
  // in band: files one after the other. Much of a server file's time is spent waiting (jobs polling, sockets,
  // fsync), so a worker per core finishes the suite sooner (about a third less wall time on 2 cores here).
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src/client', '<rootDir>/src/shared'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/client/test/setup.ts'],
      transform: { '^.+\\.(m?[jt]sx?)$': 'babel-jest' },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    },
    {
      ...serverProject,
      displayName: 'server',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', SYSTEM_TEST],
      // One migrated database per run that each test file's own database is copied from (test/databaseTemplate.ts).
      globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test/globalTeardown.ts',
    },
    {
      // Not in `npm test` (its minutes are spent starting, killing and fuzzing whole servers); `npm run
      // test:system` runs it and CI always does (docs/testing.md).
      ...serverProject,
      displayName: 'system',
      testMatch: ['**/*.system.test.ts'],
      // The database template, and the server compiled once for every test that starts server processes.
      globalSetup: '<rootDir>/src/server/test/systemGlobalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test/systemGlobalTeardown.ts',
    },
  ],
};

export default config;
