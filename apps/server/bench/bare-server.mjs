// The baseline: node:http answering GET /api/auth/user with the same JSON from the same queries as the app
// (session and user by hashed cookie in one statement, active memberships), without framework, hooks or validation.
//   node bare-server.mjs <SQLite file | postgres:// URL> <port>
import http from 'node:http';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

// The permission lists come from the shared package, as the app's presenter takes them (loaded once, TypeScript).
const { PERMISSIONS, SUPER_ROLE, capabilitiesOf, permissionsForRole } = await tsImport(
  '@afscheid/shared',
  import.meta.url,
);

const [target, port] = process.argv.slice(2);
// The session's columns beside the user's, prefixed, as the app reads them (db/joined-row.ts).
const SESSION_COLUMNS = ['id', 'user_id', 'active_organization_id', 'remember', 'ip', 'user_agent', 'created_at']
  .concat(['last_activity_at', 'expires_at'])
  .map((column) => `s.${column} as session_${column}`)
  .join(', ');
const SESSION_WITH_USER = `select u.*, ${SESSION_COLUMNS} from sessions s join users u on u.id = s.user_id where s.id = ?`;
const MEMBERSHIPS = `select o.id, o.name, o.type, m.role from memberships m
  join organizations o on o.id = m.organization_id
  where m.user_id = ? and m.status = 'active' order by o.name`;

/** The two queries on SQLite (prepared once) or PostgreSQL (a pool of 10 like the app's, named statements). */
function queries() {
  if (target.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    const run = (name, text) => {
      const numbered = text.replace('?', '$1');
      return async (value) => (await pool.query({ name, text: numbered, values: [value] })).rows;
    };
    const sessionWithUser = run('bare_session_user', SESSION_WITH_USER);
    return {
      sessionWithUser: async (id) => (await sessionWithUser(id))[0],
      memberships: run('bare_memberships', MEMBERSHIPS),
    };
  }
  const db = new Database(target, { readonly: true });
  db.pragma('journal_mode = WAL');
  const sessionQuery = db.prepare(SESSION_WITH_USER);
  const membershipsQuery = db.prepare(MEMBERSHIPS);
  return {
    sessionWithUser: async (id) => sessionQuery.get(id),
    memberships: async (userId) => membershipsQuery.all(userId),
  };
}
const q = queries();

async function answer(req, res) {
  const token = /(?:^|; )afscheid_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const user = token && (await q.sessionWithUser(createHash('sha256').update(token).digest('hex')));
  if (!user) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Je bent niet ingelogd."}');
    return;
  }
  const memberships = await q.memberships(user.id);
  const active = memberships.find((m) => m.id === user.session_active_organization_id) ?? memberships[0];
  // The same lists as the app's answer (presentAuthUser): the role's permissions cut down to the organisation's
  // type, everything the type can do for the super role.
  const isSuper = user.is_super === 1;
  const roles = [...(active ? [active.role] : []), ...(isSuper ? [SUPER_ROLE] : [])];
  let permissions = [];
  if (isSuper) permissions = active ? capabilitiesOf(active.type) : PERMISSIONS;
  else if (active) permissions = permissionsForRole(active.role, active.type);
  const body = {
    data: {
      id: user.id,
      name: user.name,
      email: user.email,
      is_super: isSuper,
      scope: [...permissions],
      roles,
      permissions: [...permissions],
      organizations: memberships,
      active_organization_id: active?.id ?? null,
    },
  };
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

http
  .createServer((req, res) => {
    answer(req, res).catch((err) => {
      process.stderr.write(`bare server: ${err.stack ?? err}\n`);
      res.writeHead(500).end();
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
