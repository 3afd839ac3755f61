import { defineCatalog } from './define-catalog.ts';

/** Become partner and projects (spec 3 §2, §5): messages of the server and the shared schemas. */
export const partnerProjectMessages = defineCatalog({
  it: {
    'partner.requested': 'Richiesta inviata: il nostro ufficio commerciale ti contatterà al più presto.',
    'partner.already_requested':
      'Hai già una richiesta in attesa: il nostro ufficio commerciale ti contatterà al più presto.',
    'projects.saved': 'Progetto inviato alla rete dei partner',
    'projects.skills_required': 'Seleziona almeno una skill',
    'projects.authorization_required': "Per inviare il progetto è necessaria l'autorizzazione",
    'projects.budget_number': "L'importo è un numero, senza separatori delle migliaia (per esempio 2500 o 2500.50)",
    'projects.budget_range': 'Indica un importo tra 0 e 10.000.000',
  },
  en: {
    'partner.requested': 'Request sent: our sales team will contact you shortly.',
    'partner.already_requested': 'You already have a pending request: our sales team will contact you shortly.',
    'projects.saved': 'Project sent to the partner network',
    'projects.skills_required': 'Select at least one skill',
    'projects.authorization_required': 'Your authorisation is needed to send the project',
    'projects.budget_number': 'The amount is a number, without thousands separators (for example 2500 or 2500.50)',
    'projects.budget_range': 'Enter an amount between 0 and 10,000,000',
  },
  de: {
    'partner.requested': 'Anfrage gesendet: Unser Verkaufsteam meldet sich in Kürze bei Ihnen.',
    'partner.already_requested':
      'Sie haben bereits eine offene Anfrage: Unser Verkaufsteam meldet sich in Kürze bei Ihnen.',
    'projects.saved': 'Projekt an das Partnernetzwerk gesendet',
    'projects.skills_required': 'Wählen Sie mindestens einen Skill',
    'projects.authorization_required': 'Zum Senden des Projekts ist Ihre Zustimmung erforderlich',
    'projects.budget_number': 'Der Betrag ist eine Zahl ohne Tausendertrennzeichen (zum Beispiel 2500 oder 2500.50)',
    'projects.budget_range': 'Geben Sie einen Betrag zwischen 0 und 10.000.000 an',
  },
  fr: {
    'partner.requested': 'Demande envoyée : notre service commercial vous contactera rapidement.',
    'partner.already_requested':
      'Vous avez déjà une demande en attente : notre service commercial vous contactera rapidement.',
    'projects.saved': 'Projet envoyé au réseau de partenaires',
    'projects.skills_required': 'Sélectionnez au moins une compétence',
    'projects.authorization_required': 'Votre autorisation est nécessaire pour envoyer le projet',
    'projects.budget_number': 'Le montant est un nombre, sans séparateur de milliers (par exemple 2500 ou 2500.50)',
    'projects.budget_range': 'Indiquez un montant entre 0 et 10 000 000',
  },
});
