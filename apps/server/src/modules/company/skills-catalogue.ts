import type { Language, Skill, SkillType } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import { localized } from '../../platform/i18n/localized-text.ts';

/** The skills catalogue named in the request's language, by type and then by name in that language. */
export async function localizedSkills(db: Db, language: Language): Promise<Skill[]> {
  const rows = await db
    .selectFrom('skills')
    .select(['id', 'nome', 'nomi', 'tipo'])
    .orderBy('tipo')
    .orderBy('id')
    .execute();
  const collator = new Intl.Collator(language);
  return rows
    .map((r) => ({ id: r.id, nome: localized(r.nomi, language) ?? r.nome, tipo: r.tipo as SkillType }))
    .sort((a, b) => (a.tipo === b.tipo ? collator.compare(a.nome, b.nome) : a.tipo < b.tipo ? -1 : 1));
}

/** The name of a payment mode (aziende.cod_pagamento) in this language, when the catalogue knows it. */
export async function paymentModeName(db: Db, code: string | null, language: Language): Promise<string | null> {
  if (!code) return null;
  const row = await db.selectFrom('payment_modes').select('nomi').where('codice', '=', code).executeTakeFirst();
  return localized(row?.nomi, language);
}
