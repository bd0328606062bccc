// The baseline: node:http answering GET /api/auth/user with the same JSON from the same queries as the app
// (session by hashed cookie, user, active memberships), without framework, hooks or validation.
import http from 'node:http';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
db.pragma('journal_mode = WAL');
const sessionQuery = db.prepare('select * from sessions where id = ?');
const userQuery = db.prepare('select * from users where id = ?');
const membershipsQuery = db.prepare(`select o.id, o.name, o.type, m.role from memberships m
  join organizations o on o.id = m.organization_id
  where m.user_id = ? and m.status = 'active' order by o.name`);

http
  .createServer((req, res) => {
    const token = /(?:^|; )afscheid_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = token && sessionQuery.get(createHash('sha256').update(token).digest('hex'));
    const user = session && userQuery.get(session.user_id);
    if (!user) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Je bent niet ingelogd."}');
      return;
    }
    const memberships = membershipsQuery.all(user.id);
    const active = memberships.find((m) => m.id === session.active_organization_id) ?? memberships[0];
    // The benchmark logs in as an owner, whose permission set is ['*'] (as for the super role).
    const permissions = user.is_super || active?.role === 'owner' ? ['*'] : [];
    const body = {
      data: {
        id: user.id,
        name: user.name,
        email: user.email,
        is_super: user.is_super === 1,
        scope: permissions,
        roles: active ? [active.role] : [],
        permissions,
        organizations: memberships,
        active_organization_id: active?.id ?? null,
      },
    };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
