/**
 * A real smart-HTTP git server on 127.0.0.1 for tests and benchmarks: `git http-backend` run as a
 * CGI program behind `node:http`. Clone, fetch and push work exactly as against a real forge, and
 * tests can add faults (500, connection reset mid-pack, a stalled answer), basic auth per
 * repository, and redirects to another origin.
 */
import { spawn, execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, mkdir, writeFile, rm, symlink, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';

export type FaultKind = 'http500' | 'reset' | 'stall';
export type RecordedRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> };
export type RepoAuth = { username: string; token: string };

export type GitServer = {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Folder holding the bare repositories (`NAME.git`). */
  root: string;
  requests: RecordedRequest[];
  createRepo(name: string, files: Record<string, string | Buffer>, opts?: { branch?: string; symlinks?: Record<string, string> }): Promise<string>;
  importFolder(name: string, dir: string, opts?: { branch?: string }): Promise<string>;
  /**
   * A new bare repository `name` (branch `main`) filled by a `git fast-import` stream that
   * `write` feeds through `put`: how a repository of 100,000 files is made in seconds.
   */
  fastImport(name: string, write: (put: (chunk: string | Buffer) => Promise<void>) => Promise<void>): Promise<string>;
  commit(name: string, changes: { write?: Record<string, string | Buffer>; remove?: string[] }, message?: string): Promise<string>;
  git(name: string, args: string[]): Promise<string>;
  setAuth(name: string, auth: RepoAuth | null): void;
  /**
   * Requests for `/NAME.git/...` answer a redirect (302 unless `status` says otherwise; 307 and
   * 308 keep a POST's body) to `target + rest`; with `packOnly`, only the pack request (POST
   * git-upload-pack) is redirected. Used to test redirects to other origins.
   */
  setRedirect(name: string, target: string | null, opts?: { status?: 301 | 302 | 307 | 308; packOnly?: boolean }): void;
  /**
   * Fail the next matching request. `http500` hits the next request of any kind; `reset` and
   * `stall` hit the next pack transfer (POST git-upload-pack): `reset` sends half the pack then
   * destroys the connection, `stall` never answers (until `close`).
   */
  failNext(kind: FaultKind): void;
  close(): Promise<void>;
};

const AUTHOR_ENV = {
  GIT_AUTHOR_NAME: 'Test Author', GIT_AUTHOR_EMAIL: 'author@example.test', GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
  GIT_COMMITTER_NAME: 'Test Author', GIT_COMMITTER_EMAIL: 'author@example.test', GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
};

/** Run native git; resolves with stdout, rejects with stderr in the message. */
export function runGit(args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, env: { ...process.env, ...AUTHOR_ENV, ...env }, maxBuffer: 256 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`git ${args.join(' ')} failed: ${stderr || err.message}`));
      else resolve(stdout);
    });
  });
}

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Start a server on `port` (default: an ephemeral one); `root` defaults to a fresh temporary
 * folder. With `contentLength`, pack answers (POST git-upload-pack) carry `Content-Length`, as
 * some servers and proxies send them; otherwise they are chunked, as git's smart HTTP usually is.
 */
export async function startGitServer(opts: { root?: string; port?: number; contentLength?: boolean } = {}): Promise<GitServer> {
  const root = opts.root ?? (await mkdtemp(path.join(tmpdir(), 'primachat-git-')));
  await mkdir(root, { recursive: true });
  const auth = new Map<string, RepoAuth>();
  const redirects = new Map<string, { target: string; status: number; packOnly: boolean }>();
  const faults: FaultKind[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const stalled = new Set<ServerResponse>();

  const bare = (name: string) => {
    if (!NAME_RE.test(name) || name.includes('..')) throw new Error(`bad repository name ${name}`);
    return path.join(root, `${name}.git`);
  };

  const takeFault = (isPack: boolean): FaultKind | undefined => {
    const i = faults.findIndex((f) => f === 'http500' || isPack);
    return i < 0 ? undefined : faults.splice(i, 1)[0];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: { ...req.headers } });
    // CORS so a plain web page (not only the extension with host permission) can talk to us.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Git-Protocol, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate, Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();

    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/([^/]+)\.git(\/.*)?$/.exec(url.pathname);
    const name = m?.[1];
    const isPack = req.method === 'POST' && url.pathname.endsWith('/git-upload-pack');
    const redirect = name ? redirects.get(name) : undefined;
    if (redirect && (!redirect.packOnly || isPack)) {
      return void res.writeHead(redirect.status, { Location: `${redirect.target}${m?.[2] ?? ''}${url.search}` }).end();
    }
    const fault = takeFault(isPack);
    if (fault === 'http500') return void res.writeHead(500).end('injected failure');
    if (fault === 'stall') return void stalled.add(res);

    const need = name ? auth.get(name) : undefined;
    if (need) {
      const expected = 'Basic ' + Buffer.from(`${need.username}:${need.token}`).toString('base64');
      if (req.headers.authorization !== expected) {
        return void res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="primachat-test"' }).end('authentication required');
      }
    }
    await runBackend(req, res, root, need?.username, fault === 'reset', Boolean(opts.contentLength) && isPack);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const git = (name: string, args: string[]) => runGit(args, bare(name));

  const populate = async (name: string, fill: (work: string) => Promise<void>, branch = 'main') => {
    const work = await mkdtemp(path.join(tmpdir(), 'primachat-work-'));
    try {
      await runGit(['init', '-q', '-b', branch], work);
      await fill(work);
      await runGit(['add', '-A'], work);
      await runGit(['commit', '-q', '--allow-empty', '-m', 'initial'], work);
      await rm(bare(name), { recursive: true, force: true });
      await runGit(['clone', '-q', '--bare', work, bare(name)], root);
      await git(name, ['config', 'http.receivepack', 'true']);
      // Like a protected branch: refuse non-fast-forward updates whatever the client sends.
      await git(name, ['config', 'receive.denyNonFastForwards', 'true']);
      await git(name, ['symbolic-ref', 'HEAD', `refs/heads/${branch}`]);
      return `${base}/${name}.git`;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  const writeFiles = async (work: string, files: Record<string, string | Buffer>) => {
    for (const [p, content] of Object.entries(files)) {
      const abs = path.join(work, p);
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, content);
    }
  };

  return {
    url: base,
    root,
    requests,
    createRepo: (name, files, o = {}) =>
      populate(name, async (work) => {
        await writeFiles(work, files);
        for (const [p, target] of Object.entries(o.symlinks ?? {})) {
          await mkdir(path.dirname(path.join(work, p)), { recursive: true });
          await symlink(target, path.join(work, p));
        }
      }, o.branch),
    importFolder: (name, dir, o = {}) =>
      populate(name, (work) => cp(dir, work, { recursive: true, filter: (src) => path.basename(src) !== '.git' }), o.branch),
    async fastImport(name, write) {
      const dir = bare(name);
      await runGit(['init', '-q', '--bare', '-b', 'main', dir], root);
      const child = spawn('git', ['fast-import', '--quiet'], { cwd: dir, stdio: ['pipe', 'inherit', 'inherit'] });
      const done = new Promise<void>((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import exited ${code}`)))));
      const put = (chunk: string | Buffer) => new Promise<void>((resolve, reject) => child.stdin.write(chunk, (err) => (err ? reject(err) : resolve())));
      await write(put);
      child.stdin.end();
      await done;
      return `${base}/${name}.git`;
    },
    async commit(name, changes, message = 'update') {
      const work = await mkdtemp(path.join(tmpdir(), 'primachat-work-'));
      try {
        await runGit(['clone', '-q', bare(name), work], root);
        await writeFiles(work, changes.write ?? {});
        if (changes.remove?.length) await runGit(['rm', '-q', '--', ...changes.remove], work);
        await runGit(['add', '-A'], work);
        await runGit(['commit', '-q', '--allow-empty', '-m', message], work);
        await runGit(['push', '-q', 'origin', 'HEAD'], work);
        return (await runGit(['rev-parse', 'HEAD'], work)).trim();
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    git,
    setAuth: (name, a) => void (a ? auth.set(name, a) : auth.delete(name)),
    setRedirect: (name, target, o = {}) => void (target ? redirects.set(name, { target, status: o.status ?? 302, packOnly: o.packOnly ?? false }) : redirects.delete(name)),
    failNext: (kind) => void faults.push(kind),
    async close() {
      for (const res of stalled) res.destroy();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A root the server made for itself is its own to delete; one handed in is the caller's.
      if (!opts.root) await rm(root, { recursive: true, force: true });
    },
  };
}

/** Run `git http-backend` for one request and relay its CGI answer. */
function runBackend(req: IncomingMessage, res: ServerResponse, root: string, user: string | undefined, reset: boolean, announce = false): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    GATEWAY_INTERFACE: 'CGI/1.1',
    REQUEST_METHOD: req.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.slice(1),
    CONTENT_TYPE: req.headers['content-type'] ?? '',
    REMOTE_ADDR: '127.0.0.1',
    REMOTE_USER: user ?? 'anonymous',
  };
  if (req.headers['content-encoding']) env.HTTP_CONTENT_ENCODING = String(req.headers['content-encoding']);
  if (req.headers['git-protocol']) env.HTTP_GIT_PROTOCOL = String(req.headers['git-protocol']);
  if (req.headers['content-length']) env.CONTENT_LENGTH = String(req.headers['content-length']);

  return new Promise((resolve) => {
    const child = spawn('git', ['http-backend'], { env });
    req.pipe(child.stdin);
    child.stdin.on('error', () => {});
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', () => {
      const out = Buffer.concat(chunks);
      let sep = out.indexOf('\r\n\r\n');
      let sepLen = 4;
      if (sep < 0) { sep = out.indexOf('\n\n'); sepLen = 2; }
      const head = sep < 0 ? '' : out.subarray(0, sep).toString('latin1');
      const body = sep < 0 ? out : out.subarray(sep + sepLen);
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.split(/\r?\n/)) {
        const i = line.indexOf(':');
        if (i < 0) continue;
        const k = line.slice(0, i).trim();
        const v = line.slice(i + 1).trim();
        if (k.toLowerCase() === 'status') status = parseInt(v, 10);
        else headers[k] = v;
      }
      if (reset) {
        // Announce the full length, send half, then drop the connection: a network cut mid-pack.
        res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
        res.write(body.subarray(0, Math.floor(body.length / 2)), () => {
          setTimeout(() => { res.socket?.destroy(); resolve(); }, 20);
        });
        return;
      }
      res.writeHead(status, announce ? { ...headers, 'Content-Length': String(body.length) } : headers);
      res.end(body);
      resolve();
    });
  });
}
