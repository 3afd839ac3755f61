import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetAppConfigForTests } from '../shared/config/app-config.ts';
import { resetMaintenanceForTests } from '../shared/http/maintenance.ts';
import { i18n, initI18n, NAMESPACES } from '../shared/i18n/i18n.ts';
import { startLanguage } from '../shared/i18n/language.ts';
import { loadNamespaces } from '../shared/i18n/load-language.ts';
import { loadToasts } from '../shared/notify/notify.ts';
import { queryClient } from '../shared/query/query-client.ts';
import { resetSessionForTests } from '../shared/session/session.ts';

// Lazy pages compile on first use in the test run; give them time.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Files share a worker's modules: initialising again would drop the texts an earlier file loaded.
  if (!i18n.isInitialized) await initI18n('it');
  await startLanguage('it');
  // Components are rendered here without their page loader: every namespace is there from the start.
  await loadNamespaces('it', NAMESPACES);
  // In the app the toast layer loads with the first toast; loaded here, tests read toasts synchronously.
  await loadToasts();
});

// The app's state lives in module singletons (session, brand, query cache): every case starts empty.
afterEach(() => {
  cleanup();
  cleanNotifications();
  cleanNotificationsQueue();
  resetMaintenanceForTests();
  resetSessionForTests();
  resetAppConfigForTests();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
