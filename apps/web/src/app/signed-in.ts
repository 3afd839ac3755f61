/*
 * What the router loads on the way to any page but login: the query layer, the chrome and the page
 * registry. They sit in one chunk (app-shell, vite.config.ts); each module the router imported
 * lazily on its own became a re-export chunk of its own, three requests before a signed-in page
 * instead of one.
 */
export { AppLayout } from './layouts/app-layout.tsx';
export { QueryLayer } from './layouts/query-layer.tsx';
export { notFoundPage, pageModule } from './router/page-modules.ts';
