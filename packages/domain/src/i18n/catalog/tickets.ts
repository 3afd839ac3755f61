import { defineCatalog } from './define-catalog.ts';

/** Support tickets (spec 3 §5, §6, §8): messages of the server and the ticket schemas. */
export const ticketsMessages = defineCatalog({
  it: {
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
  },
  en: {
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
  },
  de: {
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
  },
  fr: {
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
  },
});
