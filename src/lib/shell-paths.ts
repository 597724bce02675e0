// A dynamic page of this static site (/details/{productId}, /console/orders/{orderId}...) is built
// once, as a shell, with every route parameter set to "_". The server answers every value of the
// route with that file (server/plugins/site-pages.ts), and the page's script or island reads the
// value from the address (lib/path-id.ts).

/** The placeholder a shell page is built at, in every parameter of its route. */
export const SHELL_SEGMENT = '_';

/** A shell page's getStaticPaths: its one build, every named route parameter at "_". */
export const shellPaths =
  <Param extends string>(...params: Param[]) =>
  () => [{ params: Object.fromEntries(params.map((param) => [param, SHELL_SEGMENT])) as Record<Param, string> }];
