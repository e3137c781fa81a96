/**
 * The agency's one-time setup as docs/team-sync.md ("Setting up an agency") tells IT to run it as a
 * PostgreSQL superuser; the tests set their server up with exactly this SQL.
 */
export function agencySetupSql(owner: { user: string; password: string }): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `
    CREATE ROLE agency_owner NOLOGIN;
    CREATE ROLE agency_desk NOLOGIN;
    CREATE ROLE "${owner.user.replaceAll('"', '""')}" LOGIN PASSWORD ${quote(owner.password)} IN ROLE agency_owner;
    CREATE SCHEMA agency AUTHORIZATION agency_owner;
    -- Desks see the schema before it is prepared, so they can say "the agency server needs preparing".
    GRANT USAGE ON SCHEMA agency TO agency_desk;
  `;
}

/** SQL creating one desk's login (one per agent or per workstation, as the agency prefers). */
export function deskLoginSql(desk: { user: string; password: string }): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `CREATE ROLE "${desk.user.replaceAll('"', '""')}" LOGIN PASSWORD ${quote(desk.password)} IN ROLE agency_desk;`;
}
