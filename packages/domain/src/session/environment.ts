export type ReporterEnvironment = 'production' | 'staging' | 'development';

/** Spec 1 §8: the error reporter's environment comes from the host name. */
export function environmentFromHost(host: string): ReporterEnvironment {
  const h = host.toLowerCase().split(':')[0] ?? '';
  if (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^[\d.]+$/.test(h) ||
    h.startsWith('[') ||
    h.endsWith('.local') ||
    h.startsWith('dev.') ||
    h.includes('.dev.')
  ) {
    return 'development';
  }
  if (h.startsWith('staging.') || h.includes('.staging.') || h.startsWith('test.') || h.includes('-staging')) {
    return 'staging';
  }
  return 'production';
}
