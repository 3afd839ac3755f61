import { defineCatalog } from './define-catalog.ts';

/** The operator console (DESIGN §5, issue 33): refusals of its calls and of staff sign-in. */
export const staffMessages = defineCatalog({
  it: {
    'staff.company_not_found': 'Azienda non trovata',
    'staff.queue_item_not_found': 'Richiesta non trovata',
    'staff.already_decided': 'Questa richiesta è già stata gestita',
    'staff.paid_on_required': 'Indica la data del pagamento',
    'staff.paid_on_future': 'La data del pagamento non può essere nel futuro',
    'staff.paid_on_before_request': 'La data del pagamento non può precedere la richiesta',
    'auth.staff_totp_required':
      "Gli operatori accedono con il codice dell'app di autenticazione: chiedi a un amministratore di configurarla",
  },
  en: {
    'staff.company_not_found': 'Company not found',
    'staff.queue_item_not_found': 'Request not found',
    'staff.already_decided': 'This request has already been handled',
    'staff.paid_on_required': 'Enter the payment date',
    'staff.paid_on_future': 'The payment date cannot be in the future',
    'staff.paid_on_before_request': 'The payment date cannot be before the request',
    'auth.staff_totp_required': 'Operators sign in with an authenticator app code: ask an administrator to set it up',
  },
  de: {
    'staff.company_not_found': 'Unternehmen nicht gefunden',
    'staff.queue_item_not_found': 'Anfrage nicht gefunden',
    'staff.already_decided': 'Diese Anfrage wurde bereits bearbeitet',
    'staff.paid_on_required': 'Geben Sie das Zahlungsdatum an',
    'staff.paid_on_future': 'Das Zahlungsdatum darf nicht in der Zukunft liegen',
    'staff.paid_on_before_request': 'Das Zahlungsdatum darf nicht vor der Anfrage liegen',
    'auth.staff_totp_required':
      'Mitarbeiter melden sich mit dem Code einer Authenticator-App an: Bitten Sie einen Administrator, sie einzurichten',
  },
  fr: {
    'staff.company_not_found': 'Entreprise introuvable',
    'staff.queue_item_not_found': 'Demande introuvable',
    'staff.already_decided': 'Cette demande a déjà été traitée',
    'staff.paid_on_required': 'Indiquez la date du paiement',
    'staff.paid_on_future': 'La date du paiement ne peut pas être dans le futur',
    'staff.paid_on_before_request': 'La date du paiement ne peut pas précéder la demande',
    'auth.staff_totp_required':
      'Les opérateurs se connectent avec le code d’une application d’authentification : demandez à un administrateur de la configurer',
  },
});
