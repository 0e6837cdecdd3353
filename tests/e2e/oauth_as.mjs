// A real OAuth 2 authorization server for the end-to-end suite: the npm
// package oauth2-mock-server (installed by scripts/test.sh), configured the
// way an identity provider is for an MCP resource server. Its authorization
// endpoint approves at once (no login page), with PKCE; this script adds
// what a production provider's configuration would: the RFC 8707 `resource`
// of the authorization request becomes the access token's `aud`, the scope
// asked for at authorization is the scope granted, a `groups` claim, and a
// client-credentials token's `sub` is its client.
//
// Usage: node oauth_as.mjs <oauth2-mock-server folder>; prints "issuer URL".
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dir = process.argv[2];
const { OAuth2Server } = await import(pathToFileURL(join(dir, 'dist', 'index.js')).href);

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

// code -> what the authorization request asked for.
const grants = new Map();
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (code) {
    grants.set(code, { scope: req.query.scope, resource: req.query.resource });
  }
});
server.service.on('beforeTokenSigning', (token, req) => {
  // The access token carries `scope`; the ID token does not.
  if (!('scope' in token.payload)) return;
  const grant = grants.get(req.body.code) ?? {};
  const resource = req.body.resource ?? grant.resource;
  if (resource) token.payload.aud = resource;
  if (grant.scope) token.payload.scope = grant.scope;
  token.payload.groups = ['platform'];
  // A client-credentials token names its client as the subject, as
  // production providers do (the package leaves `sub` out).
  if (!token.payload.sub && req.body.client_id) token.payload.sub = req.body.client_id;
});
server.service.on('beforeResponse', (response, req) => {
  const grant = grants.get(req.body.code);
  if (grant?.scope) response.body.scope = grant.scope;
});

await server.start(0, '127.0.0.1');
// The issuer identifier as clients reach it (the package names it "localhost").
server.issuer.url = `http://127.0.0.1:${server.address().port}`;
console.log(`issuer ${server.issuer.url}`);
