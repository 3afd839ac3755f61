// Which transfer data a product awaits: pure rules the dashboard and the transfers page share with
// the server, apart from the forms' schemas so that showing a product's state loads no form code.

/** Which parts of the transfer the order asked the provider for (product ask_site_transfer, ask_mail_transfer). */
export interface TransferProduct {
  site: boolean;
  mail: boolean;
}

/** The flags of a product that say which transfer data it awaits (spec 2 §3 product). */
export interface TransferFlags {
  missing_data: boolean;
  missing_mail_data: boolean;
  registrazione_dominio: boolean;
  ask_site_transfer: boolean;
  ask_mail_transfer: boolean;
}

/**
 * Which form a product awaiting data opens: a domain registration asks for its registrant; a site
 * or mail transfer for its access data. `missing_data` says the product awaits data at all;
 * `missing_mail_data` that the mail part is among them. Null when it awaits nothing.
 */
export function transferFormOf(p: TransferFlags): 'registrant' | 'hosting' | null {
  if (p.registrazione_dominio) return p.missing_data ? 'registrant' : null;
  const parts = transferParts(p);
  return parts.site || parts.mail ? 'hosting' : null;
}

/** The parts of a hosting transfer still to be given: the browser shows them, the server requires them. */
export function transferParts(p: TransferFlags): TransferProduct {
  return {
    site: p.ask_site_transfer && p.missing_data,
    mail: p.ask_mail_transfer && p.missing_mail_data,
  };
}
