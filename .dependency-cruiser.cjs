// The API's module boundaries (issue 29, docs/ARCHITECTURE.md "Boundaries"), checked by `npm run lint`.
// Tests and test helpers are left out: they may reach into any area to set a scene.
const api = '^apps/api/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Module folders, platform/, db/ and adapters/ depend on each other one way only (type imports too).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${api}(modules/[^/]+|platform|db|adapters)` },
      to: { circular: true },
    },
    {
      name: 'kit-imports-no-module',
      comment: 'platform/, db/ and adapters/ are the kit every area builds on: they import no area.',
      severity: 'error',
      from: { path: `${api}(platform|db|adapters)/` },
      to: { path: `${api}modules/` },
    },
    {
      name: 'modules-meet-at-index',
      comment: "An area reaches another only through that area's index.ts, its public surface.",
      severity: 'error',
      from: { path: `${api}modules/([^/]+)/` },
      to: { path: `${api}modules/`, pathNot: `${api}modules/($1/|[^/]+/index\\.ts$)` },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API dependency-cruiser can load; swc reads the sources, type imports included.
    parser: 'swc',
    exclude: { path: ['node_modules', '\\.test\\.ts$', '/test-helpers\\.ts$', `${api}test/`] },
    doNotFollow: { path: 'node_modules' },
  },
};
