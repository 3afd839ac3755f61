import { defineCatalog } from './define-catalog.ts';

/** Transfer data forms of a concluded order (spec 2 §7, §8): validation and server messages. */
export const transferMessages = defineCatalog({
  it: {
    'transfers.validation.choice': 'Seleziona una delle opzioni',
    'transfers.validation.authcode': "Indica l'AuthCode fornito dal registrar attuale",
    'transfers.validation.mailboxes': 'Indica almeno una casella da trasferire',
    'transfers.order_not_found': 'Errore: Ordine non trovato',
    'transfers.product_not_found': 'Errore: Prodotto non trovato',
    'transfers.order_not_concluded': "I dati si possono inviare solo quando l'ordine è concluso",
    'transfers.nothing_missing': 'I dati di questo prodotto sono già stati inviati',
  },
  en: {
    'transfers.validation.choice': 'Choose one of the options',
    'transfers.validation.authcode': 'Enter the AuthCode given by the current registrar',
    'transfers.validation.mailboxes': 'Enter at least one mailbox to transfer',
    'transfers.order_not_found': 'Error: Order not found',
    'transfers.product_not_found': 'Error: Product not found',
    'transfers.order_not_concluded': 'The data can be sent only once the order is concluded',
    'transfers.nothing_missing': 'The data of this product has already been sent',
  },
  de: {
    'transfers.validation.choice': 'Wählen Sie eine der Optionen',
    'transfers.validation.authcode': 'Geben Sie den AuthCode des bisherigen Registrars an',
    'transfers.validation.mailboxes': 'Geben Sie mindestens ein zu übertragendes Postfach an',
    'transfers.order_not_found': 'Fehler: Bestellung nicht gefunden',
    'transfers.product_not_found': 'Fehler: Produkt nicht gefunden',
    'transfers.order_not_concluded': 'Die Daten können erst gesendet werden, wenn die Bestellung abgeschlossen ist',
    'transfers.nothing_missing': 'Die Daten dieses Produkts wurden bereits gesendet',
  },
  fr: {
    'transfers.validation.choice': 'Choisissez une des options',
    'transfers.validation.authcode': "Indiquez l'AuthCode fourni par le registraire actuel",
    'transfers.validation.mailboxes': 'Indiquez au moins une boîte à transférer',
    'transfers.order_not_found': 'Erreur : commande introuvable',
    'transfers.product_not_found': 'Erreur : produit introuvable',
    'transfers.order_not_concluded': 'Les données ne peuvent être envoyées qu’une fois la commande conclue',
    'transfers.nothing_missing': 'Les données de ce produit ont déjà été envoyées',
  },
});
