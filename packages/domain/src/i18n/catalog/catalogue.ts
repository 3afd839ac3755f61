import { defineCatalog } from './define-catalog.ts';

/** Catalogue and price list (spec 2 §2, §5, §8): messages of the server, the markup schema and the catalog page. */
export const catalogueMessages = defineCatalog({
  it: {
    'catalogue.code_not_found': 'Codice prodotto {{code}} non trovato',
    'catalogue.category_not_found': 'Categoria non trovata',
    'catalogue.customer_not_found': 'Cliente non trovato',
    'catalogue.markup_required': 'Indica il ricarico',
    'catalogue.markup_integer': 'Il ricarico è un numero intero',
    'catalogue.markup_range': 'Indica un ricarico tra 0 e 1000',
    'catalogue.markup_not_allowed':
      'Non hai i permessi per modificare i ricarichi. Richiedili ad un utente amministratore',
    'catalogue.markup_saved': 'Ricarico salvato',
  },
  en: {
    'catalogue.code_not_found': 'Product code {{code}} not found',
    'catalogue.category_not_found': 'Category not found',
    'catalogue.customer_not_found': 'Customer not found',
    'catalogue.markup_required': 'Enter the markup',
    'catalogue.markup_integer': 'The markup is a whole number',
    'catalogue.markup_range': 'Enter a markup between 0 and 1000',
    'catalogue.markup_not_allowed': 'You do not have permission to change markups. Ask an administrator user for it',
    'catalogue.markup_saved': 'Markup saved',
  },
  de: {
    'catalogue.code_not_found': 'Produktcode {{code}} nicht gefunden',
    'catalogue.category_not_found': 'Kategorie nicht gefunden',
    'catalogue.customer_not_found': 'Kunde nicht gefunden',
    'catalogue.markup_required': 'Geben Sie den Aufschlag an',
    'catalogue.markup_integer': 'Der Aufschlag ist eine ganze Zahl',
    'catalogue.markup_range': 'Geben Sie einen Aufschlag zwischen 0 und 1000 an',
    'catalogue.markup_not_allowed':
      'Sie haben keine Berechtigung, Aufschläge zu ändern. Fragen Sie einen Administrator danach',
    'catalogue.markup_saved': 'Aufschlag gespeichert',
  },
  fr: {
    'catalogue.code_not_found': 'Code produit {{code}} introuvable',
    'catalogue.category_not_found': 'Catégorie introuvable',
    'catalogue.customer_not_found': 'Client introuvable',
    'catalogue.markup_required': 'Indiquez la marge',
    'catalogue.markup_integer': 'La marge est un nombre entier',
    'catalogue.markup_range': 'Indiquez une marge entre 0 et 1000',
    'catalogue.markup_not_allowed':
      "Vous n'avez pas l'autorisation de modifier les marges. Demandez-la à un utilisateur administrateur",
    'catalogue.markup_saved': 'Marge enregistrée',
  },
});
