import type { Language } from '@sportello/domain';

/**
 * The demo customer contract: a plausible, clearly fictitious text in the
 * four languages, filled in with the billing entity's name, seat and court.
 * A real provider replaces the rows of the `terms` table with its own.
 */
export interface TermsParty {
  ragione_sociale: string;
  indirizzo: string;
  cap: string;
  citta: string;
  /** Where disputes go: the billing entity's seat. */
  foro: string;
  support_email: string;
}

interface Texts {
  titolo: string;
  intro: string;
  articles: [string, string][];
  demo: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function texts(lang: Language, p: TermsParty): Texts {
  const seat = `${p.indirizzo}, ${p.cap} ${p.citta}`;
  switch (lang) {
    case 'it':
      return {
        titolo: `Condizioni generali di contratto – ${p.ragione_sociale}`,
        intro: `Le presenti condizioni regolano la fornitura dei servizi di hosting, cloud, registrazione di domini, posta elettronica e posta certificata da parte di ${p.ragione_sociale}, con sede in ${seat} (il «Fornitore»), al cliente che le accetta nell'area riservata (il «Cliente»).`,
        articles: [
          [
            'Oggetto',
            "Il Fornitore mette a disposizione del Cliente i servizi scelti nell'area riservata, con le caratteristiche descritte nelle schede prodotto e nel listino in vigore al momento dell'ordine.",
          ],
          [
            'Attivazione',
            "I servizi sono attivati dopo l'approvazione dell'account e il pagamento del corrispettivo. Il Cliente garantisce che i dati di fatturazione forniti sono veritieri e si impegna a mantenerli aggiornati.",
          ],
          [
            'Corrispettivi e pagamento',
            "I corrispettivi sono quelli del listino, al netto di IVA. Le fatture si pagano con i metodi indicati nell'area riservata entro la scadenza indicata; in caso di ritardo il Fornitore può sospendere i servizi dopo un preavviso.",
          ],
          [
            'Durata e rinnovo',
            "Ogni servizio ha la durata scelta all'ordine e si rinnova automaticamente per un periodo uguale, salvo disdetta dall'area riservata prima della scadenza.",
          ],
          [
            'Obblighi del Cliente',
            "Il Cliente custodisce le proprie credenziali, usa i servizi nel rispetto della legge e non vi pubblica contenuti illeciti; risponde dell'operato degli utenti a cui dà accesso.",
          ],
          [
            'Livelli di servizio e responsabilità',
            'Il Fornitore si impegna a garantire la disponibilità dei servizi secondo gli SLA pubblicati. Salvo dolo o colpa grave, la responsabilità del Fornitore è limitata ai corrispettivi pagati negli ultimi dodici mesi.',
          ],
          [
            'Recesso',
            "Il Cliente può recedere in ogni momento disdicendo i servizi dall'area riservata; restano dovuti i corrispettivi dei periodi già iniziati.",
          ],
          [
            'Dati personali',
            "Il Fornitore tratta i dati personali del Cliente come descritto nell'informativa privacy; per i dati che il Cliente tratta con i servizi, il Fornitore agisce come responsabile del trattamento.",
          ],
          [
            'Legge applicabile e foro',
            `Il contratto è regolato dalla legge del paese del Fornitore. Per ogni controversia è competente il foro di ${p.foro}. Per domande: ${p.support_email}.`,
          ],
        ],
        demo: 'Testo dimostrativo di un fornitore immaginario: non ha valore contrattuale.',
      };
    case 'en':
      return {
        titolo: `General terms and conditions – ${p.ragione_sociale}`,
        intro: `These terms govern the hosting, cloud, domain registration, e-mail and certified e-mail services that ${p.ragione_sociale}, with registered office at ${seat} (the "Provider"), supplies to the customer who accepts them in the reserved area (the "Customer").`,
        articles: [
          [
            'Subject',
            'The Provider makes available to the Customer the services chosen in the reserved area, as described in the product sheets and in the price list in force when ordering.',
          ],
          [
            'Activation',
            'Services are activated once the account is approved and the price is paid. The Customer warrants that the billing data given are true and undertakes to keep them up to date.',
          ],
          [
            'Prices and payment',
            'Prices are those of the price list, VAT excluded. Invoices are paid with the methods offered in the reserved area by their due date; after a late payment the Provider may suspend the services with notice.',
          ],
          [
            'Term and renewal',
            'Each service lasts for the period chosen when ordering and renews automatically for the same period unless cancelled in the reserved area before it ends.',
          ],
          [
            'Customer obligations',
            'The Customer keeps their credentials safe, uses the services lawfully and publishes no unlawful content; the Customer is responsible for the users they give access to.',
          ],
          [
            'Service levels and liability',
            "The Provider undertakes to keep the services available as set out in the published SLA. Save for wilful misconduct or gross negligence, the Provider's liability is limited to the amounts paid in the last twelve months.",
          ],
          [
            'Withdrawal',
            'The Customer may withdraw at any time by cancelling the services in the reserved area; amounts for periods already begun remain due.',
          ],
          [
            'Personal data',
            "The Provider processes the Customer's personal data as described in the privacy notice; for the data the Customer processes with the services, the Provider acts as processor.",
          ],
          [
            'Governing law and jurisdiction',
            `The contract is governed by the law of the Provider's country. The courts of ${p.foro} have jurisdiction over any dispute. Questions: ${p.support_email}.`,
          ],
        ],
        demo: 'Demonstration text of a fictitious provider: it has no contractual value.',
      };
    case 'de':
      return {
        titolo: `Allgemeine Geschäftsbedingungen – ${p.ragione_sociale}`,
        intro: `Diese Bedingungen regeln die Hosting-, Cloud-, Domainregistrierungs-, E-Mail- und zertifizierten E-Mail-Dienste, die ${p.ragione_sociale} mit Sitz in ${seat} (der «Anbieter») dem Kunden erbringt, der sie im geschützten Bereich annimmt (der «Kunde»).`,
        articles: [
          [
            'Gegenstand',
            'Der Anbieter stellt dem Kunden die im geschützten Bereich gewählten Dienste gemäss den Produktbeschreibungen und der bei der Bestellung gültigen Preisliste zur Verfügung.',
          ],
          [
            'Aktivierung',
            'Die Dienste werden nach der Freigabe des Kontos und der Zahlung aktiviert. Der Kunde sichert zu, dass seine Rechnungsdaten wahr sind, und hält sie aktuell.',
          ],
          [
            'Preise und Zahlung',
            'Es gelten die Preise der Preisliste, zuzüglich MwSt. Rechnungen werden mit den im geschützten Bereich angebotenen Methoden bis zur Fälligkeit bezahlt; bei Verzug kann der Anbieter die Dienste nach Ankündigung sperren.',
          ],
          [
            'Laufzeit und Verlängerung',
            'Jeder Dienst läuft für den bei der Bestellung gewählten Zeitraum und verlängert sich automatisch um denselben Zeitraum, sofern er nicht vor Ablauf im geschützten Bereich gekündigt wird.',
          ],
          [
            'Pflichten des Kunden',
            'Der Kunde bewahrt seine Zugangsdaten sicher auf, nutzt die Dienste rechtmässig und veröffentlicht keine rechtswidrigen Inhalte; er haftet für die Benutzer, denen er Zugang gewährt.',
          ],
          [
            'Service-Level und Haftung',
            'Der Anbieter gewährleistet die Verfügbarkeit gemäss den veröffentlichten SLA. Ausser bei Vorsatz oder grober Fahrlässigkeit ist die Haftung auf die in den letzten zwölf Monaten bezahlten Beträge beschränkt.',
          ],
          [
            'Kündigung',
            'Der Kunde kann jederzeit kündigen, indem er die Dienste im geschützten Bereich kündigt; Beträge für bereits begonnene Zeiträume bleiben geschuldet.',
          ],
          [
            'Personendaten',
            'Der Anbieter bearbeitet die Personendaten des Kunden gemäss der Datenschutzerklärung; für Daten, die der Kunde mit den Diensten bearbeitet, ist der Anbieter Auftragsbearbeiter.',
          ],
          [
            'Anwendbares Recht und Gerichtsstand',
            `Es gilt das Recht des Landes des Anbieters. Gerichtsstand ist ${p.foro}. Fragen: ${p.support_email}.`,
          ],
        ],
        demo: 'Demonstrationstext eines fiktiven Anbieters: ohne Vertragswert.',
      };
    case 'fr':
      return {
        titolo: `Conditions générales de contrat – ${p.ragione_sociale}`,
        intro: `Les présentes conditions régissent la fourniture des services d'hébergement, de cloud, d'enregistrement de domaines, de messagerie et de courrier certifié par ${p.ragione_sociale}, dont le siège est ${seat} (le « Fournisseur »), au client qui les accepte dans l'espace réservé (le « Client »).`,
        articles: [
          [
            'Objet',
            "Le Fournisseur met à la disposition du Client les services choisis dans l'espace réservé, tels que décrits dans les fiches produit et dans le tarif en vigueur au moment de la commande.",
          ],
          [
            'Activation',
            "Les services sont activés après l'approbation du compte et le paiement du prix. Le Client garantit l'exactitude de ses données de facturation et s'engage à les tenir à jour.",
          ],
          [
            'Prix et paiement',
            "Les prix sont ceux du tarif, hors TVA. Les factures se paient avec les moyens proposés dans l'espace réservé avant leur échéance ; en cas de retard, le Fournisseur peut suspendre les services après préavis.",
          ],
          [
            'Durée et renouvellement',
            "Chaque service a la durée choisie à la commande et se renouvelle automatiquement pour la même durée, sauf résiliation dans l'espace réservé avant l'échéance.",
          ],
          [
            'Obligations du Client',
            "Le Client garde ses identifiants en sécurité, utilise les services dans le respect de la loi et n'y publie aucun contenu illicite ; il répond des utilisateurs auxquels il donne accès.",
          ],
          [
            'Niveaux de service et responsabilité',
            'Le Fournisseur garantit la disponibilité des services selon les SLA publiés. Sauf dol ou faute grave, sa responsabilité est limitée aux montants payés au cours des douze derniers mois.',
          ],
          [
            'Résiliation',
            "Le Client peut résilier à tout moment en résiliant les services dans l'espace réservé ; les montants des périodes déjà commencées restent dus.",
          ],
          [
            'Données personnelles',
            'Le Fournisseur traite les données personnelles du Client comme décrit dans la politique de confidentialité ; pour les données que le Client traite avec les services, le Fournisseur agit en tant que sous-traitant.',
          ],
          [
            'Droit applicable et for',
            `Le contrat est régi par le droit du pays du Fournisseur. Le for est à ${p.foro}. Questions : ${p.support_email}.`,
          ],
        ],
        demo: "Texte de démonstration d'un fournisseur fictif : il n'a aucune valeur contractuelle.",
      };
  }
}

/** Title and HTML body of the demo contract in one language. */
export function demoTerms(lang: Language, party: TermsParty): { titolo: string; testo: string } {
  const t = texts(lang, party);
  const articles = t.articles
    .map(([heading, body], i) => `<h2>${i + 1}. ${esc(heading)}</h2>\n<p>${esc(body)}</p>`)
    .join('\n');
  return {
    titolo: t.titolo,
    testo: `<p><em>${esc(t.demo)}</em></p>\n<p>${esc(t.intro)}</p>\n${articles}\n`,
  };
}
