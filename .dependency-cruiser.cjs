// The dependency rule (docs/ARCHITECTURE.md, "Layers"), checked by `npm run lint`:
// no import circles in src/, and each layer imports only the layers below it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports go one way: a circle means two modules that cannot be understood apart.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-is-isomorphic',
      severity: 'error',
      comment: 'src/shared runs in the browser and on the server: it imports neither side.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|islands|stores|lib|pages|layouts|components|config)/' },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment: 'Browser code and pages never import the server.',
      from: { path: '^src/(islands|stores|lib|pages|layouts|components|config)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-browser',
      severity: 'error',
      comment: 'The server uses src/shared and nothing else of the browser side.',
      from: { path: '^src/server/' },
      to: { path: '^src/(islands|stores|lib|pages|layouts|components|config)/' },
    },
    {
      name: 'routes-are-the-top',
      severity: 'error',
      comment: 'Routes call services; nothing below a route imports one.',
      from: { path: '^src/server/(services|db|realtime|http|mail)/' },
      to: { path: '^src/server/routes/' },
    },
    {
      name: 'queries-below-services',
      severity: 'error',
      comment: 'SQL (db/) knows nothing of the services, realtime or HTTP above it.',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/(services|realtime|http|plugins|routes)/' },
    },
    {
      name: 'services-reach-out-through-the-context',
      severity: 'error',
      comment:
        'A service tells open pages and sends through its ServiceContext (ctx.live, ctx.mailer, ctx.push); it never imports the socket layer or a Fastify plugin.',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/(realtime|plugins)/' },
    },
    {
      name: 'sql-in-queries',
      severity: 'error',
      comment:
        'SQL lives in db/queries/*.queries.ts only: a service calls a query, never the schema or drizzle itself.',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/db/schema/|drizzle-orm', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-below-plugins',
      severity: 'error',
      comment: 'http/ (envelope, errors, route options) is what plugins and routes build on; it imports no plugin.',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/plugins/' },
    },
    {
      name: 'storage-below-services',
      severity: 'error',
      comment: 'The file storage knows files, not the services that keep them.',
      from: { path: '^src/server/storage/' },
      to: { path: '^src/server/services/' },
    },
    {
      name: 'rules-not-contracts',
      severity: 'error',
      comment:
        "An area's rules (shared/<area>/*.ts) stay free of zod for the buyer's bundle: a contract may import its rules, never the reverse (a type, erased at build, may be named). Helpers over an API answer (*-answers.ts) sit beside the contract on purpose.",
      // auth-schemas.ts is zod field schemas under a rules name (issue 37: to become a contract).
      from: { path: '^src/shared/', pathNot: '([.]contract|-answers)[.]ts$|^src/shared/auth/auth-schemas[.]ts$' },
      to: { path: '^src/shared/.+[.]contract[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'content-config-not-server',
      severity: 'error',
      comment: 'The content collections are read at build time by Astro, without the server.',
      from: { path: '^src/content[.]config[.]ts$' },
      // public-images.ts (sharp, node:fs) is read by the build and the content checks alike
      // (issue 37: to move out of src/server once it has a home both may import).
      to: { path: '^src/server/', pathNot: '^src/server/services/content/public-images[.]ts$' },
    },
    {
      name: 'no-route-folder-imports-another',
      severity: 'error',
      comment: 'A route folder is one area of the API; what two folders share lives below routes/.',
      from: { path: '^src/server/routes/api/([^/]+)/' },
      to: { path: '^src/server/routes/api/[^/]+/', pathNot: '^src/server/routes/api/$1/' },
    },
    {
      name: 'one-socket-per-audience',
      severity: 'error',
      comment: 'Only the socket store opens sockets (stores/realtime/); islands subscribe to it.',
      from: { path: '^src/', pathNot: '^src/stores/realtime/audience-socket[.]ts$' },
      to: { path: '^socket[.]io-client$|node_modules/socket[.]io-client/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
  },
};
