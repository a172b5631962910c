/**
 * `schemas/api/endpoints.json?rest`: the calls only plugins make, which builds split off the
 * entry's table (scripts/vite/slimSchemas.ts). Outside builds it is the whole file.
 */
declare module '*/endpoints.json?rest' {
  const table: { endpoints: unknown };
  export default table;
}
