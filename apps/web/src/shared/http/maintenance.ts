import { useSyncExternalStore } from 'react';

/** Spec 1 §3 maintenance flag: set by any 503; cleared only by reloading the page. */
let maintenance = false;
const listeners = new Set<() => void>();

export function enterMaintenance(): void {
  if (maintenance) return;
  maintenance = true;
  listeners.forEach((listener) => listener());
}

export function isMaintenance(): boolean {
  return maintenance;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMaintenance(): boolean {
  return useSyncExternalStore(subscribe, isMaintenance, isMaintenance);
}

/** Tests start every case outside maintenance. */
export function resetMaintenanceForTests(): void {
  maintenance = false;
  listeners.forEach((listener) => listener());
}
