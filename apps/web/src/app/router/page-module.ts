import type { ComponentType } from 'react';
import type { Namespace } from '../../shared/i18n/i18n.ts';
import { currentLanguage } from '../../shared/i18n/language.ts';
import { loadNamespaces } from '../../shared/i18n/load-language.ts';

export type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page's code and its texts, fetched side by side. */
export function page(load: PageModule, namespaces: readonly Namespace[]): PageModule {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(currentLanguage(), namespaces)]);
    return module;
  };
}
