import { routeHref, type Language } from '@sportello/domain';
import type { Brand, RequestKind } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { escapeHtml } from './html.ts';

/**
 * The e-mails the portal sends, in it/en/de/fr: what each one needs, and the
 * link it carries — built here, from the domain route table, so a link format
 * lives in one place.
 */
export type MailContent =
  | {
      template: 'address_confirmation';
      username: string;
      /** The raw one-time token (the database keeps only its digest). */
      token: string;
      validHours: number;
      /** An invite the person signed up through: the link carries it on to the login page. */
      antk?: string | undefined;
      /** The address joined the newsletter with the sign-up: the token of its unsubscribe link. */
      unsubscribeToken?: string | undefined;
    }
  | { template: 'signin_link'; username: string; token: string; validMinutes: number }
  | { template: 'invitation'; company: string; antk: string }
  | {
      template: 'access_request';
      company: string;
      username: string;
      email: string;
      aid: number;
      uid: number;
      tok: string;
    }
  /** To a new address of the profile: its link, opened in the user's session, makes it the account's. */
  | { template: 'email_change_confirmation'; username: string; email: string; token: string; validHours: number }
  /** To the address being replaced: a change was asked for, and what to do if it was not the user. */
  | { template: 'email_change_notice'; username: string; email: string; validHours: number }
  /** To a partner's sales users: a customer's project was offered to it as a lead (spec 2 Opportunities). */
  | {
      template: 'new_opportunity';
      /** The partner the lead is offered to. */
      company: string;
      project: string;
      /** The last day it may be accepted, formatted in the mail's language. */
      until: string;
    }
  /** To a company's technical subscribers: an operator answered one of its tickets. */
  | { template: 'ticket_reply'; company: string; ticketId: number; titolo: string }
  /** To the support address: a customer opened a ticket or replied to one, and it awaits an operator. */
  | {
      template: 'ticket_customer_activity';
      company: string;
      ticketId: number;
      titolo: string;
      author: string;
      opened: boolean;
    }
  /** An offer with its PDF attached (spec 3 §5 mailcustomer, mailme): to the customer or to the user who saved it. */
  | { template: 'offer'; company: string; offerId: number; titolo: string; sender: string }
  /** To a company's billing subscribers: an installment falls due soon, or is past due (the daily billing run). */
  | {
      template: 'payment_reminder_before' | 'payment_reminder_after';
      company: string;
      invoiceNr: string;
      /** Formatted in the mail's language. */
      amount: string;
      dueDate: string;
    }
  /** To a company's owners: an operator accepted or rejected one of its requests (the console's queues). */
  | {
      template: 'request_decided';
      company: string;
      request: DecidedRequest;
      accepted: boolean;
      /** A rejection's reason, in the operator's words. */
      reason?: string | undefined;
      /** An accepted partner request: the mode the company is a reseller with. */
      mode?: string | undefined;
      /** A commission or co-marketing request: its amount (formatted in the mail's language) and its credit. */
      amount?: string | undefined;
      credit?: RequestKind | undefined;
      /** A commission or co-marketing request paid: the day, formatted in the mail's language. */
      paidOn?: string | undefined;
    };

/** The requests an operator decides (the console's queues but the tickets). */
export type DecidedRequest = 'approvals' | 'partner_requests' | 'billing_changes' | 'commission_requests';

export type MailTemplate = MailContent['template'];
export const MAIL_TEMPLATES = [
  'address_confirmation',
  'signin_link',
  'invitation',
  'access_request',
  'email_change_confirmation',
  'email_change_notice',
  'new_opportunity',
  'ticket_reply',
  'ticket_customer_activity',
  'offer',
  'payment_reminder_before',
  'payment_reminder_after',
  'request_decided',
] as const satisfies readonly MailTemplate[];

export interface RenderContext {
  brand: Brand;
  /** The portal's public address without a trailing slash (links are absolute). */
  baseUrl: string;
  language: Language;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface TemplateTexts {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  after: string[];
}

interface LanguageTexts {
  templates: Record<MailTemplate, TemplateTexts>;
  /** What a customer did, for ticket_customer_activity: the subject's words and the line's. */
  ticketEvents: Record<'opened' | 'replied', { event: string; event_line: string }>;
  /** request_decided: the request's name, and the line saying what an acceptance changed. */
  requests: Record<DecidedRequest, { request: string; accepted_line: string; rejected_line?: string }>;
  /** request_decided of a commission or co-marketing request: the credit's name. */
  credits: Record<RequestKind, string>;
  /** request_decided: the outcome's words, and the line with a rejection's reason. */
  decisions: { accepted: string; rejected: string; reason_line: string };
  copyHint: string;
  footer: string;
  support: string;
  /** To an address on the newsletter: how to leave it. */
  unsubscribe: string;
}

/** Placeholders are {{name}}; values ending in _link are addresses, shown as links in the HTML part. */
const TEXTS: Record<Language, LanguageTexts> = {
  it: {
    requests: {
      approvals: {
        request: "approvazione dell'azienda",
        accepted_line: "Da ora puoi usare tutte le funzioni dell'area riservata.",
      },
      partner_requests: {
        request: 'diventare partner',
        accepted_line: "L'azienda è ora un partner di {{brand}}, in modalità {{mode}}.",
      },
      billing_changes: {
        request: 'modifica dei dati di fatturazione',
        accepted_line: 'I nuovi dati di fatturazione sono già nel profilo aziendale.',
      },
      commission_requests: {
        request: 'riscossione di {{amount}} di {{credit}}',
        accepted_line: 'Il pagamento è stato eseguito il {{paid_on}}.',
        rejected_line: "L'importo è di nuovo disponibile nel tuo saldo.",
      },
    },
    decisions: { accepted: 'accolta', rejected: 'non accolta', reason_line: 'Motivo: {{reason}}' },
    credits: { provvigioni: 'provvigioni', comarketing: 'co-marketing' },
    ticketEvents: {
      opened: { event: 'Nuovo ticket', event_line: 'ha aperto il ticket' },
      replied: { event: 'Nuova risposta al ticket', event_line: 'ha risposto al ticket' },
    },
    templates: {
      address_confirmation: {
        subject: 'Conferma il tuo indirizzo email',
        greeting: 'Ciao,',
        lines: [
          "grazie per esserti registrato all'area riservata di {{brand}}.",
          "Per attivare l'account conferma il tuo indirizzo email. Il link vale {{hours}} ore.",
          'Il tuo nome utente è {{username}}.',
        ],
        action: "Conferma l'indirizzo email",
        after: ["Se non ti sei registrato tu, ignora questo messaggio: senza conferma l'account resta inattivo."],
      },
      signin_link: {
        subject: 'Il tuo link di accesso',
        greeting: 'Ciao {{username}},',
        lines: [
          'abbiamo ricevuto una richiesta di recupero della password per il tuo account su {{brand}}.',
          'Apri il link per accedere e scegliere una nuova password. Il link vale {{minutes}} minuti e si può usare una sola volta.',
        ],
        action: 'Accedi e scegli una nuova password',
        after: ['Se non hai chiesto tu il recupero, ignora questo messaggio: la tua password resta invariata.'],
      },
      invitation: {
        subject: 'Invito ad accedere a {{company}}',
        greeting: 'Ciao,',
        lines: [
          '{{company}} ti ha invitato ad accedere alla sua area riservata su {{brand}}.',
          "Apri il link per vedere l'invito e accettarlo.",
        ],
        action: "Vedi l'invito",
        after: [
          'Non hai ancora un account? Registrati con questo indirizzo email: {{signup_link}}',
          'Se non ti aspettavi questo invito, ignora il messaggio.',
        ],
      },
      access_request: {
        subject: 'Richiesta di accesso a {{company}}',
        greeting: 'Ciao,',
        lines: [
          "l'utente {{username}} ({{email}}) chiede di essere abilitato come amministratore di {{company}} su {{brand}}.",
          'Apri il link per vedere la richiesta e autorizzarla.',
        ],
        action: 'Vedi la richiesta',
        after: [
          'Se non conosci questa persona, ignora il messaggio: senza la tua autorizzazione non riceve alcun accesso.',
        ],
      },
      email_change_confirmation: {
        subject: 'Conferma il nuovo indirizzo email',
        greeting: 'Ciao {{username}},',
        lines: [
          'hai chiesto di usare questo indirizzo per il tuo account su {{brand}}.',
          "Apri il link dopo aver effettuato l'accesso per confermarlo: fino ad allora resta valido l'indirizzo precedente. Il link vale {{hours}} ore.",
        ],
        action: 'Conferma il nuovo indirizzo',
        after: ["Se non sei stato tu, ignora questo messaggio: l'indirizzo non cambia."],
      },
      email_change_notice: {
        subject: "Richiesta di cambio dell'indirizzo email",
        greeting: 'Ciao {{username}},',
        lines: [
          'è stato chiesto di sostituire questo indirizzo con {{email}} per il tuo account su {{brand}}.',
          'Il cambio avviene solo se si apre il link inviato al nuovo indirizzo, entro {{hours}} ore.',
        ],
        action: 'Apri il profilo',
        after: [
          "Se non sei stato tu, accedi subito, cambia la password e termina le altre sessioni dal profilo, oppure contatta l'assistenza.",
        ],
      },
      new_opportunity: {
        subject: 'Nuova opportunità: {{project}}',
        greeting: 'Ciao,',
        lines: [
          'un cliente di {{brand}} cerca un partner per il progetto «{{project}}», che corrisponde alle competenze di {{company}}.',
          'Puoi accettarlo entro il {{until}}: il primo partner che accetta riceve i dati del cliente.',
        ],
        action: 'Apri le opportunità',
        after: [
          'Ricevi questo messaggio perché {{company}} accetta opportunità; puoi cambiarlo nella pagina «La tua azienda».',
        ],
      },
      ticket_reply: {
        subject: 'Risposta al ticket #{{ticket}} - {{titolo}}',
        greeting: 'Ciao,',
        lines: [
          "l'assistenza di {{brand}} ha risposto al ticket #{{ticket}} «{{titolo}}» di {{company}}.",
          'Apri il link per leggere la risposta e, se serve, rispondere.',
        ],
        action: 'Leggi la risposta',
        after: [
          'Ricevi questo messaggio perché sei iscritto alle comunicazioni tecniche di {{company}}; puoi cambiarlo dal tuo profilo.',
        ],
      },
      ticket_customer_activity: {
        subject: '{{event}} #{{ticket}} - {{titolo}}',
        greeting: 'Ciao,',
        lines: [
          '{{author}} di {{company}}: {{event_line}} #{{ticket}} «{{titolo}}».',
          'Il ticket attende una risposta dello staff.',
        ],
        action: 'Apri il ticket',
        after: [
          'Messaggio per gli operatori: arriva a questo indirizzo per ogni nuovo ticket e ogni risposta di un cliente.',
        ],
      },
      offer: {
        subject: 'Offerta n. {{offer}} - {{titolo}}',
        greeting: 'Ciao,',
        lines: [
          "{{sender}} ti invia l'offerta n. {{offer}} «{{titolo}}» per {{company}}: la trovi in allegato in PDF.",
          "Apri il link per vederla nell'area riservata di {{brand}} e confermarla.",
        ],
        action: "Vedi l'offerta",
        after: ['Se non ti aspettavi questa offerta, ignora il messaggio.'],
      },
      payment_reminder_before: {
        subject: 'Pagamento in scadenza: fattura {{invoice}}',
        greeting: 'Gentile cliente,',
        lines: [
          'ti ricordiamo che il {{due}} scade il pagamento di {{amount}} della fattura {{invoice}} di {{company}}.',
          'Puoi pagarla dalla pagina delle fatture; se hai già pagato, ignora questo messaggio.',
        ],
        action: 'Vai alle fatture',
        after: [
          'Ricevi questo messaggio perché sei iscritto alle comunicazioni amministrative di {{company}}; puoi cambiarlo dal tuo profilo.',
        ],
      },
      payment_reminder_after: {
        subject: 'Pagamento scaduto: fattura {{invoice}}',
        greeting: 'Gentile cliente,',
        lines: [
          'il pagamento di {{amount}} della fattura {{invoice}} di {{company}} era in scadenza il {{due}} e non risulta ancora ricevuto.',
          'Ti chiediamo di provvedere al più presto dalla pagina delle fatture: senza pagamento i servizi collegati possono essere sospesi.',
        ],
        action: 'Paga la fattura',
        after: [
          'Se hai già pagato, ignora questo messaggio.',
          'Ricevi questo messaggio perché sei iscritto alle comunicazioni amministrative di {{company}}; puoi cambiarlo dal tuo profilo.',
        ],
      },
      request_decided: {
        subject: 'Richiesta {{outcome}}: {{request}}',
        greeting: 'Ciao,',
        lines: ['la richiesta di {{company}} ({{request}}) è stata {{outcome}}.', '{{detail_line}}'],
        action: "Apri l'area riservata",
        after: ['Per qualsiasi domanda scrivi a {{support}}.'],
      },
    },
    copyHint: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    footer: 'Messaggio inviato automaticamente da {{brand}}.',
    support: 'Assistenza: {{support}}',
    unsubscribe: 'Ricevi la newsletter di {{brand}}: per non riceverla più apri {{unsubscribe_link}}',
  },
  en: {
    requests: {
      approvals: {
        request: 'approval of the company',
        accepted_line: 'You can now use every function of the reserved area.',
      },
      partner_requests: {
        request: 'becoming a partner',
        accepted_line: 'The company is now a {{brand}} partner, in {{mode}} mode.',
      },
      billing_changes: {
        request: 'change of billing data',
        accepted_line: 'The new billing data are already in the company profile.',
      },
      commission_requests: {
        request: 'collecting {{amount}} of {{credit}}',
        accepted_line: 'The payment was made on {{paid_on}}.',
        rejected_line: 'The amount is available in your balance again.',
      },
    },
    decisions: { accepted: 'accepted', rejected: 'not accepted', reason_line: 'Reason: {{reason}}' },
    credits: { provvigioni: 'commissions', comarketing: 'co-marketing credit' },
    ticketEvents: {
      opened: { event: 'New ticket', event_line: 'opened ticket' },
      replied: { event: 'New reply to ticket', event_line: 'replied to ticket' },
    },
    templates: {
      address_confirmation: {
        subject: 'Confirm your e-mail address',
        greeting: 'Hello,',
        lines: [
          'thank you for signing up to the {{brand}} customer area.',
          'To activate the account, confirm your e-mail address. The link is valid for {{hours}} hours.',
          'Your username is {{username}}.',
        ],
        action: 'Confirm the e-mail address',
        after: ['If you did not sign up, ignore this message: without confirmation the account stays inactive.'],
      },
      signin_link: {
        subject: 'Your sign-in link',
        greeting: 'Hello {{username}},',
        lines: [
          'we received a request to recover the password of your {{brand}} account.',
          'Open the link to sign in and choose a new password. The link is valid for {{minutes}} minutes and works only once.',
        ],
        action: 'Sign in and choose a new password',
        after: ['If you did not ask for this, ignore this message: your password stays the same.'],
      },
      invitation: {
        subject: 'Invitation to access {{company}}',
        greeting: 'Hello,',
        lines: [
          '{{company}} has invited you to access its customer area at {{brand}}.',
          'Open the link to see the invitation and accept it.',
        ],
        action: 'See the invitation',
        after: [
          'No account yet? Sign up with this e-mail address: {{signup_link}}',
          'If you did not expect this invitation, ignore this message.',
        ],
      },
      access_request: {
        subject: 'Access request for {{company}}',
        greeting: 'Hello,',
        lines: [
          'the user {{username}} ({{email}}) asks to be enabled as an administrator of {{company}} at {{brand}}.',
          'Open the link to see the request and authorise it.',
        ],
        action: 'See the request',
        after: ['If you do not know this person, ignore this message: without your authorisation they get no access.'],
      },
      email_change_confirmation: {
        subject: 'Confirm your new e-mail address',
        greeting: 'Hello {{username}},',
        lines: [
          'you asked to use this address for your {{brand}} account.',
          'Open the link while signed in to confirm it: until then your previous address stays in use. The link is valid for {{hours}} hours.',
        ],
        action: 'Confirm the new address',
        after: ['If this was not you, ignore this message: the address does not change.'],
      },
      email_change_notice: {
        subject: 'Request to change your e-mail address',
        greeting: 'Hello {{username}},',
        lines: [
          'someone asked to replace this address with {{email}} for your {{brand}} account.',
          'The change happens only if the link sent to the new address is opened, within {{hours}} hours.',
        ],
        action: 'Open your profile',
        after: [
          'If this was not you, sign in now, change your password and end the other sessions from your profile, or contact support.',
        ],
      },
      new_opportunity: {
        subject: 'New opportunity: {{project}}',
        greeting: 'Hello,',
        lines: [
          'a {{brand}} customer is looking for a partner for the project “{{project}}”, which matches the skills of {{company}}.',
          'You can accept it until {{until}}: the first partner to accept receives the customer’s details.',
        ],
        action: 'Open the opportunities',
        after: [
          'You receive this message because {{company}} accepts opportunities; you can change this on the “Your company” page.',
        ],
      },
      ticket_reply: {
        subject: 'Reply to ticket #{{ticket}} - {{titolo}}',
        greeting: 'Hello,',
        lines: [
          '{{brand}} support has replied to ticket #{{ticket}} “{{titolo}}” of {{company}}.',
          'Open the link to read the reply and, if needed, answer it.',
        ],
        action: 'Read the reply',
        after: [
          'You receive this message because you are subscribed to the technical communications of {{company}}; you can change this in your profile.',
        ],
      },
      ticket_customer_activity: {
        subject: '{{event}} #{{ticket}} - {{titolo}}',
        greeting: 'Hello,',
        lines: [
          '{{author}} of {{company}}: {{event_line}} #{{ticket}} “{{titolo}}”.',
          'The ticket awaits an answer from the staff.',
        ],
        action: 'Open the ticket',
        after: [
          'A message for operators: it comes to this address for every new ticket and every reply of a customer.',
        ],
      },
      offer: {
        subject: 'Offer no. {{offer}} - {{titolo}}',
        greeting: 'Hello,',
        lines: [
          '{{sender}} sends you offer no. {{offer}} “{{titolo}}” for {{company}}: the PDF is attached.',
          'Open the link to see it in the {{brand}} customer area and confirm it.',
        ],
        action: 'See the offer',
        after: ['If you did not expect this offer, ignore this message.'],
      },
      payment_reminder_before: {
        subject: 'Payment due soon: invoice {{invoice}}',
        greeting: 'Dear customer,',
        lines: [
          'this is a reminder that the payment of {{amount}} for invoice {{invoice}} of {{company}} is due on {{due}}.',
          'You can pay it from the invoices page; if you have already paid, please ignore this message.',
        ],
        action: 'Go to invoices',
        after: [
          'You receive this message because you are subscribed to the billing communications of {{company}}; you can change this in your profile.',
        ],
      },
      payment_reminder_after: {
        subject: 'Payment overdue: invoice {{invoice}}',
        greeting: 'Dear customer,',
        lines: [
          'the payment of {{amount}} for invoice {{invoice}} of {{company}} was due on {{due}} and has not been received yet.',
          'Please pay it as soon as possible from the invoices page: without payment the related services may be suspended.',
        ],
        action: 'Pay the invoice',
        after: [
          'If you have already paid, please ignore this message.',
          'You receive this message because you are subscribed to the billing communications of {{company}}; you can change this in your profile.',
        ],
      },
      request_decided: {
        subject: 'Request {{outcome}}: {{request}}',
        greeting: 'Hello,',
        lines: ['the request of {{company}} ({{request}}) has been {{outcome}}.', '{{detail_line}}'],
        action: 'Open the reserved area',
        after: ['For any question write to {{support}}.'],
      },
    },
    copyHint: 'If the button does not work, copy this address into your browser:',
    footer: 'Message sent automatically by {{brand}}.',
    support: 'Support: {{support}}',
    unsubscribe: 'You receive the {{brand}} newsletter: to stop it, open {{unsubscribe_link}}',
  },
  de: {
    requests: {
      approvals: {
        request: 'Freigabe des Unternehmens',
        accepted_line: 'Sie können ab sofort alle Funktionen des Kundenbereichs nutzen.',
      },
      partner_requests: {
        request: 'Partner werden',
        accepted_line: 'Das Unternehmen ist jetzt Partner von {{brand}}, im Modus {{mode}}.',
      },
      billing_changes: {
        request: 'Änderung der Rechnungsdaten',
        accepted_line: 'Die neuen Rechnungsdaten stehen bereits im Unternehmensprofil.',
      },
      commission_requests: {
        request: 'Auszahlung von {{amount}} {{credit}}',
        accepted_line: 'Die Zahlung wurde am {{paid_on}} ausgeführt.',
        rejected_line: 'Der Betrag steht wieder in Ihrem Guthaben zur Verfügung.',
      },
    },
    decisions: { accepted: 'angenommen', rejected: 'nicht angenommen', reason_line: 'Grund: {{reason}}' },
    credits: { provvigioni: 'Provisionen', comarketing: 'Co-Marketing-Guthaben' },
    ticketEvents: {
      opened: { event: 'Neues Ticket', event_line: 'hat das Ticket eröffnet' },
      replied: { event: 'Neue Antwort auf Ticket', event_line: 'hat auf das Ticket geantwortet' },
    },
    templates: {
      address_confirmation: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        greeting: 'Guten Tag,',
        lines: [
          'vielen Dank für Ihre Registrierung im Kundenbereich von {{brand}}.',
          'Bestätigen Sie Ihre E-Mail-Adresse, um das Konto zu aktivieren. Der Link ist {{hours}} Stunden gültig.',
          'Ihr Benutzername ist {{username}}.',
        ],
        action: 'E-Mail-Adresse bestätigen',
        after: [
          'Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht: ohne Bestätigung bleibt das Konto inaktiv.',
        ],
      },
      signin_link: {
        subject: 'Ihr Anmeldelink',
        greeting: 'Guten Tag {{username}},',
        lines: [
          'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {{brand}} wiederherzustellen.',
          'Öffnen Sie den Link, um sich anzumelden und ein neues Passwort zu wählen. Der Link ist {{minutes}} Minuten gültig und funktioniert nur einmal.',
        ],
        action: 'Anmelden und neues Passwort wählen',
        after: [
          'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
        ],
      },
      invitation: {
        subject: 'Einladung zum Zugang zu {{company}}',
        greeting: 'Guten Tag,',
        lines: [
          '{{company}} hat Sie eingeladen, auf den Kundenbereich bei {{brand}} zuzugreifen.',
          'Öffnen Sie den Link, um die Einladung anzusehen und anzunehmen.',
        ],
        action: 'Einladung ansehen',
        after: [
          'Noch kein Konto? Registrieren Sie sich mit dieser E-Mail-Adresse: {{signup_link}}',
          'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
        ],
      },
      access_request: {
        subject: 'Zugriffsanfrage für {{company}}',
        greeting: 'Guten Tag,',
        lines: [
          'der Benutzer {{username}} ({{email}}) möchte als Administrator von {{company}} bei {{brand}} freigeschaltet werden.',
          'Öffnen Sie den Link, um die Anfrage anzusehen und zu genehmigen.',
        ],
        action: 'Anfrage ansehen',
        after: [
          'Wenn Sie diese Person nicht kennen, ignorieren Sie diese Nachricht: ohne Ihre Genehmigung erhält sie keinen Zugriff.',
        ],
      },
      email_change_confirmation: {
        subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
        greeting: 'Guten Tag {{username}},',
        lines: [
          'Sie möchten diese Adresse für Ihr Konto bei {{brand}} verwenden.',
          'Öffnen Sie den Link, während Sie angemeldet sind, um sie zu bestätigen: bis dahin gilt Ihre bisherige Adresse. Der Link ist {{hours}} Stunden gültig.',
        ],
        action: 'Neue Adresse bestätigen',
        after: ['Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: die Adresse ändert sich nicht.'],
      },
      email_change_notice: {
        subject: 'Anfrage zur Änderung Ihrer E-Mail-Adresse',
        greeting: 'Guten Tag {{username}},',
        lines: [
          'es wurde beantragt, diese Adresse für Ihr Konto bei {{brand}} durch {{email}} zu ersetzen.',
          'Die Änderung erfolgt nur, wenn der an die neue Adresse gesendete Link innerhalb von {{hours}} Stunden geöffnet wird.',
        ],
        action: 'Profil öffnen',
        after: [
          'Wenn Sie das nicht waren, melden Sie sich sofort an, ändern Sie Ihr Passwort und beenden Sie die anderen Sitzungen im Profil, oder wenden Sie sich an den Support.',
        ],
      },
      new_opportunity: {
        subject: 'Neue Geschäftschance: {{project}}',
        greeting: 'Hallo,',
        lines: [
          'ein Kunde von {{brand}} sucht einen Partner für das Projekt «{{project}}», das zu den Kompetenzen von {{company}} passt.',
          'Sie können es bis zum {{until}} annehmen: Der erste Partner, der annimmt, erhält die Daten des Kunden.',
        ],
        action: 'Geschäftschancen öffnen',
        after: [
          'Sie erhalten diese Nachricht, weil {{company}} Geschäftschancen annimmt; Sie können das auf der Seite «Ihr Unternehmen» ändern.',
        ],
      },
      ticket_reply: {
        subject: 'Antwort auf Ticket #{{ticket}} - {{titolo}}',
        greeting: 'Hallo,',
        lines: [
          'der Support von {{brand}} hat auf das Ticket #{{ticket}} „{{titolo}}“ von {{company}} geantwortet.',
          'Öffnen Sie den Link, um die Antwort zu lesen und bei Bedarf zu antworten.',
        ],
        action: 'Antwort lesen',
        after: [
          'Sie erhalten diese Nachricht, weil Sie die technischen Mitteilungen von {{company}} abonniert haben; Sie können dies in Ihrem Profil ändern.',
        ],
      },
      ticket_customer_activity: {
        subject: '{{event}} #{{ticket}} - {{titolo}}',
        greeting: 'Hallo,',
        lines: [
          '{{author}} von {{company}}: {{event_line}} #{{ticket}} „{{titolo}}“.',
          'Das Ticket wartet auf eine Antwort des Teams.',
        ],
        action: 'Ticket öffnen',
        after: [
          'Eine Nachricht für Operatoren: Sie kommt an diese Adresse bei jedem neuen Ticket und jeder Antwort eines Kunden.',
        ],
      },
      offer: {
        subject: 'Angebot Nr. {{offer}} - {{titolo}}',
        greeting: 'Hallo,',
        lines: [
          '{{sender}} sendet Ihnen das Angebot Nr. {{offer}} «{{titolo}}» für {{company}}: das PDF ist angehängt.',
          'Öffnen Sie den Link, um es im Kundenbereich von {{brand}} zu sehen und zu bestätigen.',
        ],
        action: 'Angebot ansehen',
        after: ['Wenn Sie dieses Angebot nicht erwartet haben, ignorieren Sie diese Nachricht.'],
      },
      payment_reminder_before: {
        subject: 'Zahlung bald fällig: Rechnung {{invoice}}',
        greeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
        lines: [
          'wir erinnern Sie daran, dass die Zahlung von {{amount}} für die Rechnung {{invoice}} von {{company}} am {{due}} fällig ist.',
          'Sie können sie auf der Rechnungsseite bezahlen; falls Sie bereits bezahlt haben, ignorieren Sie diese Nachricht.',
        ],
        action: 'Zu den Rechnungen',
        after: [
          'Sie erhalten diese Nachricht, weil Sie die Verwaltungsmitteilungen von {{company}} abonniert haben; Sie können das in Ihrem Profil ändern.',
        ],
      },
      payment_reminder_after: {
        subject: 'Zahlung überfällig: Rechnung {{invoice}}',
        greeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
        lines: [
          'die Zahlung von {{amount}} für die Rechnung {{invoice}} von {{company}} war am {{due}} fällig und ist noch nicht eingegangen.',
          'Bitte bezahlen Sie sie so bald wie möglich auf der Rechnungsseite: ohne Zahlung können die zugehörigen Dienste gesperrt werden.',
        ],
        action: 'Rechnung bezahlen',
        after: [
          'Falls Sie bereits bezahlt haben, ignorieren Sie diese Nachricht.',
          'Sie erhalten diese Nachricht, weil Sie die Verwaltungsmitteilungen von {{company}} abonniert haben; Sie können das in Ihrem Profil ändern.',
        ],
      },
      request_decided: {
        subject: 'Anfrage {{outcome}}: {{request}}',
        greeting: 'Hallo,',
        lines: ['die Anfrage von {{company}} ({{request}}) wurde {{outcome}}.', '{{detail_line}}'],
        action: 'Kundenbereich öffnen',
        after: ['Bei Fragen schreiben Sie an {{support}}.'],
      },
    },
    copyHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    footer: 'Automatisch gesendete Nachricht von {{brand}}.',
    support: 'Support: {{support}}',
    unsubscribe: 'Sie erhalten den Newsletter von {{brand}}: um ihn abzubestellen, öffnen Sie {{unsubscribe_link}}',
  },
  fr: {
    requests: {
      approvals: {
        request: 'approbation de l’entreprise',
        accepted_line: 'Vous pouvez désormais utiliser toutes les fonctions de l’espace réservé.',
      },
      partner_requests: {
        request: 'devenir partenaire',
        accepted_line: 'L’entreprise est désormais partenaire de {{brand}}, en mode {{mode}}.',
      },
      billing_changes: {
        request: 'modification des données de facturation',
        accepted_line: 'Les nouvelles données de facturation figurent déjà dans le profil de l’entreprise.',
      },
      commission_requests: {
        request: 'encaissement de {{amount}} de {{credit}}',
        accepted_line: 'Le paiement a été effectué le {{paid_on}}.',
        rejected_line: 'Le montant est de nouveau disponible dans votre solde.',
      },
    },
    decisions: { accepted: 'acceptée', rejected: 'refusée', reason_line: 'Motif : {{reason}}' },
    credits: { provvigioni: 'commissions', comarketing: 'crédit de co-marketing' },
    ticketEvents: {
      opened: { event: 'Nouveau ticket', event_line: 'a ouvert le ticket' },
      replied: { event: 'Nouvelle réponse au ticket', event_line: 'a répondu au ticket' },
    },
    templates: {
      address_confirmation: {
        subject: 'Confirmez votre adresse e-mail',
        greeting: 'Bonjour,',
        lines: [
          "merci de vous être inscrit à l'espace client de {{brand}}.",
          'Pour activer le compte, confirmez votre adresse e-mail. Le lien est valable {{hours}} heures.',
          "Votre nom d'utilisateur est {{username}}.",
        ],
        action: "Confirmer l'adresse e-mail",
        after: ['Si vous ne vous êtes pas inscrit, ignorez ce message : sans confirmation, le compte reste inactif.'],
      },
      signin_link: {
        subject: 'Votre lien de connexion',
        greeting: 'Bonjour {{username}},',
        lines: [
          'nous avons reçu une demande de récupération du mot de passe de votre compte {{brand}}.',
          "Ouvrez le lien pour vous connecter et choisir un nouveau mot de passe. Le lien est valable {{minutes}} minutes et ne fonctionne qu'une fois.",
        ],
        action: 'Se connecter et choisir un nouveau mot de passe',
        after: [
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        ],
      },
      invitation: {
        subject: 'Invitation à accéder à {{company}}',
        greeting: 'Bonjour,',
        lines: [
          '{{company}} vous a invité à accéder à son espace client chez {{brand}}.',
          "Ouvrez le lien pour voir l'invitation et l'accepter.",
        ],
        action: "Voir l'invitation",
        after: [
          'Pas encore de compte ? Inscrivez-vous avec cette adresse e-mail : {{signup_link}}',
          "Si vous n'attendiez pas cette invitation, ignorez ce message.",
        ],
      },
      access_request: {
        subject: "Demande d'accès à {{company}}",
        greeting: 'Bonjour,',
        lines: [
          "l'utilisateur {{username}} ({{email}}) demande à être activé comme administrateur de {{company}} chez {{brand}}.",
          'Ouvrez le lien pour voir la demande et l’autoriser.',
        ],
        action: 'Voir la demande',
        after: [
          "Si vous ne connaissez pas cette personne, ignorez ce message : sans votre autorisation, elle n'obtient aucun accès.",
        ],
      },
      email_change_confirmation: {
        subject: 'Confirmez votre nouvelle adresse e-mail',
        greeting: 'Bonjour {{username}},',
        lines: [
          'vous avez demandé à utiliser cette adresse pour votre compte {{brand}}.',
          "Ouvrez le lien en étant connecté pour la confirmer : d'ici là, votre adresse précédente reste en vigueur. Le lien est valable {{hours}} heures.",
        ],
        action: 'Confirmer la nouvelle adresse',
        after: ["Si ce n'était pas vous, ignorez ce message : l'adresse ne change pas."],
      },
      email_change_notice: {
        subject: 'Demande de changement de votre adresse e-mail',
        greeting: 'Bonjour {{username}},',
        lines: [
          'il a été demandé de remplacer cette adresse par {{email}} pour votre compte {{brand}}.',
          "Le changement n'a lieu que si le lien envoyé à la nouvelle adresse est ouvert, dans les {{hours}} heures.",
        ],
        action: 'Ouvrir le profil',
        after: [
          "Si ce n'était pas vous, connectez-vous immédiatement, changez votre mot de passe et fermez les autres sessions depuis le profil, ou contactez l'assistance.",
        ],
      },
      new_opportunity: {
        subject: 'Nouvelle opportunité : {{project}}',
        greeting: 'Bonjour,',
        lines: [
          'un client de {{brand}} cherche un partenaire pour le projet « {{project}} », qui correspond aux compétences de {{company}}.',
          'Vous pouvez l’accepter jusqu’au {{until}} : le premier partenaire qui accepte reçoit les coordonnées du client.',
        ],
        action: 'Ouvrir les opportunités',
        after: [
          'Vous recevez ce message parce que {{company}} accepte les opportunités ; vous pouvez le modifier sur la page « Votre entreprise ».',
        ],
      },
      ticket_reply: {
        subject: 'Réponse au ticket #{{ticket}} - {{titolo}}',
        greeting: 'Bonjour,',
        lines: [
          'le support de {{brand}} a répondu au ticket #{{ticket}} « {{titolo}} » de {{company}}.',
          'Ouvrez le lien pour lire la réponse et, si besoin, y répondre.',
        ],
        action: 'Lire la réponse',
        after: [
          'Vous recevez ce message car vous êtes abonné aux communications techniques de {{company}}\u00A0; vous pouvez modifier ce choix dans votre profil.',
        ],
      },
      ticket_customer_activity: {
        subject: '{{event}} #{{ticket}} - {{titolo}}',
        greeting: 'Bonjour,',
        lines: [
          '{{author}} de {{company}}\u00A0: {{event_line}} #{{ticket}} « {{titolo}} ».',
          'Le ticket attend une réponse de l’équipe.',
        ],
        action: 'Ouvrir le ticket',
        after: [
          'Message pour les opérateurs\u00A0: il arrive à cette adresse pour chaque nouveau ticket et chaque réponse d’un client.',
        ],
      },
      offer: {
        subject: 'Offre n°\u00A0{{offer}} - {{titolo}}',
        greeting: 'Bonjour,',
        lines: [
          "{{sender}} vous envoie l'offre n°\u00A0{{offer}} «\u00A0{{titolo}}\u00A0» pour {{company}}\u00A0: le PDF est en pièce jointe.",
          "Ouvrez le lien pour la voir dans l'espace client de {{brand}} et la confirmer.",
        ],
        action: "Voir l'offre",
        after: ["Si vous n'attendiez pas cette offre, ignorez ce message."],
      },
      payment_reminder_before: {
        subject: 'Paiement bientôt dû : facture {{invoice}}',
        greeting: 'Chère cliente, cher client,',
        lines: [
          'nous vous rappelons que le paiement de {{amount}} de la facture {{invoice}} de {{company}} est dû le {{due}}.',
          'Vous pouvez la payer depuis la page des factures ; si vous avez déjà payé, ignorez ce message.',
        ],
        action: 'Voir les factures',
        after: [
          'Vous recevez ce message car vous êtes abonné aux communications administratives de {{company}} ; vous pouvez le modifier dans votre profil.',
        ],
      },
      payment_reminder_after: {
        subject: 'Paiement en retard : facture {{invoice}}',
        greeting: 'Chère cliente, cher client,',
        lines: [
          "le paiement de {{amount}} de la facture {{invoice}} de {{company}} était dû le {{due}} et n'a pas encore été reçu.",
          'Merci de la payer au plus vite depuis la page des factures : sans paiement, les services liés peuvent être suspendus.',
        ],
        action: 'Payer la facture',
        after: [
          'Si vous avez déjà payé, ignorez ce message.',
          'Vous recevez ce message car vous êtes abonné aux communications administratives de {{company}} ; vous pouvez le modifier dans votre profil.',
        ],
      },
      request_decided: {
        subject: 'Demande {{outcome}} : {{request}}',
        greeting: 'Bonjour,',
        lines: ['la demande de {{company}} ({{request}}) a été {{outcome}}.', '{{detail_line}}'],
        action: 'Ouvrir l’espace réservé',
        after: ['Pour toute question, écrivez à {{support}}.'],
      },
    },
    copyHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    footer: 'Message envoyé automatiquement par {{brand}}.',
    support: 'Assistance : {{support}}',
    unsubscribe: 'Vous recevez la newsletter de {{brand}} : pour ne plus la recevoir, ouvrez {{unsubscribe_link}}',
  },
};

type Params = Record<string, string>;

/** The action link of a mail, and the values its texts mention. */
function linkAndParams(to: string, content: MailContent, baseUrl: string): { link: string; params: Params } {
  const absolute = (path: string) => `${baseUrl}${path}`;
  switch (content.template) {
    case 'address_confirmation': {
      const query = new URLSearchParams({ token: content.token });
      if (content.antk) query.set('antk', content.antk);
      const params: Params = { username: content.username, hours: String(content.validHours) };
      if (content.unsubscribeToken)
        params.unsubscribe_link = absolute(routeHref('unsubscribe', { mail: to }, { token: content.unsubscribeToken }));
      return { link: absolute(`${authApi.confirm.path}?${query.toString()}`), params };
    }
    case 'signin_link':
      return {
        link: absolute(
          routeHref(
            'login',
            {},
            { username: content.username, token: content.token, ref: routeHref('reset_password') },
          ),
        ),
        params: { username: content.username, minutes: String(content.validMinutes) },
      };
    case 'invitation':
      return {
        link: absolute(routeHref('accept_invite', { antk: content.antk })),
        params: {
          company: content.company,
          signup_link: absolute(routeHref('signup', {}, { antk: content.antk, email: to })),
        },
      };
    case 'access_request':
      return {
        link: absolute(routeHref('authorize_user', { aid: content.aid, uid: content.uid, tok: content.tok })),
        params: { company: content.company, username: content.username, email: content.email },
      };
    case 'email_change_confirmation':
      // The profile page sends the token with the session: signing in comes first when there is none.
      return {
        link: absolute(routeHref('profile', {}, { mail_token: content.token })),
        params: { username: content.username, email: content.email, hours: String(content.validHours) },
      };
    case 'email_change_notice':
      return {
        link: absolute(routeHref('profile')),
        params: { username: content.username, email: content.email, hours: String(content.validHours) },
      };
    case 'new_opportunity':
      return {
        link: absolute(routeHref('opportunities')),
        params: { company: content.company, project: content.project, until: content.until },
      };
    case 'ticket_reply':
      return {
        link: absolute(routeHref('ticket', { id: content.ticketId })),
        params: { company: content.company, ticket: String(content.ticketId), titolo: content.titolo },
      };
    case 'offer':
      return {
        link: absolute(routeHref('confirm_offer', { id: content.offerId })),
        params: {
          company: content.company,
          offer: String(content.offerId),
          titolo: content.titolo,
          sender: content.sender,
        },
      };
    case 'payment_reminder_before':
    case 'payment_reminder_after':
      return {
        link: absolute(routeHref('invoices')),
        params: { company: content.company, invoice: content.invoiceNr, amount: content.amount, due: content.dueDate },
      };
    case 'request_decided':
      return {
        link: absolute(routeHref(decisionRoute(content))),
        params: { company: content.company },
      };
    case 'ticket_customer_activity':
      return {
        link: absolute(routeHref('staff_ticket', { id: content.ticketId })),
        params: {
          company: content.company,
          ticket: String(content.ticketId),
          titolo: content.titolo,
          author: content.author,
        },
      };
  }
}

/** Where a decided request's mail leads: the changed profile, the partner statement, else the dashboard. */
function decisionRoute(content: Extract<MailContent, { template: 'request_decided' }>) {
  if (content.request === 'commission_requests') return 'account_movements';
  return content.accepted && content.request === 'billing_changes' ? 'company' : 'dashboard';
}

/** request_decided's words: the request, the outcome, and what it changed or why it was refused. */
function decisionParams(
  texts: LanguageTexts,
  content: Extract<MailContent, { template: 'request_decided' }>,
  params: Params,
): Params {
  const { request, accepted_line, rejected_line } = texts.requests[content.request];
  const detail = content.accepted
    ? accepted_line
    : [texts.decisions.reason_line, rejected_line].filter(Boolean).join(' ');
  const values = {
    ...params,
    reason: content.reason ?? '',
    mode: content.mode ?? '',
    amount: content.amount ?? '',
    credit: content.credit ? texts.credits[content.credit] : '',
    paid_on: content.paidOn ?? '',
  };
  return {
    request: fill(request, values),
    outcome: content.accepted ? texts.decisions.accepted : texts.decisions.rejected,
    detail_line: fill(detail, values),
  };
}

const fill = (template: string, params: Params) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const fillHtml = (template: string, params: Params) =>
  escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return name.endsWith('_link') ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  });

/** A mail in plain text and simple HTML; every value is escaped in the HTML part. */
export function renderMail(
  to: string,
  content: MailContent,
  { brand, baseUrl, language }: RenderContext,
): RenderedMail {
  const texts = TEXTS[language];
  const t = texts.templates[content.template];
  const { link, params: own } = linkAndParams(to, content, baseUrl);
  const events =
    content.template === 'ticket_customer_activity' ? texts.ticketEvents[content.opened ? 'opened' : 'replied'] : {};
  const base: Params = { brand: brand.name, support: brand.support_email ?? '', ...own, ...events };
  const params: Params =
    content.template === 'request_decided' ? { ...base, ...decisionParams(texts, content, base) } : base;

  const footer = [
    texts.footer,
    ...(brand.support_email ? [texts.support] : []),
    ...(params.unsubscribe_link ? [texts.unsubscribe] : []),
  ];
  // One line, whatever a company name holds.
  const subject = `${fill(t.subject, params)} — ${brand.name}`.replace(/[\r\n\t]+/g, ' ');
  const text = [
    fill(t.greeting, params),
    '',
    ...t.lines.map((l) => fill(l, params)),
    '',
    `${t.action}:`,
    link,
    '',
    ...t.after.map((l) => fill(l, params)),
    '',
    '-- ',
    ...footer.map((l) => fill(l, params)),
    '',
  ].join('\n');

  const color = escapeHtml(brand.primary_color);
  const paragraph = (inner: string, style = '') => `<p style="margin:0 0 14px;${style}">${inner}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    paragraph(escapeHtml(brand.name), `font-size:18px;font-weight:bold;color:${color}`),
    paragraph(fillHtml(t.greeting, params)),
    ...t.lines.map((l) => paragraph(fillHtml(l, params))),
    paragraph(
      `<a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.action)}</a>`,
    ),
    paragraph(
      `${escapeHtml(texts.copyHint)}<br><a href="${escapeHtml(link)}" style="word-break:break-all">${escapeHtml(link)}</a>`,
      'font-size:13px;color:#57606a',
    ),
    ...t.after.map((l) => paragraph(fillHtml(l, params))),
    '<hr style="border:none;border-top:1px solid #d0d7de;margin:20px 0">',
    paragraph(footer.map((l) => fillHtml(l, params)).join('<br>'), 'font-size:12px;color:#57606a'),
    '</div></body></html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
