/**
 * What the http client needs from the running app, registered once at start-up
 * (shared code cannot import the router or the session).
 */
export interface HttpSettings {
  /** Sent as Accept-Language. */
  language: () => string;
  /** The numeric `/{id_cliente}` prefix of the current route, if any. */
  idCliente: () => string | undefined;
  /** The brand's support host, named in the 5xx toast. */
  supportHost: () => string | undefined;
  /** A 401 on a call that needs a session: the app logs the user out. */
  onUnauthorized: () => void;
}

let settings: HttpSettings = {
  language: () => 'it',
  idCliente: () => undefined,
  supportHost: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureHttp(next: Partial<HttpSettings>): void {
  settings = { ...settings, ...next };
}

export function httpSettings(): HttpSettings {
  return settings;
}
