import { defineCatalog } from './define-catalog.ts';

/** Alerts (spec 1 §3; spec 2 §4 'Pagamenti arretrati', trials): the persistent alerts the server derives. */
export const alertsMessages = defineCatalog({
  it: {
    'alerts.overdue.title': 'Pagamenti arretrati',
    'alerts.overdue.description': 'Fattura {{nr}}: {{amount}} scaduto il {{date}}. {{status}}',
    'alerts.trial.title': 'Periodo di prova in scadenza',
    'alerts.trial.renews': '{{product}}: prova fino al {{date}}. Si rinnova al termine della prova.',
    'alerts.trial.cancels': '{{product}}: prova fino al {{date}}. Disdetto al termine della prova.',
    'alerts.action.pay': 'Paga',
    'alerts.action.product': 'Vai al prodotto',
    'alerts.not_found': 'Avviso non trovato',
  },
  en: {
    'alerts.overdue.title': 'Overdue payments',
    'alerts.overdue.description': 'Invoice {{nr}}: {{amount}} due on {{date}}. {{status}}',
    'alerts.trial.title': 'Trial ending',
    'alerts.trial.renews': '{{product}}: trial until {{date}}. Renews at the end of the trial.',
    'alerts.trial.cancels': '{{product}}: trial until {{date}}. Cancelled at the end of the trial.',
    'alerts.action.pay': 'Pay',
    'alerts.action.product': 'Go to the product',
    'alerts.not_found': 'Alert not found',
  },
  de: {
    'alerts.overdue.title': 'Zahlungsrückstände',
    'alerts.overdue.description': 'Rechnung {{nr}}: {{amount}} fällig am {{date}}. {{status}}',
    'alerts.trial.title': 'Testzeitraum endet',
    'alerts.trial.renews': '{{product}}: Test bis {{date}}. Wird nach dem Test verlängert.',
    'alerts.trial.cancels': '{{product}}: Test bis {{date}}. Nach dem Test gekündigt.',
    'alerts.action.pay': 'Bezahlen',
    'alerts.action.product': 'Zum Produkt',
    'alerts.not_found': 'Hinweis nicht gefunden',
  },
  fr: {
    'alerts.overdue.title': 'Paiements en retard',
    'alerts.overdue.description': 'Facture {{nr}}\u00a0: {{amount}} échu le {{date}}. {{status}}',
    'alerts.trial.title': "Fin de la période d'essai",
    'alerts.trial.renews': "{{product}}\u00a0: essai jusqu'au {{date}}. Renouvelé à la fin de l'essai.",
    'alerts.trial.cancels': "{{product}}\u00a0: essai jusqu'au {{date}}. Résilié à la fin de l'essai.",
    'alerts.action.pay': 'Payer',
    'alerts.action.product': 'Voir le produit',
    'alerts.not_found': 'Alerte introuvable',
  },
});
