/**
 * The architecture as rules, checked by `npm run depcruise` in `npm run lint` and CI.
 * Type-only imports count (tsPreCompilationDeps): a type is knowledge of the module it comes from. The client's
 * layer rules still let a lower layer name a type of a higher one (RTK's typed hooks and thunks need RootState and
 * AppDispatch from app/store.ts): such an import vanishes from the build, so it cannot make a runtime cycle.
 *
 * Client layers, top to bottom: app/ (store, routes, the workspace loader, devtools) composes features/; features/
 * use base/ (typed hooks, theme, lazy loading, the workspace context), components/, lib/ and api/; all of them may
 * use src/shared.
 *
 * Why dependency-cruiser rather than eslint-plugin-boundaries: the rule that matters most here is
 * "no cycle", which needs the whole graph; one tool then holds every boundary, and its `--output-type`
 * text/archi shows the graph the rules are about.
 */
const FEATURE = '^src/client/features/([^/]+)/';
const PUBLIC_FILE = '^src/client/features/[^/]+/index\\.tsx?$';
/** Tests, fakes and fixtures: they may reach further than product code (a browser test starts the server). */
const TEST_CODE = '(\\.test\\.tsx?$|/testing/|^src/client/test/|^src/server/test/|^e2e/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-features',
      severity: 'error',
      comment: 'Client features import each other in one direction: what two features share moves one level down (e.g. features/figureTables).',
      from: { path: '^src/client/features/' },
      to: { circular: true, viaOnly: { path: '^src/client/features/' } },
    },
    {
      name: 'no-cycle-between-modules-and-ai',
      severity: 'error',
      comment: 'No cycle runs through ai/: modules -> ai, one way (ai-knows-no-module below says why).',
      from: { path: '^src/server/ai/' },
      to: { circular: true, viaOnly: { path: '^src/server/(modules|ai)/' } },
    },
    {
      name: 'no-cycle-in-server',
      severity: 'error',
      comment:
        "The server has none, through the modules' public files either: a module says what it needs of another as a type of its own (connectors/service.ts FirstSyncQueue, PeerRows), or what both need moves below them (lib/timeZones.ts, db/rawRows.ts, meta/demo/graphExchange.ts).",
      from: { path: '^src/server/' },
      to: { circular: true, viaOnly: { path: '^src/server/' } },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle at run time, import() included: its modules would evaluate in an order that depends on which one is imported first. A cycle through a type-only import is allowed, as it is gone from the build: in the client, features name the types of the state they are part of (RootState, AppDispatch, AppThunk from app/store.ts).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'feature-through-public-file',
      severity: 'error',
      comment: 'A feature imports another feature only through its public file (index.ts).',
      from: { path: FEATURE, pathNot: TEST_CODE },
      to: {
        path: '^src/client/features/[^/]+/',
        pathNot: ['^src/client/features/$1/', PUBLIC_FILE],
      },
    },
    {
      name: 'feature-tests-through-public-file-or-fakes',
      severity: 'error',
      comment: "A feature's tests and fakes reach another feature through its public file or the fakes in its testing/ folder.",
      from: { path: '^src/client/features/([^/]+)/(.+[.]test[.]tsx?|testing/.+)$' },
      to: { path: '^src/client/features/[^/]+/', pathNot: ['^src/client/features/$1/', PUBLIC_FILE, '^src/client/features/[^/]+/testing/'] },
    },
    {
      name: 'app-through-public-file',
      severity: 'error',
      comment: "app/ composes the features through their public files only (its integration tests may drive a feature's slice).",
      from: { path: '^src/client/app/', pathNot: TEST_CODE },
      to: { path: '^src/client/features/', pathNot: PUBLIC_FILE },
    },
    {
      name: 'client-below-app',
      severity: 'error',
      comment:
        'app/ is the top of the client: features, base/, components/, lib/ and api/ import nothing from it at run time (types only). What app/ must give a feature it hands in: listeners get startAppListening, the chat conversation is injected by app/store.ts, the workspace comes through base/workspace.',
      from: { path: '^src/client/(features|components|lib|api|base)/', pathNot: TEST_CODE },
      to: { path: '^src/client/app/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-tests-reach-app-through-store-or-routes',
      severity: 'error',
      comment: 'Tests below app/ use it whole, as integration tests: a store from makeStore (app/store.ts) or the routes (app/AppRoutes.tsx).',
      from: { path: ['^src/client/(features|components|lib|api|base)/.+([.]test[.]tsx?$|/testing/)', '^src/client/test/'] },
      to: { path: '^src/client/app/', pathNot: '^src/client/app/(store[.]ts|AppRoutes[.]tsx)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'base-knows-no-feature',
      severity: 'error',
      comment:
        'base/ sits below the features and app/: it imports neither at run time. Where it must reach them it takes a callback (the workspace host hands in prefetch) or names a type.',
      from: { path: '^src/client/base/' },
      to: { path: '^src/client/(features|app)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-base-knows-no-feature',
      severity: 'error',
      comment: 'components/, lib/ and api/ sit below the features: they import none.',
      from: { path: '^src/client/(components|lib|api)/', pathNot: TEST_CODE },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      // What a module lets others use of its storage is said once, in its public.ts (or its service): the
      // repositories stay free to change behind it.
      comment: "A server module reads another module's tables through its service or public.ts, never its repository.",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/[^/]+/[^/]*[rR]epository[.]ts$', pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'server-module-through-public-file',
      severity: 'error',
      comment:
        "A server module reaches another only through its public.ts: the files behind it (services, repositories, helpers) stay free to change. Its tests may reach further where they must (e.g. an assistant tool's own answer).",
      from: { path: '^src/server/modules/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^src/server/modules/[^/]+/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/public[.]ts$'] },
    },
    {
      name: 'server-outside-modules-through-public-file',
      severity: 'error',
      comment: 'The rest of the server (jobs, plugins, http, lib, main.ts) reaches a module only through its public.ts, as the other modules do.',
      from: { path: '^src/server/', pathNot: ['^src/server/modules/', '^src/server/app[.]ts$', TEST_CODE] },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/[^/]+/public[.]ts$' },
    },
    {
      name: 'app-registers-module-plugins',
      severity: 'error',
      comment:
        "app.ts composes the server: besides a module's public.ts it imports the Fastify plugins it registers, the module's plugin.ts and its route files (routes.ts, *Routes.ts); no other file outside the module imports those.",
      from: { path: '^src/server/app[.]ts$' },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/[^/]+/(public|plugin|routes)[.]ts$', '^src/server/modules/.+/[a-zA-Z]+Routes[.]ts$'],
      },
    },
    {
      name: 'ai-knows-no-module',
      severity: 'error',
      comment: "ai/ providers know nothing of modules: the assistant's tools that read modules live in modules/assistant (modules -> ai, one way).",
      from: { path: '^src/server/ai/' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'meta-and-db-know-no-module',
      severity: 'error',
      comment: 'meta/ (the Graph client) and db/ (schema, connection) sit below the modules.',
      from: { path: '^src/server/(meta|db)/', pathNot: TEST_CODE },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared is imported by client and server and imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-and-server-apart',
      severity: 'error',
      comment: 'The client and the server share code only through src/shared (browser tests, e2e/, may start the server).',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-knows-no-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|coverage|e2e/\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    // Not under node_modules: in a worktree that folder can be shared with other checkouts.
    cache: { folder: '.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: {
      archi: { collapsePattern: '^src/(client/(features|components|lib|api|base|app)/[^/]+|server/(modules/[^/]+|[^/]+)|shared)' },
      text: { highlightFocused: true },
    },
  },
};
