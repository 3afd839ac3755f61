import type { Language } from '@sportello/domain';

/** The demo partner-programme contract (terms.tipo 'partner'): short, plausible, clearly fictitious. */
const TEXTS: Record<Language, { titolo: string; demo: string; articles: [string, string][] }> = {
  it: {
    titolo: 'Contratto del programma partner',
    demo: 'Testo dimostrativo di un fornitore immaginario: non ha valore contrattuale.',
    articles: [
      [
        'Oggetto',
        'Il partner rivende i servizi del fornitore ai propri clienti, a proprio nome (white label) o presentandoli al fornitore (freelance).',
      ],
      [
        'Sconti e provvigioni',
        'Il partner ottiene lo sconto del proprio livello sul listino; sulle vendite presentate matura provvigioni liquidate in fattura o su richiesta.',
      ],
      [
        'Impegni del partner',
        "Il partner assiste i propri clienti in prima battuta e mantiene aggiornate le proprie competenze nell'area riservata.",
      ],
      [
        'Durata',
        'Il contratto dura un anno e si rinnova tacitamente; ciascuna parte può recedere con 30 giorni di preavviso.',
      ],
    ],
  },
  en: {
    titolo: 'Partner programme contract',
    demo: 'Sample text of a made-up provider: it has no contractual value.',
    articles: [
      [
        'Subject',
        "The partner resells the provider's services to its own customers, under its own name (white label) or by introducing them to the provider (freelance).",
      ],
      [
        'Discounts and commissions',
        "The partner gets its level's discount on the price list; introduced sales earn commissions, paid on invoice or on request.",
      ],
      [
        'Partner commitments',
        'The partner gives its customers first-line support and keeps its skills up to date in the reserved area.',
      ],
      ['Term', "The contract lasts one year and renews tacitly; either party may withdraw with 30 days' notice."],
    ],
  },
  de: {
    titolo: 'Vertrag des Partnerprogramms',
    demo: 'Mustertext eines erfundenen Anbieters: ohne Vertragswert.',
    articles: [
      [
        'Gegenstand',
        'Der Partner verkauft die Dienste des Anbieters an eigene Kunden weiter, unter eigenem Namen (White Label) oder indem er sie dem Anbieter vermittelt (Freelance).',
      ],
      [
        'Rabatte und Provisionen',
        'Der Partner erhält den Rabatt seiner Stufe auf die Preisliste; vermittelte Verkäufe ergeben Provisionen, ausbezahlt per Rechnung oder auf Anfrage.',
      ],
      [
        'Pflichten des Partners',
        'Der Partner betreut seine Kunden im First-Level-Support und hält seine Kompetenzen im Kundenbereich aktuell.',
      ],
      [
        'Dauer',
        'Der Vertrag läuft ein Jahr und verlängert sich stillschweigend; jede Partei kann mit 30 Tagen Frist kündigen.',
      ],
    ],
  },
  fr: {
    titolo: 'Contrat du programme partenaire',
    demo: "Texte d'exemple d'un fournisseur fictif : sans valeur contractuelle.",
    articles: [
      [
        'Objet',
        'Le partenaire revend les services du fournisseur à ses propres clients, sous son nom (marque blanche) ou en les présentant au fournisseur (freelance).',
      ],
      [
        'Remises et commissions',
        'Le partenaire obtient la remise de son niveau sur la liste de prix ; les ventes présentées donnent des commissions, versées sur facture ou sur demande.',
      ],
      [
        'Engagements du partenaire',
        "Le partenaire assure le support de premier niveau de ses clients et tient ses compétences à jour dans l'espace réservé.",
      ],
      [
        'Durée',
        'Le contrat dure un an et se renouvelle tacitement ; chaque partie peut résilier avec 30 jours de préavis.',
      ],
    ],
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function demoPartnerContract(lang: Language, issuer: string): { titolo: string; testo: string } {
  const t = TEXTS[lang];
  const articles = t.articles.map(([h, b], i) => `<h2>${i + 1}. ${esc(h)}</h2>\n<p>${esc(b)}</p>`).join('\n');
  return { titolo: `${t.titolo} – ${issuer}`, testo: `<p><em>${esc(t.demo)}</em></p>\n${articles}\n` };
}
