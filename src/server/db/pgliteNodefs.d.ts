/*
 * The server compiles with Node10 module resolution, which does not read a package's "exports": the
 * types of PGlite's `@electric-sql/pglite/nodefs` subpath are taken from the file its exports map
 * points to (the declarations the main entry is typed with too). Node and jest resolve the module
 * itself through "exports" as usual.
 */
declare module '@electric-sql/pglite/nodefs' {
  export { NodeFS } from '@electric-sql/pglite/dist/fs/nodefs';
}
