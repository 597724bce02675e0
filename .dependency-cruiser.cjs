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
