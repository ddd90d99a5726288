// The server image's HEALTHCHECK: healthy when the API answers from the database and the
// identity service publishes its OpenID configuration (the same URLs `npm start` waits for).
const api = `http://127.0.0.1:${process.env.API_PORT || 8080}/api/open/v1/country`;
const identity = `http://127.0.0.1:${process.env.IDENTITY_PORT || 8081}/realms/${process.env.REALM || 'players'}/.well-known/openid-configuration`;

Promise.all(
  [api, identity].map((url) =>
    fetch(url, { signal: AbortSignal.timeout(4000) }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }),
  ),
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
