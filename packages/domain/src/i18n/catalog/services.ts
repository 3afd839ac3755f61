import { defineCatalog } from './define-catalog.ts';

/** Hosting services, DNS and cloud servers (spec 3 §5, §6, §8): validation and server messages. */
export const servicesMessages = defineCatalog({
  it: {
    'services.not_found': 'Errore: Servizi non trovati',
    'services.no_panel': 'Questo dominio non ha un pannello',
    'services.no_redirect': 'Questo dominio non ha un redirect',
    'services.panel_not_found': 'Pannello non trovato',
    'services.key_exists': 'Questa chiave SSH è già caricata sul pannello',
    'services.key_not_found': 'Chiave SSH non trovata',
    'services.validation.password': 'Almeno 10 caratteri, con lettere e numeri',
    'services.validation.redirect': 'Indica un indirizzo che inizia con http:// o https://',
    'dns.edit_not_allowed':
      'Modifica dei record DNS non abilitata. Richiedi i permessi tecnici ad un utente amministratore per abilitarla.',
    'dns.zone_not_found': 'Zona DNS non trovata',
    'dns.publish_failed':
      'Il server DNS non ha accettato la zona: nessuna modifica è stata salvata. Riprova più tardi.',
    'dns.validation.cname_mix': 'Non è possibile mischiare record CNAME con altri tipi per lo stesso dominio',
    'dns.validation.ttl': 'Il TTL deve essere un numero tra 800 e 2147483647',
    'dns.validation.weight': 'Il peso deve essere un numero tra 0 e 2147483647',
    'dns.validation.type': 'Tipo di record non ammesso',
    'dns.validation.cname_apex': 'Un record CNAME non può stare sul dominio principale della zona',
    'dns.validation.caa': 'Formato CAA: flag, tag e valore tra virgolette, per esempio 0 issue "letsencrypt.org"',
    'dns.validation.loc': 'Formato LOC: latitudine, longitudine e altitudine, per esempio 45 27 50 N 9 11 24 E 120m',
    'dns.validation.ds': 'Formato DS: key tag, algoritmo, tipo di digest e digest esadecimale',
    'dns.validation.sshfp': 'Formato SSHFP: algoritmo, tipo di impronta e impronta esadecimale',
    'dns.validation.srv': 'Formato SRV: priorità, peso, porta e destinazione, per esempio 10 5 5060 sip.example.it.',
    'dns.validation.rp':
      'Formato RP: casella di posta e nome del record TXT, per esempio admin.example.it. info.example.it.',
  },
  en: {
    'services.not_found': 'Error: Services not found',
    'services.no_panel': 'This domain has no panel',
    'services.no_redirect': 'This domain has no redirect',
    'services.panel_not_found': 'Panel not found',
    'services.key_exists': 'This SSH key is already loaded on the panel',
    'services.key_not_found': 'SSH key not found',
    'services.validation.password': 'At least 10 characters, with letters and digits',
    'services.validation.redirect': 'Enter an address starting with http:// or https://',
    'dns.edit_not_allowed':
      'DNS record editing is not enabled. Ask an administrator for the technical permissions to enable it.',
    'dns.zone_not_found': 'DNS zone not found',
    'dns.publish_failed': 'The DNS server did not accept the zone: no change was saved. Try again later.',
    'dns.validation.cname_mix': 'CNAME records cannot be mixed with other types for the same domain',
    'dns.validation.ttl': 'The TTL must be a number between 800 and 2147483647',
    'dns.validation.weight': 'The weight must be a number between 0 and 2147483647',
    'dns.validation.type': 'Record type not allowed',
    'dns.validation.cname_apex': "A CNAME record cannot be at the zone's own domain",
    'dns.validation.caa': 'CAA format: flags, tag and quoted value, for example 0 issue "letsencrypt.org"',
    'dns.validation.loc': 'LOC format: latitude, longitude and altitude, for example 45 27 50 N 9 11 24 E 120m',
    'dns.validation.ds': 'DS format: key tag, algorithm, digest type and hexadecimal digest',
    'dns.validation.sshfp': 'SSHFP format: algorithm, fingerprint type and hexadecimal fingerprint',
    'dns.validation.srv': 'SRV format: priority, weight, port and target, for example 10 5 5060 sip.example.com.',
    'dns.validation.rp': 'RP format: mailbox and TXT record name, for example admin.example.com. info.example.com.',
  },
  de: {
    'services.not_found': 'Fehler: Dienste nicht gefunden',
    'services.no_panel': 'Diese Domain hat kein Panel',
    'services.no_redirect': 'Diese Domain hat keine Weiterleitung',
    'services.panel_not_found': 'Panel nicht gefunden',
    'services.key_exists': 'Dieser SSH-Schlüssel ist bereits auf dem Panel geladen',
    'services.key_not_found': 'SSH-Schlüssel nicht gefunden',
    'services.validation.password': 'Mindestens 10 Zeichen, mit Buchstaben und Ziffern',
    'services.validation.redirect': 'Geben Sie eine Adresse an, die mit http:// oder https:// beginnt',
    'dns.edit_not_allowed':
      'Bearbeiten der DNS-Einträge nicht aktiviert. Bitten Sie einen Administrator um die technischen Berechtigungen, um es zu aktivieren.',
    'dns.zone_not_found': 'DNS-Zone nicht gefunden',
    'dns.publish_failed':
      'Der DNS-Server hat die Zone nicht angenommen: Es wurde nichts gespeichert. Versuchen Sie es später erneut.',
    'dns.validation.cname_mix': 'CNAME-Einträge können für dieselbe Domain nicht mit anderen Typen gemischt werden',
    'dns.validation.ttl': 'Die TTL muss eine Zahl zwischen 800 und 2147483647 sein',
    'dns.validation.weight': 'Die Gewichtung muss eine Zahl zwischen 0 und 2147483647 sein',
    'dns.validation.type': 'Eintragstyp nicht zulässig',
    'dns.validation.cname_apex': 'Ein CNAME-Eintrag kann nicht auf der Domain der Zone selbst stehen',
    'dns.validation.caa':
      'CAA-Format: Flags, Tag und Wert in Anführungszeichen, zum Beispiel 0 issue "letsencrypt.org"',
    'dns.validation.loc': 'LOC-Format: Breite, Länge und Höhe, zum Beispiel 45 27 50 N 9 11 24 E 120m',
    'dns.validation.ds': 'DS-Format: Key-Tag, Algorithmus, Digest-Typ und hexadezimaler Digest',
    'dns.validation.sshfp': 'SSHFP-Format: Algorithmus, Fingerprint-Typ und hexadezimaler Fingerprint',
    'dns.validation.srv': 'SRV-Format: Priorität, Gewichtung, Port und Ziel, zum Beispiel 10 5 5060 sip.example.ch.',
    'dns.validation.rp':
      'RP-Format: Postfach und Name des TXT-Eintrags, zum Beispiel admin.example.ch. info.example.ch.',
  },
  fr: {
    'services.not_found': 'Erreur\u00a0: services introuvables',
    'services.no_panel': "Ce domaine n'a pas de panneau",
    'services.no_redirect': "Ce domaine n'a pas de redirection",
    'services.panel_not_found': 'Panneau introuvable',
    'services.key_exists': 'Cette clé SSH est déjà chargée sur le panneau',
    'services.key_not_found': 'Clé SSH introuvable',
    'services.validation.password': 'Au moins 10 caractères, avec des lettres et des chiffres',
    'services.validation.redirect': 'Indiquez une adresse commençant par http:// ou https://',
    'dns.edit_not_allowed':
      'La modification des enregistrements DNS n’est pas activée. Demandez les autorisations techniques à un administrateur pour l’activer.',
    'dns.zone_not_found': 'Zone DNS introuvable',
    'dns.publish_failed':
      'Le serveur DNS n’a pas accepté la zone\u00a0: aucune modification n’a été enregistrée. Réessayez plus tard.',
    'dns.validation.cname_mix':
      'Impossible de mélanger des enregistrements CNAME avec d’autres types pour le même domaine',
    'dns.validation.ttl': 'Le TTL doit être un nombre entre 800 et 2147483647',
    'dns.validation.weight': 'Le poids doit être un nombre entre 0 et 2147483647',
    'dns.validation.type': 'Type d’enregistrement non autorisé',
    'dns.validation.cname_apex': 'Un enregistrement CNAME ne peut pas se trouver sur le domaine de la zone elle-même',
    'dns.validation.caa':
      'Format CAA\u00A0: indicateurs, tag et valeur entre guillemets, par exemple 0 issue "letsencrypt.org"',
    'dns.validation.loc': 'Format LOC\u00A0: latitude, longitude et altitude, par exemple 45 27 50 N 9 11 24 E 120m',
    'dns.validation.ds': 'Format DS\u00A0: key tag, algorithme, type de condensé et condensé hexadécimal',
    'dns.validation.sshfp': 'Format SSHFP\u00A0: algorithme, type d’empreinte et empreinte hexadécimale',
    'dns.validation.srv': 'Format SRV\u00A0: priorité, poids, port et cible, par exemple 10 5 5060 sip.example.fr.',
    'dns.validation.rp':
      'Format RP\u00A0: boîte aux lettres et nom de l’enregistrement TXT, par exemple admin.example.fr. info.example.fr.',
  },
});
