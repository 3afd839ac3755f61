import { sql, type Kysely } from 'kysely';

/**
 * Speed of signed-in reads (issue 13).
 *
 * 1. Change announcements: a statement-level trigger on every table an in-process read cache
 *    depends on (platform/db/change-feed.ts) sends `pg_notify('sportello_changes', <table>)`, so
 *    every server process drops what it cached from that table as soon as the writing transaction
 *    commits, whoever wrote (another server, `npm run ops`, psql). Session touches (last_seen_at
 *    and the sliding expires_at, which only ever grows) announce nothing: they are the one write a
 *    read makes, and a cached session with an earlier expiry is only more careful.
 *
 * 2. The users list (GET /rest/users) sorted through an index: company_access carries the sort
 *    keys of its user (kept by triggers from users), so a page of a large company is read from
 *    (company_id, key, user_id) instead of sorting every user of the company on each call.
 */
const ANNOUNCED = [
  'users',
  'aziende',
  'company_access',
  'settings',
  'fatturanti',
  'catalogue_categories',
  'catalogue_products',
  'category_markups',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sportello_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of ANNOUNCED) {
    await sql`create trigger ${sql.raw(`${table}_announce`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function announce_change()`.execute(db);
  }
  await sql`create trigger sessions_announce after delete or truncate on sessions for each statement execute function announce_change()`.execute(
    db,
  );
  await sql`create trigger sessions_announce_update
    after update of id, user_id, company_id, remember, created_at, ip, user_agent, totp_pending, password_reset_until on sessions
    for each statement execute function announce_change()`.execute(db);

  await db.schema
    .alterTable('company_access')
    .addColumn('sort_name', 'text')
    .addColumn('sort_username', 'text')
    .addColumn('sort_mail', 'text')
    .execute();
  await sql`update company_access ca set sort_name = lower(u.lastname || ' ' || u.firstname), sort_username = lower(u.username), sort_mail = lower(u.email)
    from users u where u.id = ca.user_id`.execute(db);
  for (const column of ['sort_name', 'sort_username', 'sort_mail']) {
    await db.schema
      .alterTable('company_access')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
  await sql`
    create function company_access_sort_keys() returns trigger language plpgsql as $$
    begin
      select lower(u.lastname || ' ' || u.firstname), lower(u.username), lower(u.email)
        into new.sort_name, new.sort_username, new.sort_mail
        from users u where u.id = new.user_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger company_access_sort_keys before insert or update of user_id on company_access
    for each row execute function company_access_sort_keys()`.execute(db);
  await sql`
    create function users_sort_keys() returns trigger language plpgsql as $$
    begin
      update company_access set sort_name = lower(new.lastname || ' ' || new.firstname), sort_username = lower(new.username), sort_mail = lower(new.email)
        where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_sort_keys after update of firstname, lastname, username, email on users
    for each row when (old.firstname is distinct from new.firstname or old.lastname is distinct from new.lastname
      or old.username is distinct from new.username or old.email is distinct from new.email)
    execute function users_sort_keys()`.execute(db);
  // The sort keys after the company: a page is a range of one of these, the total an index-only count.
  for (const column of ['sort_name', 'sort_username', 'sort_mail']) {
    await db.schema
      .createIndex(`company_access_${column}_idx`)
      .on('company_access')
      .columns(['company_id', column, 'user_id'])
      .execute();
  }
  // Each of the three starts with company_id: the single-column index is no longer needed.
  await db.schema.dropIndex('company_access_company_id_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('company_access_company_id_idx').on('company_access').column('company_id').execute();
  await sql`drop trigger users_sort_keys on users`.execute(db);
  await sql`drop function users_sort_keys()`.execute(db);
  await sql`drop trigger company_access_sort_keys on company_access`.execute(db);
  await sql`drop function company_access_sort_keys()`.execute(db);
  await db.schema
    .alterTable('company_access')
    .dropColumn('sort_name')
    .dropColumn('sort_username')
    .dropColumn('sort_mail')
    .execute();
  await sql`drop trigger sessions_announce_update on sessions`.execute(db);
  await sql`drop trigger sessions_announce on sessions`.execute(db);
  for (const table of ANNOUNCED)
    await sql`drop trigger ${sql.raw(`${table}_announce`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function announce_change()`.execute(db);
}
