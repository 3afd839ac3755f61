import { defineCatalog } from './define-catalog.ts';

/** My customers (spec 2 §2, §5, §7): messages of the server and of the prospect schema. */
export const customersMessages = defineCatalog({
  it: {
    'customers.prospect_created': 'Azienda prospect creata',
    'customers.access_requested':
      "Richiesta di accesso inviata: potrai accedere all'area del cliente quando un suo amministratore l'avrà autorizzata via email.",
    'customers.not_found': 'Cliente non trovato',
    'customers.already_member': "Hai già accesso all'area di questo cliente",
    'customers.no_administrator': 'Il cliente non ha amministratori a cui inviare la richiesta',
    'customers.badge_label': 'Partner {{brand}}',
    'mail.recipient_limit':
      'Questo destinatario ha già ricevuto {{max}} e-mail in {{minutes}} minuti: riprova più tardi.',
  },
  en: {
    'customers.prospect_created': 'Prospect company created',
    'customers.access_requested':
      "Access request sent: you can enter the customer's area once one of its administrators authorises it by e-mail.",
    'customers.not_found': 'Customer not found',
    'customers.already_member': "You already have access to this customer's area",
    'customers.no_administrator': 'The customer has no administrators to send the request to',
    'customers.badge_label': '{{brand}} partner',
    'mail.recipient_limit':
      'This recipient has already received {{max}} e-mails in {{minutes}} minutes: try again later.',
  },
  de: {
    'customers.prospect_created': 'Interessent angelegt',
    'customers.access_requested':
      'Zugriffsanfrage gesendet: Sie können den Bereich des Kunden betreten, sobald einer seiner Administratoren sie per E-Mail freigegeben hat.',
    'customers.not_found': 'Kunde nicht gefunden',
    'customers.already_member': 'Sie haben bereits Zugriff auf den Bereich dieses Kunden',
    'customers.no_administrator': 'Der Kunde hat keine Administratoren, an die die Anfrage gehen könnte',
    'customers.badge_label': '{{brand}} Partner',
    'mail.recipient_limit':
      'Dieser Empfänger hat bereits {{max}} E-Mails in {{minutes}} Minuten erhalten: Versuchen Sie es später erneut.',
  },
  fr: {
    'customers.prospect_created': 'Entreprise prospect créée',
    'customers.access_requested':
      'Demande d’accès envoyée : vous pourrez entrer dans l’espace du client dès qu’un de ses administrateurs l’aura autorisée par e-mail.',
    'customers.not_found': 'Client introuvable',
    'customers.already_member': 'Vous avez déjà accès à l’espace de ce client',
    'customers.no_administrator': 'Le client n’a aucun administrateur à qui envoyer la demande',
    'customers.badge_label': 'Partenaire {{brand}}',
    'mail.recipient_limit': 'Ce destinataire a déjà reçu {{max}} e-mails en {{minutes}} minutes : réessayez plus tard.',
  },
});
