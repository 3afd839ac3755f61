import { sql, type Kysely } from 'kysely';

/**
 * Google and LinkedIn sign-in (issue 3): which provider account is which
 * user, and the sign-ins under way (their state (stored as a digest) and
 * nonce bound to the browser that started them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const providers = sql`provider in ('google', 'linkedin')`;

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull().check(providers))
    // The provider's stable `sub` claim: e-mail addresses change, this does not.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz')
    .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('oidc_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull().check(providers))
    // HMAC of the browser-binding cookie, as for the form check tokens.
    .addColumn('browser', 'text', (c) => c.notNull())
    // Not a secret: it travels in the authorization address and comes back inside the ID token.
    .addColumn('nonce', 'text', (c) => c.notNull())
    // PKCE, for the code flow only; housekeeping deletes the row once expired.
    .addColumn('code_verifier', 'text')
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('login', 'signup')`))
    .addColumn('antk', 'text')
    .addColumn('ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('oidc_requests_nonce_idx')
    .on('oidc_requests')
    .columns(['provider', 'browser', 'nonce'])
    .execute();
  await db.schema.createIndex('oidc_requests_expires_at_idx').on('oidc_requests').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_requests').execute();
  await db.schema.dropTable('user_identities').execute();
}
