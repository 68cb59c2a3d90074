/**
 * Import boundaries of the member app, the previewer, the shared package and the server
 * (docs/decisions/004-feature-boundaries.md, 074-shared-package-and-server-modules.md).
 * The layers: src/app composes features; a feature uses src/components, src/lib and the shared
 * package (shared/: the contract, rules, engine, route table and generated types), which never reach
 * back up. The server uses shared/ and its own folders, never the client's; its domains live in
 * server/modules/<domain>/ (routes, service, queries and tests side by side). Run with
 * `npm run check:boundaries`; tests/boundaries.test.ts proves each rule bites and that the real
 * tree is clean.
 *
 * Paths are relative to the repository root (depcruise runs from there). Type-only imports count:
 * a type borrowed from another feature couples the two just as much as a value does.
 */

/** The layers below features: shared by every feature, so they may not depend on any of them. */
const LOWER_LAYERS = '^src/(components|lib|styles)/';

/**
 * Packages that need a browser or React. The engine resolves themes, tiles and partner settings as
 * plain functions that the server, the previewer and scripts also run (shared/engine/partner/boot.ts is
 * used by server/), so none of these may reach it.
 */
const BROWSER_ONLY_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@line/liff',
  '@tanstack/react-query',
  '@vanilla-extract/dynamic',
  'zustand',
  'i18next',
];
const BROWSER_ONLY = `^node_modules/(${BROWSER_ONLY_PACKAGES.join('|')})/`;

/** Tests and test helpers may use devDependencies (vitest, Testing Library, the LIFF mock). */
const TEST_FILES = ['\\.test\\.tsx?$', '^src/testing/', '^server/testing/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment:
        'A feature never imports another feature: each stays movable and testable on its own. Code two ' +
        'features share goes down a layer (src/components/ui, src/lib); code that connects them ' +
        '(start-up, session wiring) goes up into src/app, which composes features.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'lower-layer-imports-feature-or-app',
      comment:
        'src/components, src/lib, shared/engine, shared/api, shared/config and shared/generated are shared by every ' +
        'feature; importing a feature or src/app from them would make every feature depend on that one ' +
        '(and usually closes a cycle). Pass what you need in as a parameter, prop or callback instead.',
      severity: 'error',
      from: { path: LOWER_LAYERS },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'src/app composes features (routes, router, start-up); a feature importing it inverts that and ' +
        'drags the whole route table into the feature. Move the shared piece into the feature or a lower ' +
        'layer, or let src/app pass it in.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'only-app-imports-app',
      comment:
        'src/app is the top of the graph: only src/app itself (and the test helper that renders the ' +
        'real route table, src/testing/render-app.tsx) may import it. Anything else that needs app code ' +
        'means that code belongs in a lower layer.',
      severity: 'error',
      from: { pathNot: ['^src/app/', '^src/testing/render-app\\.tsx$'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-imports-browser-only',
      comment:
        'The shared package stays plain TypeScript that the server, the previewer and scripts run: no ' +
        "React, router, stores or LIFF. The engine's one scope component, " +
        'shared/engine/theme/theme-scope.tsx, is the only file allowed to touch React and the DOM. ' +
        'Globals such as fetch and document are kept out of the engine by biome.json (noRestrictedGlobals).',
      severity: 'error',
      from: { path: '^shared/', pathNot: ['^shared/engine/theme/theme-scope\\.tsx$', '\\.test\\.tsx?$'] },
      to: { path: BROWSER_ONLY },
    },
    {
      name: 'shared-imports-outside-shared',
      comment:
        'The shared package is used by the member app, the previewer, the server and scripts, so it ' +
        'depends on none of them: otherwise the server would pull in React screens, or the app server ' +
        'code. Pass such values in as parameters, or move the piece into shared/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(src|previewer|server|scripts|e2e|tests)/' },
    },
    {
      name: 'server-imports-client',
      comment:
        'The server runs in Node without a bundler or a DOM: what it shares with the app (contract, ' +
        'rules, engine, route table) lives in shared/. Importing src/ or previewer/ would drag React ' +
        'code into the server bundle.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|previewer)/' },
    },
    {
      name: 'client-imports-server',
      comment:
        'The member app and the previewer talk to the server over HTTP through the typed contract ' +
        '(shared/api/contract.ts), never by importing its modules: they would ship server code (and ' +
        'its secrets) to the browser.',
      severity: 'error',
      from: { path: '^(src|previewer)/' },
      to: { path: '^server/' },
    },
    {
      name: 'routes-imported-outside-their-module',
      comment:
        "A domain's route handlers (server/modules/<domain>/*.routes.ts) are registered by server/app.ts " +
        "(or the plugin of their own module); another module uses the domain's service, never its " +
        'handlers. Move a helper that two modules need into a service or server/http/.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/modules/[^/]+/[^/]+\\.routes\\.ts$', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'sql-in-route-handler',
      comment:
        "Route handlers parse, authorise and answer; the queries are the service's " +
        '(server/modules/<domain>/<name>.ts), where they can be read, tested and indexed in one place. ' +
        "Move the query into the module's service and call it.",
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: {
        path: ['^node_modules/kysely/', '^server/db/(database|types)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'platform-imports-module',
      comment:
        'server/platform (idempotency, rate limits, cursors, time) is used by every module, so it ' +
        'depends on none of them; jobs that drive modules live in server/jobs/.',
      severity: 'error',
      from: { path: '^server/platform/' },
      to: { path: '^server/(modules|jobs)/' },
    },
    {
      name: 'engine-imports-outside-engine',
      comment:
        'The engine depends only on itself, the generated schema types and the partner config files, ' +
        'so the server and scripts can run it lightly: the contract and the route table bring zod and ' +
        'every schema with them. Pass such values in as parameters.',
      severity: 'error',
      from: { path: '^shared/engine/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^shared/(api|config|rules)/' },
    },
    {
      name: 'partner-validator-outside-member-app',
      comment:
        'The partner validator (ajv validators, the schemas as data, the contrast and SVG checks) is ' +
        'for the previewer, scripts and the server: the member app never validates partner folders, ' +
        'and members would download it for nothing.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^shared/engine/partner/(validate-config|schema-docs)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes load order matter and the modules in it impossible to understand, test or split ' +
        'into chunks apart. Break it by moving the shared part into a module both can import. A cycle ' +
        'closed only by a type import is erased at compile time and does not count.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'The import points at a file or package that does not exist (a typo, a moved file, a package ' +
        'missing from package.json). Fix the path or add the dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dep',
      comment:
        'App code imports a devDependency, which production installs (npm ci --omit=dev) leave out. ' +
        'Move the package to "dependencies" in package.json, or keep the import in tests and src/testing.',
      severity: 'error',
      from: { path: '^(src|previewer|shared|server)/', pathNot: TEST_FILES },
      // Type imports and triple-slash type references (src/vite-env.d.ts) vanish from the build.
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only', 'triple-slash-type-reference', 'triple-slash-directive'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated validators are large, machine-written and import nothing of ours.
    exclude: { path: '^shared/generated/validators\\.js$' },
    // Type-only imports are dependencies too (see the header).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
