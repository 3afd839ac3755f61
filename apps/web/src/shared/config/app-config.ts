import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_BRAND, type AppConfig } from '@sportello/domain';
import { appConfigApi } from '@sportello/domain/api';
import { takePageAnswer } from '../boot/page-answer.ts';
import { api } from '../http/api-client.ts';
import { valueStore } from '../state/value-store.ts';

export type { AppConfig };

/** Used until the configuration arrives, or if it cannot be read. */
export const FALLBACK_CONFIG: AppConfig = {
  brand: DEFAULT_BRAND,
  sentry_dsn: null,
  release: 'dev',
  demo: false,
  google_client_id: null,
  linkedin_enabled: false,
};

export function getAppConfig(): Promise<AppConfig> {
  return api(appConfigApi.get, {}, { notify: false, unauthorized: 'ignore', idCliente: null });
}

// Read once per visit and never stale: a plain store, so the login page's brand needs no query cache.
const config = valueStore<AppConfig | null>(null);
let loading: Promise<AppConfig> | undefined;

/** The configuration, from the page when the server wrote it there, else fetched on the first call; after a failure the next call asks again. */
export function loadAppConfig(): Promise<AppConfig> {
  // Taken once (takePageAnswer removes it): later calls find none.
  const written = takePageAnswer<AppConfig>('sportello-config');
  if (written) {
    config.set(written);
    loading = Promise.resolve(written);
  }
  loading ??= getAppConfig().then(
    (loaded) => {
      config.set(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The configuration as far as known (the fallback until it arrives), for code outside React. */
export function appConfig(): AppConfig {
  return config.get() ?? FALLBACK_CONFIG;
}

export function useAppConfig(): AppConfig {
  const loaded = useSyncExternalStore(config.subscribe, config.get, config.get);
  useEffect(() => {
    loadAppConfig().catch(() => undefined);
  }, []);
  return loaded ?? FALLBACK_CONFIG;
}

/** Tests start every case before the configuration is read. */
export function resetAppConfigForTests(): void {
  config.set(null);
  loading = undefined;
}
