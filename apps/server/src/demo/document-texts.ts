import type { ContractType, DocumentSection, Language } from '@sportello/domain';

/**
 * The demo's useful documents, in four languages: what each billing entity
 * (BBW Italian, BSW Swiss) offers its companies. Files carry a few lines of
 * plausible, clearly fictitious content for their PDF.
 */
export interface DemoDocument {
  key: string;
  sezione: DocumentSection;
  /** Only for the companies of this billing entity; every entity when absent. */
  strid?: 'BBW' | 'BSW';
  reseller_only?: boolean;
  contract?: ContractType;
  texts: Record<Language, { nome: string; descrizione: string; body?: string[] }>;
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    key: 'condizioni-generali',
    sezione: 'contrattuali',
    contract: 'customer',
    texts: {
      it: { nome: 'Condizioni generali di contratto', descrizione: 'Le condizioni che regolano i servizi acquistati.' },
      en: { nome: 'General terms and conditions', descrizione: 'The terms that govern the services you buy.' },
      de: { nome: 'Allgemeine Geschäftsbedingungen', descrizione: 'Die Bedingungen für die gekauften Dienste.' },
      fr: {
        nome: 'Conditions générales de contrat',
        descrizione: 'Les conditions qui régissent les services achetés.',
      },
    },
  },
  {
    key: 'contratto-partner',
    sezione: 'contrattuali',
    contract: 'partner',
    reseller_only: true,
    texts: {
      it: { nome: 'Contratto del programma partner', descrizione: 'Sconti, provvigioni e impegni dei rivenditori.' },
      en: { nome: 'Partner programme contract', descrizione: 'Discounts, commissions and commitments of resellers.' },
      de: {
        nome: 'Vertrag des Partnerprogramms',
        descrizione: 'Rabatte, Provisionen und Pflichten der Wiederverkäufer.',
      },
      fr: {
        nome: 'Contrat du programme partenaire',
        descrizione: 'Remises, commissions et engagements des revendeurs.',
      },
    },
  },
  {
    key: 'sla',
    sezione: 'contrattuali',
    texts: {
      it: {
        nome: 'Livelli di servizio (SLA)',
        descrizione: 'Disponibilità garantita, tempi di intervento e rimborsi.',
        body: [
          'Disponibilità mensile garantita: 99,9% per hosting e cloud.',
          'Presa in carico dei ticket urgenti entro 1 ora lavorativa.',
          'In caso di mancato rispetto: credito del 10% del canone mensile per ogni 0,1% sotto soglia.',
        ],
      },
      en: {
        nome: 'Service levels (SLA)',
        descrizione: 'Guaranteed availability, response times and credits.',
        body: [
          'Guaranteed monthly availability: 99.9% for hosting and cloud.',
          'Urgent tickets taken in charge within 1 business hour.',
          'If missed: a credit of 10% of the monthly fee for every 0.1% below the threshold.',
        ],
      },
      de: {
        nome: 'Service Levels (SLA)',
        descrizione: 'Garantierte Verfügbarkeit, Reaktionszeiten und Gutschriften.',
        body: [
          'Garantierte monatliche Verfügbarkeit: 99,9 % für Hosting und Cloud.',
          'Dringende Tickets werden innerhalb von 1 Arbeitsstunde bearbeitet.',
          'Bei Unterschreitung: Gutschrift von 10 % der Monatsgebühr je 0,1 % unter dem Schwellenwert.',
        ],
      },
      fr: {
        nome: 'Niveaux de service (SLA)',
        descrizione: 'Disponibilité garantie, délais d’intervention et crédits.',
        body: [
          'Disponibilité mensuelle garantie : 99,9 % pour l’hébergement et le cloud.',
          'Prise en charge des tickets urgents en 1 heure ouvrée.',
          'En cas de manquement : crédit de 10 % de la redevance mensuelle par 0,1 % sous le seuil.',
        ],
      },
    },
  },
  {
    key: 'dpa',
    sezione: 'contrattuali',
    texts: {
      it: {
        nome: 'Accordo sul trattamento dei dati (DPA)',
        descrizione: 'La nomina del fornitore a responsabile del trattamento.',
        body: [
          'Il fornitore tratta i dati personali solo secondo le istruzioni del cliente.',
          'Misure di sicurezza: cifratura, backup giornalieri, accessi registrati.',
          'Sub-responsabili: datacenter in Italia e in Svizzera.',
        ],
      },
      en: {
        nome: 'Data processing agreement (DPA)',
        descrizione: 'The provider appointed as data processor.',
        body: [
          'The provider processes personal data only on the customer’s instructions.',
          'Security measures: encryption, daily backups, logged access.',
          'Sub-processors: data centres in Italy and Switzerland.',
        ],
      },
      de: {
        nome: 'Auftragsverarbeitungsvertrag (AVV)',
        descrizione: 'Der Anbieter als Auftragsverarbeiter.',
        body: [
          'Der Anbieter verarbeitet personenbezogene Daten nur nach Weisung des Kunden.',
          'Sicherheitsmassnahmen: Verschlüsselung, tägliche Backups, protokollierte Zugriffe.',
          'Unterauftragsverarbeiter: Rechenzentren in Italien und der Schweiz.',
        ],
      },
      fr: {
        nome: 'Accord de traitement des données (DPA)',
        descrizione: 'Le fournisseur désigné sous-traitant des données.',
        body: [
          'Le fournisseur traite les données personnelles uniquement sur instruction du client.',
          'Mesures de sécurité : chiffrement, sauvegardes quotidiennes, accès journalisés.',
          'Sous-traitants ultérieurs : centres de données en Italie et en Suisse.',
        ],
      },
    },
  },
  {
    key: 'mandato-sepa',
    sezione: 'amministrativi',
    strid: 'BBW',
    texts: {
      it: {
        nome: 'Modulo di mandato SEPA',
        descrizione: 'Autorizza l’addebito diretto delle fatture sul tuo conto.',
        body: [
          'Intestatario del conto, IBAN e firma del titolare.',
          'Il mandato vale per tutte le fatture successive fino a revoca.',
        ],
      },
      en: {
        nome: 'SEPA mandate form',
        descrizione: 'Authorise direct debit of invoices from your account.',
        body: [
          'Account holder, IBAN and signature of the holder.',
          'The mandate covers all later invoices until revoked.',
        ],
      },
      de: {
        nome: 'SEPA-Lastschriftmandat',
        descrizione: 'Ermächtigt die Lastschrift der Rechnungen von Ihrem Konto.',
        body: [
          'Kontoinhaber, IBAN und Unterschrift des Inhabers.',
          'Das Mandat gilt für alle späteren Rechnungen bis zum Widerruf.',
        ],
      },
      fr: {
        nome: 'Formulaire de mandat SEPA',
        descrizione: 'Autorise le prélèvement des factures sur votre compte.',
        body: [
          'Titulaire du compte, IBAN et signature du titulaire.',
          'Le mandat vaut pour toutes les factures suivantes jusqu’à révocation.',
        ],
      },
    },
  },
  {
    key: 'fattura-elettronica',
    sezione: 'amministrativi',
    strid: 'BBW',
    texts: {
      it: {
        nome: 'Dati per la fatturazione elettronica (SDI)',
        descrizione: 'Codice destinatario e PEC per ricevere le fatture.',
        body: [
          'Indica il codice destinatario SDI di 7 caratteri oppure la PEC.',
          'Le fatture sono trasmesse al Sistema di Interscambio.',
        ],
      },
      en: {
        nome: 'E-invoicing data (SDI)',
        descrizione: 'Recipient code and PEC to receive invoices.',
        body: [
          'Give the 7-character SDI recipient code or the PEC address.',
          'Invoices are sent through the Italian exchange system.',
        ],
      },
      de: {
        nome: 'Daten für die E-Rechnung (SDI)',
        descrizione: 'Empfängercode und PEC für den Rechnungsempfang.',
        body: [
          'Geben Sie den 7-stelligen SDI-Empfängercode oder die PEC an.',
          'Rechnungen werden über das italienische Austauschsystem gesendet.',
        ],
      },
      fr: {
        nome: 'Données de facturation électronique (SDI)',
        descrizione: 'Code destinataire et PEC pour recevoir les factures.',
        body: [
          'Indiquez le code destinataire SDI à 7 caractères ou la PEC.',
          'Les factures sont transmises par le système d’échange italien.',
        ],
      },
    },
  },
  {
    key: 'lsv',
    sezione: 'amministrativi',
    strid: 'BSW',
    texts: {
      it: {
        nome: 'Autorizzazione di addebito LSV+',
        descrizione: 'Pagamento automatico delle fatture in CHF.',
        body: [
          'Banca, IBAN svizzero e firma del titolare del conto.',
          'Ogni addebito può essere contestato entro 30 giorni.',
        ],
      },
      en: {
        nome: 'LSV+ debit authorisation',
        descrizione: 'Automatic payment of CHF invoices.',
        body: ['Bank, Swiss IBAN and signature of the account holder.', 'Each debit can be disputed within 30 days.'],
      },
      de: {
        nome: 'LSV+-Belastungsermächtigung',
        descrizione: 'Automatische Zahlung der CHF-Rechnungen.',
        body: [
          'Bank, Schweizer IBAN und Unterschrift des Kontoinhabers.',
          'Jede Belastung kann innert 30 Tagen widerrufen werden.',
        ],
      },
      fr: {
        nome: 'Autorisation de débit LSV+',
        descrizione: 'Paiement automatique des factures en CHF.',
        body: [
          'Banque, IBAN suisse et signature du titulaire du compte.',
          'Chaque débit peut être contesté dans les 30 jours.',
        ],
      },
    },
  },
  {
    key: 'cambio-intestatario',
    sezione: 'amministrativi',
    texts: {
      it: {
        nome: 'Richiesta di cambio intestatario',
        descrizione: 'Trasferisci i servizi a un’altra azienda.',
        body: [
          'Dati del cedente e del subentrante, elenco dei servizi.',
          'Firme di entrambe le parti e documento d’identità.',
        ],
      },
      en: {
        nome: 'Change of holder request',
        descrizione: 'Transfer your services to another company.',
        body: [
          'Details of the current and new holder, list of services.',
          'Signatures of both parties and an identity document.',
        ],
      },
      de: {
        nome: 'Antrag auf Inhaberwechsel',
        descrizione: 'Übertragen Sie Ihre Dienste an eine andere Firma.',
        body: [
          'Angaben zum bisherigen und neuen Inhaber, Liste der Dienste.',
          'Unterschriften beider Parteien und ein Ausweis.',
        ],
      },
      fr: {
        nome: 'Demande de changement de titulaire',
        descrizione: 'Transférez vos services à une autre entreprise.',
        body: [
          'Données du cédant et du repreneur, liste des services.',
          'Signatures des deux parties et pièce d’identité.',
        ],
      },
    },
  },
  {
    key: 'trasferimento-dominio',
    sezione: 'altri',
    texts: {
      it: {
        nome: 'Modulo di trasferimento dominio',
        descrizione: 'Per portare da noi un dominio registrato altrove.',
        body: [
          'Nome a dominio, codice AuthCode e dati del registrante.',
          'Il trasferimento richiede da 1 a 5 giorni lavorativi.',
        ],
      },
      en: {
        nome: 'Domain transfer form',
        descrizione: 'To move a domain registered elsewhere to us.',
        body: ['Domain name, AuthCode and registrant details.', 'The transfer takes 1 to 5 business days.'],
      },
      de: {
        nome: 'Formular für den Domaintransfer',
        descrizione: 'Um eine anderswo registrierte Domain zu uns zu holen.',
        body: ['Domainname, AuthCode und Angaben zum Halter.', 'Der Transfer dauert 1 bis 5 Arbeitstage.'],
      },
      fr: {
        nome: 'Formulaire de transfert de domaine',
        descrizione: 'Pour transférer chez nous un domaine enregistré ailleurs.',
        body: ['Nom de domaine, code AuthCode et données du titulaire.', 'Le transfert prend de 1 à 5 jours ouvrés.'],
      },
    },
  },
  {
    key: 'brochure',
    sezione: 'altri',
    strid: 'BSW',
    texts: {
      it: {
        nome: 'Listino servizi in CHF',
        descrizione: 'I prezzi di riferimento per la clientela svizzera.',
        body: [
          'Hosting, cloud e posta con prezzi in franchi svizzeri, IVA esclusa.',
          'Datacenter a Lugano con backup a Zurigo.',
        ],
      },
      en: {
        nome: 'CHF price list',
        descrizione: 'Reference prices for Swiss customers.',
        body: [
          'Hosting, cloud and mail priced in Swiss francs, VAT excluded.',
          'Data centre in Lugano with backups in Zurich.',
        ],
      },
      de: {
        nome: 'Preisliste in CHF',
        descrizione: 'Richtpreise für Schweizer Kunden.',
        body: [
          'Hosting, Cloud und Mail in Schweizer Franken, exkl. MWST.',
          'Rechenzentrum in Lugano mit Backups in Zürich.',
        ],
      },
      fr: {
        nome: 'Liste de prix en CHF',
        descrizione: 'Prix de référence pour la clientèle suisse.',
        body: [
          'Hébergement, cloud et messagerie en francs suisses, TVA exclue.',
          'Centre de données à Lugano avec sauvegardes à Zurich.',
        ],
      },
    },
  },
];
