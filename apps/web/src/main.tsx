import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './shared/ui/mantine-styles.ts';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/create-app-router.ts';
import { loadAppConfig } from './shared/config/app-config.ts';
import { initReporter } from './shared/error-reporter/reporter.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { detectLanguage, startLanguage } from './shared/i18n/language.ts';
import { loadToasts } from './shared/notify/notify.ts';
import { whenIdle } from './shared/schedule/when-idle.ts';
import { yieldToMain } from './shared/schedule/yield-to-main.ts';

const language = detectLanguage();

// The start texts and the first page are asked for together (the brand and the session usually come
// written in the page: web-app.ts): the router starts its first navigation when created (the route
// chunks with their texts, and the session its guard checks), so it is created before the start texts
// arrive, not after (issue 13). i18n is initialised first: a page's texts are fetched in the current
// language. The start-up work yields between steps, so it is several short tasks, not one long one.
const config = loadAppConfig().catch(() => null);
await initI18n(language);
await yieldToMain();
const router = createAppRouter((routes) => createBrowserRouter(routes));
await startLanguage(language);
void config.then((loaded) => loaded && initReporter({ sentryDsn: loaded.sentry_dsn, release: loaded.release }));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// index.html paints a still outline of the page (its boot screen) before any script runs. React
// replaces it when it commits its first render, so that render waits for the first page's code,
// texts and session check rather than showing a loader in between; and it is a transition, which
// React renders in slices that leave the main thread free for input (issue 13: total blocking time).
await routerReady(router);
await yieldToMain();
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});

// The toast layer is not part of the first page, but it is fetched once the browser is idle:
// a toast about a lost connection cannot wait for a download.
whenIdle(() => void loadToasts().catch(() => undefined));
