// What a control route answers. Its own module so the route files and the router that joins them
// (api.ts) both import it without importing each other.
export interface ControlAnswer {
  status: number;
  json?: unknown;
  html?: string;
}
