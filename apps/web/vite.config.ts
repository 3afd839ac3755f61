import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isLanguage } from '@sportello/domain/i18n/language';
import { MESSAGES } from '@sportello/domain/i18n/messages';

/** The API server the dev server forwards to (apps/server, default port 3000). */
const apiTarget = process.env.SPORTELLO_API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/rest', '/app-config.json', '/docs', '/healthz', '/qrcode', '/dev/'];

const DOMAIN_MESSAGES = 'virtual:domain-messages/';

/**
 * `virtual:domain-messages/<lng>`: the domain's shared messages of one language, as data. The
 * domain's MESSAGES holds every language of every area; a visit needs its own language only.
 */
function domainMessages(): Plugin {
  return {
    name: 'sportello:domain-messages',
    resolveId: (id) => (id.startsWith(DOMAIN_MESSAGES) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${DOMAIN_MESSAGES}`)) return undefined;
      const language = id.slice(DOMAIN_MESSAGES.length + 1);
      if (!isLanguage(language)) throw new Error(`domain messages: unknown language ${language}`);
      return `export default ${JSON.stringify(MESSAGES[language])};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), domainMessages()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size-budget.mjs reads the manifest to measure what a first visit downloads.
    manifest: true,
    target: 'es2023',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs on, in one chunk that changes only with upgrades. Nothing
            // else belongs here: whatever this group matches is downloaded by every first visit.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/, priority: 3 },
            // What the full-page screens (sign-in first of all) draw with: one chunk, not a dozen
            // tiny ones that each compress badly and cost a request on the login page's first visit.
            {
              name: 'screen-ui',
              test: /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Anchor|Stack|Title|Button|Checkbox|InlineInput|CheckIcon|TextInput|ThemeIcon)[\\/]|src[\\/]shared[\\/](ui[\\/](auth-card|brand)|page[\\/]document-title|form[\\/]field-message)\./,
              priority: 2,
            },
            // The rest of what the entry imports statically, as one chunk rather than a dozen small
            // shared ones (each compresses worse and costs a request). The entry module stays out, or
            // there would be no entry chunk left for index.html and the manifest.
            { name: 'initial', tags: ['$initial'], test: (id) => !/(index\.html|main\.tsx)$/.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
