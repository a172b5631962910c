// Architecture boundaries (DESIGN.md "The plugin contract", STYLE.md habit 10), checked by
// `npm run boundaries`. Paths are relative to the working directory, so the same rules run on
// the repository and on scripts/__fixtures__/boundaries in the test.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-plugin-imports',
      severity: 'error',
      comment:
        'A plugin never imports another plugin: shared code belongs in core/ (core/ui for UI), so ' +
        'plugins can be switched off independently.',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'plugin-imports-only-core',
      severity: 'error',
      comment:
        'A plugin imports its own folder, core/, generated/, schemas/ and packages, nothing else ' +
        '(not app/, sites/, emulator/ or scripts/).',
      from: { path: '^plugins/([^/]+)/' },
      to: {
        pathNot: ['^plugins/', '^core/', '^generated/', '^schemas/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'core-not-to-plugins',
      severity: 'error',
      comment:
        'core/ never imports a plugin, not even the list plugins/index.ts: the app entry ' +
        '(app/main.tsx) hands the list to core, so core stays independent of which plugins exist.',
      from: { path: '^core/' },
      to: { path: '^(plugins|app)/' },
    },
    {
      name: 'emulator-not-to-front-end',
      severity: 'error',
      comment:
        'The emulator is a stand-in for the platform: it shares only the contract (schemas/, ' +
        'generated/ and the wire code in core/api/wire/) and never imports other front-end code.',
      from: { path: '^emulator/' },
      to: { path: '^(core|plugins|sites|app)/', pathNot: '^core/api/wire/' },
    },
    // The wire contract (the Endpoint type, the token's storage key and header, the payload
    // cipher) exists once, in core/api/wire/, so the browser, the emulator, scripts and browser
    // tests cannot drift apart: they all import it, none keeps a copy. It sits beside request(),
    // its main user, rather than in a package of its own; the price is that it stays pure, so that
    // importing it never drags front-end code into the emulator: it imports only itself and
    // generated/ (this rule), and uses only globals a browser and Node both have (Web Crypto, btoa,
    // TextEncoder): no DOM, no storage, no React (its unit tests run in Node).
    {
      name: 'wire-imports-only-wire-and-generated',
      severity: 'error',
      comment:
        'core/api/wire/ is shared with the emulator and the tests: it imports only its own folder ' +
        'and generated/ (no other core, no packages, no node: modules); its unit tests may use more.',
      from: { path: '^core/api/wire/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: ['^core/api/wire/', '^generated/'] },
    },
    {
      name: 'app-imports-core-and-plugins',
      severity: 'error',
      comment:
        'The app entry hands the plugin list to core: it imports core/, plugins/, generated/, ' +
        'schemas/ and packages, never the emulator or the scripts.',
      from: { path: '^app/' },
      to: {
        pathNot: ['^app/', '^core/', '^plugins/', '^generated/', '^schemas/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'no-circular-in-emulator',
      severity: 'error',
      comment:
        'The emulator stands for a platform we do not own; its modules form a tree, type-only ' +
        'imports included, so a route file never needs the router that mounts it.',
      from: { path: '^emulator/' },
      to: { path: '^emulator/', circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make start-up order fragile; type-only cycles are harmless at run time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Fixtures break the rules on purpose; the boundaries test cruises them from their own folder.
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]*|__fixtures__)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
