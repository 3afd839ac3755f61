import { defineCatalog } from './define-catalog.ts';

/** Products and renewals (spec 2 §4, §5, §6, §8): messages of the server, the renewal schemas and the products page. */
export const productsMessages = defineCatalog({
  it: {
    'products.not_found': 'Errore: Prodotto non trovato',
    'products.renewal_not_allowed':
      'Non hai i permessi per modificare il rinnovo o disdire i prodotti. Richiedili ad un utente amministratore',
    'products.renew_not_allowed':
      'Non hai i permessi per rinnovare o riattivare i prodotti. Richiedili ad un utente amministratore',
    'products.reason_required': 'Indica il motivo della disdetta',
    'products.one_off': 'Prodotto una tantum: nessun rinnovo da modificare',
    'products.unpaid_renewal': 'Il rinnovo di questo prodotto non è ancora stato pagato',
    'products.trial_ended': 'Il periodo di prova è terminato',
    'products.expired': "Prodotto scaduto: per modificarlo apri un ticket all'assistenza clienti",
    'products.not_on_request_billing': 'Il rinnovo su richiesta non è disponibile per questa azienda',
    'products.change_failed':
      "Non è stato possibile completare l'operazione. Riprova più tardi o apri un ticket all'assistenza clienti",
    'products.change_done': 'Operazione completata',
    'products.reason.cambio_agenzia': 'Cambio di agenzia',
    'products.reason.cambio_agenzia_reseller': 'Il cliente finale ha cambiato fornitore',
    'products.reason.chiusura_attivita': 'Chiusura attività',
    'products.reason.gestione_interna': 'Gestione interna',
    'products.reason.non_utilizzo': 'Non utilizzo',
    'products.reason.costo': 'Costo',
    'products.reason.problemi_tecnici': 'Problemi tecnici',
    'products.reason.supporto_scarso': 'Supporto scarso',
  },
  en: {
    'products.not_found': 'Error: Product not found',
    'products.renewal_not_allowed':
      'You do not have permission to change renewals or cancel products. Ask an administrator user for it',
    'products.renew_not_allowed':
      'You do not have permission to renew or reactivate products. Ask an administrator user for it',
    'products.reason_required': 'Give the reason for cancelling',
    'products.one_off': 'One-off product: no renewal to change',
    'products.unpaid_renewal': 'The renewal of this product has not been paid yet',
    'products.trial_ended': 'The trial period has ended',
    'products.expired': 'Expired product: to change it, open a ticket with customer support',
    'products.not_on_request_billing': 'Renewal on request is not available for this company',
    'products.change_failed':
      'The operation could not be completed. Try again later or open a ticket with customer support',
    'products.change_done': 'Operation completed',
    'products.reason.cambio_agenzia': 'Change of agency',
    'products.reason.cambio_agenzia_reseller': 'The end customer changed supplier',
    'products.reason.chiusura_attivita': 'Business closure',
    'products.reason.gestione_interna': 'Managed internally',
    'products.reason.non_utilizzo': 'Not used',
    'products.reason.costo': 'Cost',
    'products.reason.problemi_tecnici': 'Technical problems',
    'products.reason.supporto_scarso': 'Poor support',
  },
  de: {
    'products.not_found': 'Fehler: Produkt nicht gefunden',
    'products.renewal_not_allowed':
      'Sie haben keine Berechtigung, Verlängerungen zu ändern oder Produkte zu kündigen. Fragen Sie einen Administrator danach',
    'products.renew_not_allowed':
      'Sie haben keine Berechtigung, Produkte zu verlängern oder zu reaktivieren. Fragen Sie einen Administrator danach',
    'products.reason_required': 'Geben Sie den Kündigungsgrund an',
    'products.one_off': 'Einmaliges Produkt: keine Verlängerung zu ändern',
    'products.unpaid_renewal': 'Die Verlängerung dieses Produkts ist noch nicht bezahlt',
    'products.trial_ended': 'Der Testzeitraum ist abgelaufen',
    'products.expired': 'Abgelaufenes Produkt: Um es zu ändern, eröffnen Sie ein Ticket beim Kundendienst',
    'products.not_on_request_billing': 'Die Verlängerung auf Anfrage ist für dieses Unternehmen nicht verfügbar',
    'products.change_failed':
      'Der Vorgang konnte nicht abgeschlossen werden. Versuchen Sie es später erneut oder eröffnen Sie ein Ticket beim Kundendienst',
    'products.change_done': 'Vorgang abgeschlossen',
    'products.reason.cambio_agenzia': 'Agenturwechsel',
    'products.reason.cambio_agenzia_reseller': 'Der Endkunde hat den Anbieter gewechselt',
    'products.reason.chiusura_attivita': 'Geschäftsaufgabe',
    'products.reason.gestione_interna': 'Interne Verwaltung',
    'products.reason.non_utilizzo': 'Keine Nutzung',
    'products.reason.costo': 'Kosten',
    'products.reason.problemi_tecnici': 'Technische Probleme',
    'products.reason.supporto_scarso': 'Unzureichender Support',
  },
  fr: {
    'products.not_found': 'Erreur : produit introuvable',
    'products.renewal_not_allowed':
      "Vous n'avez pas l'autorisation de modifier les renouvellements ou de résilier les produits. Demandez-la à un utilisateur administrateur",
    'products.renew_not_allowed':
      "Vous n'avez pas l'autorisation de renouveler ou de réactiver les produits. Demandez-la à un utilisateur administrateur",
    'products.reason_required': 'Indiquez le motif de la résiliation',
    'products.one_off': 'Produit ponctuel : aucun renouvellement à modifier',
    'products.unpaid_renewal': "Le renouvellement de ce produit n'a pas encore été payé",
    'products.trial_ended': "La période d'essai est terminée",
    'products.expired': 'Produit expiré : pour le modifier, ouvrez un ticket auprès du service client',
    'products.not_on_request_billing': "Le renouvellement sur demande n'est pas disponible pour cette entreprise",
    'products.change_failed':
      "L'opération n'a pas pu être effectuée. Réessayez plus tard ou ouvrez un ticket auprès du service client",
    'products.change_done': 'Opération terminée',
    'products.reason.cambio_agenzia': "Changement d'agence",
    'products.reason.cambio_agenzia_reseller': 'Le client final a changé de fournisseur',
    'products.reason.chiusura_attivita': "Fermeture de l'activité",
    'products.reason.gestione_interna': 'Gestion interne',
    'products.reason.non_utilizzo': 'Non utilisé',
    'products.reason.costo': 'Coût',
    'products.reason.problemi_tecnici': 'Problèmes techniques',
    'products.reason.supporto_scarso': 'Support insuffisant',
  },
});
