/**
 * The Node flags the HTTP server runs with. A young generation of 64 MB instead of V8's default
 * (16 MB): a signed-in call allocates a lot of short-lived objects (query builders, rows, headers,
 * the log line), and with the default a fifth of the server's CPU went to scavenging them; at 64 MB
 * the same calls cost 12–20% less CPU (docs/decisions.md, "A 64 MB young generation"), for at
 * most some 200 MB more memory under load.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * How the server's bundle runs: with its own source maps (scripts/server-source-maps.mjs), so that
 * stack traces name the TypeScript files and lines.
 */
export const BUNDLE_NODE_FLAGS = [
  ...SERVER_NODE_FLAGS,
  '--import',
  new URL('./server-source-maps.mjs', import.meta.url).href,
];
