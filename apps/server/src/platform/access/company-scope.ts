/**
 * What every company-scoped store takes first: a company that the access guard has already
 * resolved for the request (a CompanyActor fits), so no store can run without one — and none
 * takes a company id from a request body or path.
 */
export interface CompanyScope {
  readonly company: { readonly id: number };
}
