/**
 * Writes ./catalogue-data.json, the demo provider's catalogue (DESIGN §6): every product code of
 * spec 3 §9 with made-up but plausible prices, and the annual registration price of 220 domain
 * extensions. Deterministic: the same file on every run (prices of the less common extensions
 * come from a hash of their name, not from chance). Edit the tables here and run
 *
 *   npm run catalogue-data -w apps/server
 *
 * The JSON file is what the project ships and loads (modules/catalogue/catalogue-data.ts);
 * another provider replaces the file, not code.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

type Text = { it: string; en: string; de: string; fr: string };
type Features = Record<string, number | boolean | string>;
type Duration = 'Annuale' | 'Mensile' | 'Una tantum';

interface Category {
  code: string;
  nome: Text;
  /** Reseller discount on the list price, percent (the data's prezzo_scontato). */
  discount: number;
}

const CATEGORIES: Category[] = [
  { code: 'hosting', nome: { it: 'Hosting', en: 'Hosting', de: 'Hosting', fr: 'Hébergement' }, discount: 25 },
  {
    code: 'hosting_reseller',
    nome: { it: 'Hosting Reseller', en: 'Reseller hosting', de: 'Reseller-Hosting', fr: 'Hébergement revendeur' },
    discount: 30,
  },
  {
    code: 'host',
    nome: { it: 'Host dedicati', en: 'Dedicated hosts', de: 'Dedizierte Hosts', fr: 'Hôtes dédiés' },
    discount: 20,
  },
  { code: 'cloud', nome: { it: 'Cloud', en: 'Cloud', de: 'Cloud', fr: 'Cloud' }, discount: 20 },
  {
    code: 'stack',
    nome: { it: 'Stack applicativi', en: 'Application stacks', de: 'Anwendungs-Stacks', fr: 'Stacks applicatives' },
    discount: 15,
  },
  { code: 'licenze', nome: { it: 'Licenze', en: 'Licences', de: 'Lizenzen', fr: 'Licences' }, discount: 10 },
  {
    code: 'storage',
    nome: { it: 'Storage e backup', en: 'Storage and backup', de: 'Speicher und Backup', fr: 'Stockage et sauvegarde' },
    discount: 20,
  },
  { code: 'mail', nome: { it: 'Posta elettronica', en: 'E-mail', de: 'E-Mail', fr: 'Messagerie' }, discount: 25 },
  {
    code: 'ssl',
    nome: { it: 'Certificati SSL', en: 'SSL certificates', de: 'SSL-Zertifikate', fr: 'Certificats SSL' },
    discount: 20,
  },
  {
    code: 'servizi',
    nome: {
      it: 'Servizi aggiuntivi',
      en: 'Additional services',
      de: 'Zusatzleistungen',
      fr: 'Services supplémentaires',
    },
    discount: 15,
  },
  {
    code: 'domini',
    nome: {
      it: 'Registrazione domini',
      en: 'Domain registration',
      de: 'Domainregistrierung',
      fr: 'Enregistrement de domaines',
    },
    discount: 15,
  },
];

interface ProductRow {
  codice: string;
  categoria: string;
  group_code: string;
  nome: Text | string;
  /** Annual list price in euros; monthly is a tenth (two months free a year). */
  annual?: number;
  /** One-off list price in euros. */
  once?: number;
  /** Sold monthly too (recurring products). */
  monthly?: boolean;
  min_ram?: number;
  features?: Features;
  descrizione?: Text;
}

const same = (name: string): Text => ({ it: name, en: name, de: name, fr: name });
const linux = {
  sistema_operativo: 'Linux',
  pannello: 'cPanel',
  gestione_dns: true,
  redirect: true,
  ssl_certificate: true,
  backup: true,
  servizio_email: true,
  ddos_protection: true,
};
const windows = {
  sistema_operativo: 'Windows Server',
  pannello: 'Plesk',
  gestione_dns: true,
  redirect: true,
  ssl_certificate: true,
  backup: true,
  servizio_email: true,
  ddos_protection: true,
};

const PRODUCTS: ProductRow[] = [
  // Hosting (spec 3 §9: linux, windows)
  {
    codice: 'HOSMN',
    categoria: 'hosting',
    group_code: 'linux',
    nome: 'Hosting Linux Mini',
    annual: 59,
    monthly: true,
    features: {
      ...linux,
      spazio: 5,
      traffico: 0,
      nr_domini: 1,
      database: 1,
      ssh_access: false,
      support: 'basic',
      monitoring: 'basic',
      uptime: 99.9,
      inode: 100_000,
      ep: 10,
      io: 2,
      iops: 1024,
      ttfb: 300,
    },
    descrizione: {
      it: 'Per un sito vetrina con posta inclusa.',
      en: 'For a showcase site, e-mail included.',
      de: 'Für eine Präsentationswebsite, E-Mail inklusive.',
      fr: 'Pour un site vitrine, messagerie incluse.',
    },
  },
  {
    codice: 'HOSMRS',
    categoria: 'hosting',
    group_code: 'linux',
    nome: 'Hosting Linux Medium',
    annual: 119,
    monthly: true,
    features: {
      ...linux,
      spazio: 20,
      traffico: 0,
      nr_domini: 5,
      database: 10,
      ssh_access: true,
      imunify360: true,
      support: 'basic',
      monitoring: 'basic',
      uptime: 99.9,
      inode: 300_000,
      ep: 20,
      io: 4,
      iops: 2048,
      ttfb: 250,
    },
    descrizione: {
      it: 'Per siti dinamici e blog con più domini.',
      en: 'For dynamic sites and blogs with several domains.',
      de: 'Für dynamische Websites und Blogs mit mehreren Domains.',
      fr: 'Pour des sites dynamiques et des blogs à plusieurs domaines.',
    },
  },
  {
    codice: 'HOSVEN',
    categoria: 'hosting',
    group_code: 'linux',
    nome: 'Hosting Linux E-commerce',
    annual: 229,
    monthly: true,
    features: {
      ...linux,
      spazio: 50,
      traffico: 0,
      nr_domini: 10,
      database: 0,
      ssh_access: true,
      imunify360: true,
      litespeed: true,
      waf: true,
      support: 'managed',
      monitoring: 'full',
      uptime: 99.95,
      inode: 600_000,
      ep: 40,
      io: 8,
      iops: 4096,
      ttfb: 150,
    },
    descrizione: {
      it: 'Per negozi online: LiteSpeed, WAF e supporto gestito.',
      en: 'For online shops: LiteSpeed, WAF and managed support.',
      de: 'Für Onlineshops: LiteSpeed, WAF und verwalteter Support.',
      fr: 'Pour les boutiques en ligne : LiteSpeed, WAF et support géré.',
    },
  },
  {
    codice: 'HOSERT',
    categoria: 'hosting',
    group_code: 'linux',
    nome: 'Hosting Linux Expert',
    annual: 349,
    monthly: true,
    features: {
      ...linux,
      spazio: 100,
      traffico: 0,
      nr_domini: 0,
      database: 0,
      ssh_access: true,
      imunify360: true,
      litespeed: true,
      waf: true,
      ip_dedicato: true,
      support: 'managed',
      monitoring: 'advanced',
      uptime: 99.95,
      inode: 1_000_000,
      ep: 60,
      io: 16,
      iops: 8192,
      ttfb: 120,
    },
  },
  {
    codice: 'HOSTITA',
    categoria: 'hosting',
    group_code: 'linux',
    nome: 'Hosting Linux Titanium',
    annual: 549,
    monthly: true,
    features: {
      ...linux,
      spazio: 200,
      traffico: 0,
      nr_domini: 0,
      database: 0,
      core: 4,
      ram: 8,
      ssh_access: true,
      imunify360: true,
      litespeed: true,
      waf: true,
      ip_dedicato: true,
      support: 'managed',
      monitoring: 'advanced',
      uptime: 99.99,
      inode: 2_000_000,
      ep: 100,
      io: 32,
      iops: 16384,
      ttfb: 100,
    },
  },
  {
    codice: 'HOSBASW',
    categoria: 'hosting',
    group_code: 'windows',
    nome: 'Hosting Windows Basic',
    annual: 129,
    monthly: true,
    features: {
      ...windows,
      spazio: 20,
      traffico: 0,
      nr_domini: 3,
      database: 3,
      support: 'basic',
      monitoring: 'basic',
      uptime: 99.9,
    },
  },
  {
    codice: 'HOSPREMWIN',
    categoria: 'hosting',
    group_code: 'windows',
    nome: 'Hosting Windows Premium',
    annual: 299,
    monthly: true,
    features: {
      ...windows,
      spazio: 80,
      traffico: 0,
      nr_domini: 0,
      database: 0,
      ip_dedicato: true,
      support: 'managed',
      monitoring: 'full',
      uptime: 99.95,
    },
  },
  // Hosting Reseller
  {
    codice: 'HOSRES',
    categoria: 'hosting_reseller',
    group_code: 'reseller',
    nome: 'Hosting Reseller Start',
    annual: 299,
    monthly: true,
    features: {
      ...linux,
      pannello: 'WHM',
      spazio: 50,
      traffico: 0,
      nr_domini: 25,
      utenti: 25,
      database: 0,
      ssh_access: true,
      support: 'basic',
      monitoring: 'basic',
      uptime: 99.9,
    },
  },
  {
    codice: 'HOSRESSIL',
    categoria: 'hosting_reseller',
    group_code: 'reseller',
    nome: 'Hosting Reseller Silver',
    annual: 499,
    monthly: true,
    features: {
      ...linux,
      pannello: 'WHM',
      spazio: 150,
      traffico: 0,
      nr_domini: 75,
      utenti: 75,
      database: 0,
      ssh_access: true,
      imunify360: true,
      support: 'managed',
      monitoring: 'full',
      uptime: 99.95,
    },
  },
  {
    codice: 'HOSRESGLD',
    categoria: 'hosting_reseller',
    group_code: 'reseller',
    nome: 'Hosting Reseller Gold',
    annual: 849,
    monthly: true,
    features: {
      ...linux,
      pannello: 'WHM',
      spazio: 400,
      traffico: 0,
      nr_domini: 0,
      utenti: 200,
      database: 0,
      ssh_access: true,
      imunify360: true,
      litespeed: true,
      ip_dedicato: true,
      support: 'managed',
      monitoring: 'advanced',
      uptime: 99.99,
    },
  },
  // Host (spec 3 §9: host)
  {
    codice: 'HOSTCORE',
    categoria: 'host',
    group_code: 'host',
    nome: 'Host Core',
    annual: 1_290,
    monthly: true,
    features: {
      core: 8,
      ram: 32,
      spazio: 500,
      traffico: 0,
      ip_dedicato: true,
      ddos_protection: true,
      backup: true,
      support: 'unmanaged',
      monitoring: 'basic',
      uptime: 99.95,
    },
  },
  {
    codice: 'HOSTGEN',
    categoria: 'host',
    group_code: 'host',
    nome: 'Host General Purpose',
    annual: 2_190,
    monthly: true,
    features: {
      core: 16,
      ram: 64,
      spazio: 1_000,
      traffico: 0,
      ip_dedicato: true,
      ddos_protection: true,
      backup: true,
      support: 'managed',
      monitoring: 'full',
      uptime: 99.99,
    },
  },
  // Cloud units
  {
    codice: 'MAVCPU',
    categoria: 'cloud',
    group_code: 'cloud',
    nome: { it: 'Cloud: 1 vCPU', en: 'Cloud: 1 vCPU', de: 'Cloud: 1 vCPU', fr: 'Cloud : 1 vCPU' },
    annual: 96,
    monthly: true,
    features: { core: 1 },
  },
  {
    codice: 'MAVRAM',
    categoria: 'cloud',
    group_code: 'cloud',
    nome: { it: 'Cloud: 1 GB di RAM', en: 'Cloud: 1 GB of RAM', de: 'Cloud: 1 GB RAM', fr: 'Cloud : 1 Go de RAM' },
    annual: 48,
    monthly: true,
    features: { ram: 1 },
  },
  {
    codice: 'MAVSTO',
    categoria: 'cloud',
    group_code: 'cloud',
    nome: {
      it: 'Cloud: 10 GB di storage SSD',
      en: 'Cloud: 10 GB of SSD storage',
      de: 'Cloud: 10 GB SSD-Speicher',
      fr: 'Cloud : 10 Go de stockage SSD',
    },
    annual: 12,
    monthly: true,
    features: { spazio: 10 },
  },
  // Stacks (spec 3 §9, with their minimum RAM)
  {
    codice: 'AHSESS',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Essential',
    annual: 60,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux / Windows', ssh_access: true, support: 'unmanaged', monitoring: 'basic' },
  },
  {
    codice: 'AHSCCKP',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Cockpit',
    annual: 90,
    monthly: true,
    min_ram: 1,
    features: {
      sistema_operativo: 'Linux',
      pannello: 'Cockpit',
      ssh_access: true,
      support: 'basic',
      monitoring: 'basic',
    },
  },
  {
    codice: 'AHSWHM100',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack cPanel/WHM 100',
    annual: 390,
    monthly: true,
    min_ram: 8,
    features: {
      sistema_operativo: 'Linux',
      pannello: 'cPanel/WHM',
      utenti: 100,
      support: 'managed',
      monitoring: 'full',
    },
  },
  {
    codice: 'AHSWHM250',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack cPanel/WHM 250',
    annual: 690,
    monthly: true,
    min_ram: 8,
    features: {
      sistema_operativo: 'Linux',
      pannello: 'cPanel/WHM',
      utenti: 250,
      support: 'managed',
      monitoring: 'full',
    },
  },
  {
    codice: 'AHSWHM500',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack cPanel/WHM 500',
    annual: 1_090,
    monthly: true,
    min_ram: 8,
    features: {
      sistema_operativo: 'Linux',
      pannello: 'cPanel/WHM',
      utenti: 500,
      support: 'managed',
      monitoring: 'full',
    },
  },
  {
    codice: 'AHSPLK1',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Linux 1',
    annual: 120,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux', pannello: 'Plesk', nr_domini: 1, support: 'basic' },
  },
  {
    codice: 'AHSPLK30',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Linux 30',
    annual: 240,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux', pannello: 'Plesk', nr_domini: 30, support: 'basic' },
  },
  {
    codice: 'AHSPLK500',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Linux 500',
    annual: 480,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux', pannello: 'Plesk', nr_domini: 500, support: 'managed' },
  },
  {
    codice: 'AHSPLKW1',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Windows 1',
    annual: 150,
    monthly: true,
    min_ram: 4,
    features: { sistema_operativo: 'Windows Server', pannello: 'Plesk', nr_domini: 1, support: 'basic' },
  },
  {
    codice: 'AHSPLKW30',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Windows 30',
    annual: 290,
    monthly: true,
    min_ram: 4,
    features: { sistema_operativo: 'Windows Server', pannello: 'Plesk', nr_domini: 30, support: 'basic' },
  },
  {
    codice: 'AHSPLKW500',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Plesk Windows 500',
    annual: 560,
    monthly: true,
    min_ram: 4,
    features: { sistema_operativo: 'Windows Server', pannello: 'Plesk', nr_domini: 500, support: 'managed' },
  },
  {
    codice: 'AHSWIN',
    categoria: 'stack',
    group_code: 'stack',
    nome: 'Stack Windows Server',
    annual: 180,
    monthly: true,
    min_ram: 4,
    features: { sistema_operativo: 'Windows Server', support: 'basic', monitoring: 'basic' },
  },
  {
    codice: 'AHSDEDMAILY',
    categoria: 'stack',
    group_code: 'stack',
    nome: {
      it: 'Stack mail server dedicato',
      en: 'Dedicated mail server stack',
      de: 'Stack dedizierter Mailserver',
      fr: 'Stack serveur de messagerie dédié',
    },
    annual: 240,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux', servizio_email: true, support: 'managed', monitoring: 'full' },
  },
  {
    codice: 'AHSATLAS',
    categoria: 'stack',
    group_code: 'stack',
    nome: {
      it: 'Stack archivio posta Atlas',
      en: 'Atlas mail archive stack',
      de: 'Stack Mailarchiv Atlas',
      fr: "Stack d'archivage de messagerie Atlas",
    },
    annual: 210,
    monthly: true,
    min_ram: 1,
    features: { sistema_operativo: 'Linux', support: 'managed' },
  },
  // Licences: Imunify360 (AHSIM3601 by default), LiteSpeed, SQL Server, terminal server
  {
    codice: 'AHSIM3601',
    categoria: 'licenze',
    group_code: 'imunify',
    nome: {
      it: 'Imunify360, 1 utente',
      en: 'Imunify360, 1 user',
      de: 'Imunify360, 1 Benutzer',
      fr: 'Imunify360, 1 utilisateur',
    },
    annual: 72,
    monthly: true,
    features: { imunify360: true, utenti: 1 },
  },
  {
    codice: 'AHSIM360250',
    categoria: 'licenze',
    group_code: 'imunify',
    nome: {
      it: 'Imunify360, fino a 250 utenti',
      en: 'Imunify360, up to 250 users',
      de: 'Imunify360, bis 250 Benutzer',
      fr: "Imunify360, jusqu'à 250 utilisateurs",
    },
    annual: 420,
    monthly: true,
    features: { imunify360: true, utenti: 250 },
  },
  {
    codice: 'AHSIM360500',
    categoria: 'licenze',
    group_code: 'imunify',
    nome: {
      it: 'Imunify360, fino a 500 utenti',
      en: 'Imunify360, up to 500 users',
      de: 'Imunify360, bis 500 Benutzer',
      fr: "Imunify360, jusqu'à 500 utilisateurs",
    },
    annual: 690,
    monthly: true,
    features: { imunify360: true, utenti: 500 },
  },
  {
    codice: 'AHSLITE',
    categoria: 'licenze',
    group_code: 'litespeed',
    nome: 'LiteSpeed Web Server',
    annual: 290,
    monthly: true,
    features: { litespeed: true },
  },
  {
    codice: 'CLDSQW',
    categoria: 'licenze',
    group_code: 'sql',
    nome: {
      it: 'SQL Server Web (2 core)',
      en: 'SQL Server Web (2 cores)',
      de: 'SQL Server Web (2 Kerne)',
      fr: 'SQL Server Web (2 cœurs)',
    },
    annual: 190,
    monthly: true,
    features: { core: 2 },
  },
  {
    codice: 'CLDSQS',
    categoria: 'licenze',
    group_code: 'sql',
    nome: {
      it: 'SQL Server Standard (2 core)',
      en: 'SQL Server Standard (2 cores)',
      de: 'SQL Server Standard (2 Kerne)',
      fr: 'SQL Server Standard (2 cœurs)',
    },
    annual: 1_490,
    monthly: true,
    features: { core: 2 },
  },
  {
    codice: 'CLDSQE',
    categoria: 'licenze',
    group_code: 'sql',
    nome: {
      it: 'SQL Server Enterprise (2 core)',
      en: 'SQL Server Enterprise (2 cores)',
      de: 'SQL Server Enterprise (2 Kerne)',
      fr: 'SQL Server Enterprise (2 cœurs)',
    },
    annual: 5_690,
    monthly: true,
    features: { core: 2 },
  },
  {
    codice: 'CLDWINSTD',
    categoria: 'licenze',
    group_code: 'terminal_server',
    nome: {
      it: 'Windows Server Standard (2 core)',
      en: 'Windows Server Standard (2 cores)',
      de: 'Windows Server Standard (2 Kerne)',
      fr: 'Windows Server Standard (2 cœurs)',
    },
    annual: 140,
    monthly: true,
    features: { sistema_operativo: 'Windows Server', core: 2 },
  },
  {
    codice: 'CLDRD',
    categoria: 'licenze',
    group_code: 'terminal_server',
    nome: {
      it: 'Remote Desktop, per utente',
      en: 'Remote Desktop, per user',
      de: 'Remote Desktop, pro Benutzer',
      fr: 'Bureau à distance, par utilisateur',
    },
    annual: 96,
    monthly: true,
    features: { utenti: 1 },
  },
  // Storage and backup (spec 3 §9: storage; extra storage STOSMART, STOCDS)
  {
    codice: 'STOSMART',
    categoria: 'storage',
    group_code: 'storage',
    nome: {
      it: 'Storage Smart, 100 GB',
      en: 'Smart storage, 100 GB',
      de: 'Smart Storage, 100 GB',
      fr: 'Stockage Smart, 100 Go',
    },
    annual: 60,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  {
    codice: 'STOCDS',
    categoria: 'storage',
    group_code: 'storage',
    nome: {
      it: 'Storage su disco condiviso, 100 GB',
      en: 'Shared disk storage, 100 GB',
      de: 'Shared-Disk-Speicher, 100 GB',
      fr: 'Stockage sur disque partagé, 100 Go',
    },
    annual: 40,
    monthly: true,
    features: { spazio: 100 },
  },
  {
    codice: 'STOCOS',
    categoria: 'storage',
    group_code: 'storage',
    nome: {
      it: 'Object storage S3, 1 TB',
      en: 'S3 object storage, 1 TB',
      de: 'S3-Objektspeicher, 1 TB',
      fr: 'Stockage objet S3, 1 To',
    },
    annual: 150,
    monthly: true,
    features: { spazio: 1_000, traffico: 0 },
  },
  {
    codice: 'STBCKACR',
    categoria: 'storage',
    group_code: 'backup',
    nome: {
      it: 'Backup Acronis, 100 GB',
      en: 'Acronis backup, 100 GB',
      de: 'Acronis-Backup, 100 GB',
      fr: 'Sauvegarde Acronis, 100 Go',
    },
    annual: 120,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  {
    codice: 'STBCKR1B',
    categoria: 'storage',
    group_code: 'backup',
    nome: {
      it: 'Backup R1Soft, 100 GB',
      en: 'R1Soft backup, 100 GB',
      de: 'R1Soft-Backup, 100 GB',
      fr: 'Sauvegarde R1Soft, 100 Go',
    },
    annual: 110,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  {
    codice: 'STBCKIBM',
    categoria: 'storage',
    group_code: 'backup',
    nome: {
      it: 'Backup IBM Storage Protect, 100 GB',
      en: 'IBM Storage Protect backup, 100 GB',
      de: 'IBM-Storage-Protect-Backup, 100 GB',
      fr: 'Sauvegarde IBM Storage Protect, 100 Go',
    },
    annual: 180,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  {
    codice: 'STBCKVEE',
    categoria: 'storage',
    group_code: 'backup',
    nome: {
      it: 'Backup Veeam, 100 GB',
      en: 'Veeam backup, 100 GB',
      de: 'Veeam-Backup, 100 GB',
      fr: 'Sauvegarde Veeam, 100 Go',
    },
    annual: 140,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  // Mail plans; the Atlas archive (MLARCH100) is sold with them
  ...[10, 20, 40, 60, 80, 100, 120].map(
    (gb, i): ProductRow => ({
      codice: `MLART${gb}`,
      categoria: 'mail',
      group_code: 'mail',
      nome: {
        it: `Posta Art ${gb} GB`,
        en: `Art mail ${gb} GB`,
        de: `Art-Mail ${gb} GB`,
        fr: `Messagerie Art ${gb} Go`,
      },
      annual: [19, 29, 49, 69, 89, 109, 129][i],
      monthly: true,
      features: {
        servizio_email: true,
        spazio: gb,
        utenti: gb / 2,
        imunify360: false,
        ssl_certificate: true,
        support: 'basic',
      },
    }),
  ),
  {
    codice: 'MLARCH100',
    categoria: 'mail',
    group_code: 'mail',
    nome: {
      it: 'Archivio posta Atlas, 100 GB',
      en: 'Atlas mail archive, 100 GB',
      de: 'Mailarchiv Atlas, 100 GB',
      fr: 'Archivage de messagerie Atlas, 100 Go',
    },
    annual: 149,
    monthly: true,
    features: { spazio: 100, backup: true },
  },
  // SSL
  {
    codice: 'SSLBAS',
    categoria: 'ssl',
    group_code: 'ssl',
    nome: { it: 'SSL Basic (DV)', en: 'SSL Basic (DV)', de: 'SSL Basic (DV)', fr: 'SSL Basic (DV)' },
    annual: 19,
    features: { ssl_certificate: true, nr_domini: 1 },
  },
  {
    codice: 'SSLART',
    categoria: 'ssl',
    group_code: 'ssl',
    nome: { it: 'SSL Business (OV)', en: 'SSL Business (OV)', de: 'SSL Business (OV)', fr: 'SSL Business (OV)' },
    annual: 89,
    features: { ssl_certificate: true, nr_domini: 1 },
  },
  {
    codice: 'SSLPREMY',
    categoria: 'ssl',
    group_code: 'ssl',
    nome: { it: 'SSL Premium (EV)', en: 'SSL Premium (EV)', de: 'SSL Premium (EV)', fr: 'SSL Premium (EV)' },
    annual: 249,
    features: { ssl_certificate: true, nr_domini: 1 },
  },
  {
    codice: 'SSLWLD',
    categoria: 'ssl',
    group_code: 'ssl',
    nome: { it: 'SSL Wildcard', en: 'SSL Wildcard', de: 'SSL Wildcard', fr: 'SSL Wildcard' },
    annual: 179,
    features: { ssl_certificate: true, nr_domini: 0 },
  },
  // Add-ons (spec 3 §9); TONEETTRANS is the one-off transfer outside office hours, never listed
  {
    codice: 'REGPREMY',
    categoria: 'servizi',
    group_code: 'domain',
    nome: {
      it: 'Registrazione Premium',
      en: 'Premium registration',
      de: 'Premium-Registrierung',
      fr: 'Enregistrement Premium',
    },
    annual: 29,
    features: { registrazione_dominio: true, gestione_dns: true },
  },
  {
    codice: 'HOSDOM',
    categoria: 'servizi',
    group_code: 'domain',
    nome: { it: 'Gestione DNS', en: 'DNS management', de: 'DNS-Verwaltung', fr: 'Gestion DNS' },
    annual: 15,
    features: { gestione_dns: true, redirect: true },
  },
  {
    codice: 'SLAPRMC',
    categoria: 'servizi',
    group_code: 'sla',
    nome: {
      it: 'Supporto Premium (SLA)',
      en: 'Premium support (SLA)',
      de: 'Premium-Support (SLA)',
      fr: 'Support Premium (SLA)',
    },
    annual: 590,
    monthly: true,
    features: { support: 'managed', monitoring: 'advanced', uptime: 99.99 },
  },
  {
    codice: 'CLOUDAPPVPN',
    categoria: 'servizi',
    group_code: 'firewall',
    nome: {
      it: 'Firewall con VPN per host',
      en: 'Host firewall with VPN',
      de: 'Host-Firewall mit VPN',
      fr: 'Pare-feu avec VPN pour hôte',
    },
    annual: 240,
    monthly: true,
    features: { waf: true, ddos_protection: true },
  },
  {
    codice: 'CLDADD8IP',
    categoria: 'servizi',
    group_code: 'cloud_addon',
    nome: {
      it: '8 indirizzi IP aggiuntivi',
      en: '8 additional IP addresses',
      de: '8 zusätzliche IP-Adressen',
      fr: '8 adresses IP supplémentaires',
    },
    annual: 96,
    monthly: true,
    features: { ip_dedicato: true },
  },
  {
    codice: 'CLDADD32RAM',
    categoria: 'servizi',
    group_code: 'cloud_addon',
    nome: {
      it: '32 GB di RAM aggiuntivi',
      en: '32 GB of additional RAM',
      de: '32 GB zusätzlicher RAM',
      fr: '32 Go de RAM supplémentaires',
    },
    annual: 960,
    monthly: true,
    features: { ram: 32 },
  },
  {
    codice: 'TONEETTRANS',
    categoria: 'servizi',
    group_code: 'transfer',
    nome: {
      it: 'Trasferimento fuori orario d’ufficio',
      en: 'Transfer outside office hours',
      de: 'Umzug ausserhalb der Bürozeiten',
      fr: 'Transfert hors des heures de bureau',
    },
    once: 150,
  },
];

/** 220 extensions (ccTLDs and gTLDs), without the dot; registration is sold annually (spec 3 §9). */
const TLDS =
  `it ch com net org eu de fr info biz li at be nl es pt uk co.uk org.uk me.uk ie lu dk se no fi is pl cz sk hu si hr ro bg gr cy mt ee lv lt
us ca mx br ar cl co pe uy au nz jp cn hk tw sg in kr my ph th vn id ae sa il tr ru ua by kz za ng ke ma eg
io ai co.za tv fm ws cc me la to ac sh gg je im vc gl gs
app dev page blog shop store online site website web tech cloud digital agency studio design media news live world today life
company business solutions services consulting expert pro biz.pl email network systems software hosting domains host
art music photo photography pictures gallery film video tv.br game games casino bet poker
finance financial money capital fund investments bank insurance loans credit tax accountant lawyer legal attorney
health clinic dental doctor care fitness yoga beauty hair salon spa
restaurant cafe bar pizza kitchen recipes wine beer coffee
travel tours holiday hotel flights cruises vacations
house homes realty property properties estate land apartments immo
education academy school college university courses training
club team family community social events party wedding love dating
fashion clothing shoes jewelry watch style boutique
car cars auto bike taxi
green eco energy solar garden farm
city town london berlin paris wien zurich swiss bayern nrw roma milano
xyz top icu club.tw vip one plus fun space click link zone guru ninja rocks cool bio
`
    .trim()
    .split(/\s+/);

const COMMON_TLD_PRICES: Record<string, number> = {
  it: 9.9,
  ch: 12.9,
  li: 12.9,
  com: 14.9,
  net: 16.9,
  org: 16.9,
  eu: 9.9,
  de: 9.9,
  fr: 12.9,
  info: 19.9,
  biz: 19.9,
  at: 14.9,
  be: 12.9,
  nl: 11.9,
  es: 11.9,
  uk: 11.9,
  'co.uk': 11.9,
  io: 49.9,
  ai: 89.9,
  app: 19.9,
  dev: 17.9,
  xyz: 14.9,
  swiss: 99.9,
  zurich: 79.9,
  roma: 39.9,
  milano: 39.9,
  pt: 14.9,
  'org.uk': 11.9,
  'me.uk': 11.9,
  ie: 24.9,
  lu: 24.9,
  dk: 14.9,
  se: 19.9,
  no: 24.9,
  fi: 19.9,
  pl: 14.9,
  cz: 14.9,
  us: 14.9,
  ca: 19.9,
  me: 24.9,
  co: 29.9,
  tv: 39.9,
  online: 34.9,
  shop: 34.9,
  store: 49.9,
  tech: 49.9,
  cloud: 24.9,
};
const TIERS = [14.9, 19.9, 24.9, 29.9, 34.9, 39.9, 49.9, 59.9, 79.9];
const tldPrice = (tld: string): number =>
  COMMON_TLD_PRICES[tld] ?? TIERS[(createHash('sha256').update(tld).digest()[0] ?? 0) % TIERS.length] ?? 19.9;

const cents = (euros: number): number => Math.round(euros * 100);
/** CHF list prices: the euro price plus 5 %, up to the next 5 Rappen. */
const chf = (eurCents: number): number => Math.ceil((eurCents * 105) / 100 / 5) * 5;
const discounted = (listCents: number, percent: number, step: number): number =>
  Math.round((listCents * (100 - percent)) / 100 / step) * step;
const monthlyOf = (annualCents: number): number => Math.round(annualCents / 10 / 10) * 10;

interface PriceRow {
  durata: Duration;
  eur: number;
  chf: number;
  scontato_eur: number;
  scontato_chf: number;
}

function prices(row: { annual?: number; once?: number; monthly?: boolean }, discount: number): PriceRow[] {
  const out: PriceRow[] = [];
  const add = (durata: Duration, eur: number) => {
    const c = chf(eur);
    out.push({
      durata,
      eur,
      chf: c,
      scontato_eur: discounted(eur, discount, 1),
      scontato_chf: discounted(c, discount, 5),
    });
  };
  if (row.annual !== undefined) add('Annuale', cents(row.annual));
  if (row.annual !== undefined && row.monthly) add('Mensile', monthlyOf(cents(row.annual)));
  if (row.once !== undefined) add('Una tantum', cents(row.once));
  return out;
}

const discountOf = (code: string): number => CATEGORIES.find((c) => c.code === code)?.discount ?? 0;

const products = [
  ...PRODUCTS.map((p) => ({
    codice: p.codice,
    categoria: p.categoria,
    group_code: p.group_code,
    tld: null,
    nome: typeof p.nome === 'string' ? same(p.nome) : p.nome,
    descrizione: p.descrizione ?? null,
    min_ram: p.min_ram ?? null,
    qt: 1,
    features: p.features ?? {},
    prices: prices(p, discountOf(p.categoria)),
  })),
  ...TLDS.map((tld) => ({
    codice: `REG${tld.replace(/\./g, '').toUpperCase()}`,
    categoria: 'domini',
    group_code: 'dominio',
    tld,
    nome: {
      it: `Registrazione dominio .${tld}`,
      en: `.${tld} domain registration`,
      de: `Domainregistrierung .${tld}`,
      fr: `Enregistrement de domaine .${tld}`,
    },
    descrizione: null,
    min_ram: null,
    qt: 1,
    features: { registrazione_dominio: true, gestione_dns: true },
    prices: prices({ annual: tldPrice(tld) }, discountOf('domini')),
  })),
];

const codes = products.map((p) => p.codice);
const duplicates = codes.filter((c, i) => codes.indexOf(c) !== i);
if (duplicates.length > 0) throw new Error(`duplicate product codes: ${duplicates.join(', ')}`);
if (TLDS.length < 200) throw new Error(`only ${TLDS.length} extensions`);

const file = {
  source: 'Demo provider catalogue (made-up prices), generated by generate-catalogue-data.ts',
  currency_note: 'Prices in integer cents; CHF prices are multiples of 5 Rappen.',
  categories: CATEGORIES.map((c, i) => ({ code: c.code, posizione: i + 1, nome: c.nome })),
  products,
};
// One category or product a line: small to ship, and a change of price is a one-line diff.
const lines = (rows: unknown[]) => rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n');
writeFileSync(
  new URL('./catalogue-data.json', import.meta.url),
  `{\n "source": ${JSON.stringify(file.source)},\n "currency_note": ${JSON.stringify(file.currency_note)},\n` +
    ` "categories": [\n${lines(file.categories)}\n ],\n "products": [\n${lines(file.products)}\n ]\n}\n`,
);
console.log(`${products.length} products (${TLDS.length} extensions), ${CATEGORIES.length} categories`);
