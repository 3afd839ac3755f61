// The endpoint declarations and the list contract: imported by the server (routes) and the
// web (typed client). Kept out of the root index so that only callers load them. The web
// build swaps this module for one with each endpoint's method and path only, so no schema
// reaches the browser through it (apps/web/vite.config.ts): only endpoint.ts, page.ts and
// the endpoint objects are available to the web.
export * from './api/endpoint.ts';
export * from './api/page.ts';
export * from './api/list.ts';
export * from './api/endpoints.ts';
