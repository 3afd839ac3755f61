import { ROUTES, type RouteName } from '@sportello/domain';

export interface NavGroup {
  /** Key under shell:nav.groups; the first group's heading is the company code instead. */
  key: 'company' | 'console' | 'services' | 'administration' | 'partner' | 'assistance' | 'settings';
  routes: readonly RouteName[];
}

/** Spec 1 §2.3 sidebar groups, in order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { key: 'company', routes: ['dashboard'] },
  // The operators' console (DESIGN §5): shown to staff only (the routes' rule).
  { key: 'console', routes: ['staff_console', 'staff_tickets'] },
  { key: 'services', routes: ['products', 'services', 'servers', 'catalog', 'diy-offer', 'offers', 'transfers'] },
  { key: 'administration', routes: ['invoices', 'account_movements', 'company', 'documents'] },
  {
    key: 'partner',
    routes: ['my_customers', 'opportunities', 'my_skills', 'introduction', 'projects', 'become_partner'],
  },
  { key: 'assistance', routes: ['tickets', 'security'] },
  { key: 'settings', routes: ['profile', 'users'] },
];

/** Pages reached from a list keep their list's link active. */
export const NAV_PARENT: Partial<Record<RouteName, RouteName>> = {
  ticket: 'tickets',
  staff_ticket: 'staff_tickets',
  staff_company: 'staff_console',
  staff_queue: 'staff_console',
  service_detail: 'services',
  confirm_offer: 'offers',
  order_result: 'invoices',
  product_renew: 'products',
  product_upgrade: 'products',
  payment: 'invoices',
  reset_password: 'profile',
  'product-testing': 'diy-offer',
};

/**
 * The link a page keeps active: its parent's; the payment result, the page the payment started
 * from (its `ref`: invoices, products, catalog, dashboard), invoices without one.
 */
export function activeNavName(current: RouteName, search: URLSearchParams): RouteName {
  const ref = search.get('ref');
  if (current === 'order_result' && ref && ref in ROUTES) return ref as RouteName;
  return NAV_PARENT[current] ?? current;
}
