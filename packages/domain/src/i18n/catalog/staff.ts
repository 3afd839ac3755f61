import { defineCatalog } from './define-catalog.ts';

/** The operator console (DESIGN §5, issue 33): refusals of its calls and of staff sign-in. */
export const staffMessages = defineCatalog({
  it: {
    'staff.company_not_found': 'Azienda non trovata',
    'staff.queue_item_not_found': 'Richiesta non trovata',
    'staff.already_decided': 'Questa richiesta è già stata gestita',
    'auth.staff_totp_required':
      "Gli operatori accedono con il codice dell'app di autenticazione: chiedi a un amministratore di configurarla",
  },
  en: {
    'staff.company_not_found': 'Company not found',
    'staff.queue_item_not_found': 'Request not found',
    'staff.already_decided': 'This request has already been handled',
    'auth.staff_totp_required': 'Operators sign in with an authenticator app code: ask an administrator to set it up',
  },
  de: {
    'staff.company_not_found': 'Unternehmen nicht gefunden',
    'staff.queue_item_not_found': 'Anfrage nicht gefunden',
    'staff.already_decided': 'Diese Anfrage wurde bereits bearbeitet',
    'auth.staff_totp_required':
      'Mitarbeiter melden sich mit dem Code einer Authenticator-App an: Bitten Sie einen Administrator, sie einzurichten',
  },
  fr: {
    'staff.company_not_found': 'Entreprise introuvable',
    'staff.queue_item_not_found': 'Demande introuvable',
    'staff.already_decided': 'Cette demande a déjà été traitée',
    'auth.staff_totp_required':
      'Les opérateurs se connectent avec le code d’une application d’authentification : demandez à un administrateur de la configurer',
  },
});
