import { defineCatalog } from './define-catalog.ts';

/** Support tickets (spec 3 §5, §6, §8): messages of the server and the ticket schemas. */
export const ticketsMessages = defineCatalog({
  it: {
    'tickets.document_not_found': "L'offerta o la fattura indicata non è dell'azienda del ticket",
    'tickets.not_found': 'Ticket non trovato',
    'tickets.product_required': 'Seleziona il prodotto a cui si riferisce la richiesta',
    'tickets.product_not_found': 'Prodotto non trovato',
    'tickets.closed': 'Il ticket è chiuso: non è possibile rispondere',
    'tickets.attachment_too_large': 'Allegato troppo grande (massimo 2 MB per file)',
    'tickets.attachment_unreadable': 'Allegato non leggibile',
    'tickets.too_many_attachments': 'Puoi allegare al massimo 3 file',
    'tickets.attachment_type':
      'Tipo di file non ammesso: sono accettati PDF, immagini (PNG, JPEG, GIF, WebP), ZIP e testo',
    'tickets.attachment_not_found': 'Allegato non trovato',
    'tickets.staff_only': 'Riservato agli operatori',
    'tickets.urgent_needs_billing':
      'Un ticket urgente è a pagamento: può aprirlo per il cliente solo un operatore che gestisce la fatturazione',
    'tickets.ticket_attachments_full': 'Questo ticket ha raggiunto il limite di 20 MB di allegati',
    'tickets.company_attachments_full':
      'Lo spazio per gli allegati dei ticket della tua azienda (500 MB) è esaurito: invia il messaggio senza allegati',
  },
  en: {
    'tickets.document_not_found': "The offer or invoice named is not the ticket company's",
    'tickets.not_found': 'Ticket not found',
    'tickets.product_required': 'Select the product the request is about',
    'tickets.product_not_found': 'Product not found',
    'tickets.closed': 'The ticket is closed: replies are not possible',
    'tickets.attachment_too_large': 'Attachment too large (at most 2 MB per file)',
    'tickets.attachment_unreadable': 'Attachment cannot be read',
    'tickets.too_many_attachments': 'You can attach at most 3 files',
    'tickets.attachment_type': 'File type not allowed: PDF, images (PNG, JPEG, GIF, WebP), ZIP and text are accepted',
    'tickets.attachment_not_found': 'Attachment not found',
    'tickets.staff_only': 'Operators only',
    'tickets.urgent_needs_billing':
      'An urgent ticket is charged: only an operator who handles billing may open one for the customer',
    'tickets.ticket_attachments_full': 'This ticket has reached its limit of 20 MB of attachments',
    'tickets.company_attachments_full':
      "Your company's space for ticket attachments (500 MB) is used up: send the message without attachments",
  },
  de: {
    'tickets.document_not_found': 'Das angegebene Angebot oder die Rechnung gehört nicht zum Unternehmen des Tickets',
    'tickets.not_found': 'Ticket nicht gefunden',
    'tickets.product_required': 'Wählen Sie das Produkt, auf das sich die Anfrage bezieht',
    'tickets.product_not_found': 'Produkt nicht gefunden',
    'tickets.closed': 'Das Ticket ist geschlossen: Antworten sind nicht möglich',
    'tickets.attachment_too_large': 'Anhang zu groß (höchstens 2 MB pro Datei)',
    'tickets.attachment_unreadable': 'Anhang nicht lesbar',
    'tickets.too_many_attachments': 'Sie können höchstens 3 Dateien anhängen',
    'tickets.attachment_type':
      'Dateityp nicht zulässig: akzeptiert werden PDF, Bilder (PNG, JPEG, GIF, WebP), ZIP und Text',
    'tickets.attachment_not_found': 'Anhang nicht gefunden',
    'tickets.staff_only': 'Nur für Mitarbeitende des Supports',
    'tickets.urgent_needs_billing':
      'Ein dringendes Ticket ist kostenpflichtig: Nur Mitarbeitende mit Zugriff auf die Abrechnung dürfen es für den Kunden eröffnen',
    'tickets.ticket_attachments_full': 'Dieses Ticket hat die Grenze von 20 MB an Anhängen erreicht',
    'tickets.company_attachments_full':
      'Der Speicher für Ticket-Anhänge Ihres Unternehmens (500 MB) ist aufgebraucht: Senden Sie die Nachricht ohne Anhänge',
  },
  fr: {
    'tickets.document_not_found': "L'offre ou la facture indiquée n'appartient pas à l'entreprise du ticket",
    'tickets.not_found': 'Ticket introuvable',
    'tickets.product_required': 'Sélectionnez le produit concerné par la demande',
    'tickets.product_not_found': 'Produit introuvable',
    'tickets.closed': 'Le ticket est fermé\u00A0: impossible de répondre',
    'tickets.attachment_too_large': 'Pièce jointe trop volumineuse (2 Mo au maximum par fichier)',
    'tickets.attachment_unreadable': 'Pièce jointe illisible',
    'tickets.too_many_attachments': 'Vous pouvez joindre 3 fichiers au maximum',
    'tickets.attachment_type':
      'Type de fichier non autorisé\u00A0: PDF, images (PNG, JPEG, GIF, WebP), ZIP et texte sont acceptés',
    'tickets.attachment_not_found': 'Pièce jointe introuvable',
    'tickets.staff_only': 'Réservé aux opérateurs',
    'tickets.urgent_needs_billing':
      'Un ticket urgent est payant\u00A0: seul un opérateur chargé de la facturation peut l’ouvrir pour le client',
    'tickets.ticket_attachments_full': 'Ce ticket a atteint sa limite de 20 Mo de pièces jointes',
    'tickets.company_attachments_full':
      'L’espace de stockage des pièces jointes des tickets de votre entreprise (500 Mo) est épuisé\u00A0: envoyez le message sans pièce jointe',
  },
});
