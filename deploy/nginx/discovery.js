/*
 * The shell's nginx chooses each browser's versions (ADR 049), by the same rules as the Node stack:
 * contract/src/federation/version-choice.ts (the bucket, the choice), scripts/lib/browser-versions.ts
 * (the cookies, the forcing query) and scripts/lib/compose-page.ts (a page's fragments from the
 * chosen versions, the routes they mark pre-rendered). tooling/test/nginx-discovery.test.ts holds
 * both to the same answers.
 * Debian bookworm's njs is 0.7.9: no for…of, no Set, no URL, no `catch {}`; an object of more than
 * ten keys loses their order (a document of eleven micro-frontends is answered in another order);
 * and global state does not outlive a request, so the document is read at each request.
 */
/* eslint @typescript-eslint/no-unused-vars: ["error", { "caughtErrors": "none" }] -- njs has no `catch {}` */
var fs = require('fs');

var YEAR_SECONDS = 365 * 24 * 60 * 60;
var schema = 'https://mfewg.org/schema/v1-pre.json';
var browserId = /^[A-Za-z0-9-]{8,64}$/;
var versionText = /^[A-Za-z0-9._+-]{1,64}$/;
var forcedName = /^mfe\.([A-Za-z_][A-Za-z0-9_]*)$/;
var federationName = /^[A-Za-z_][A-Za-z0-9_]*$/;
var integrity = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
var httpUrl = /^https?:\/\/[^\s/?#]+/i;
// What goes into a header, a query or proxy_pass unescaped: render.sh's base_url rule.
var plainUrl = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]+)?(\/[A-Za-z0-9._~/-]*)?$/;
var plainOrigin = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]+)?$/;

function own(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** FNV-1a of "<browser>:<name>" mod 100. Ids and names are ASCII, so a char code is a code point. */
function trafficBucket(browser, name) {
  var text = browser + ':' + name;
  var hash = 0x811c9dc5;
  for (var i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

function chooseVersion(name, versions, browser, forced) {
  var i;
  for (i = 0; i < versions.length; i++) if (versions[i].metadata.version === forced) return versions[i];
  if (versions.length === 1) return versions[0];
  var bucket = trafficBucket(browser, name);
  var upTo = 0;
  for (i = 0; i < versions.length; i++) {
    upTo += (versions[i].deployment && versions[i].deployment.traffic) || 0;
    if (bucket < upTo) return versions[i];
  }
  return versions[0];
}

/**
 * The checks the choice relies on, as discoveryProblems makes them; the routes' own checks are left
 * to the shell, which sees the chosen version's routes.
 */
function isValidVersion(entry, several) {
  if (!isObject(entry) || !httpUrl.test(entry.url)) return false;
  if (entry.fallbackUrl !== undefined && !httpUrl.test(entry.fallbackUrl)) return false;
  var metadata = entry.metadata;
  if (!isObject(metadata) || typeof metadata.version !== 'string' || !metadata.version.trim()) return false;
  if (metadata.integrity !== undefined && !(typeof metadata.integrity === 'string' && integrity.test(metadata.integrity))) return false;
  var deployment = entry.deployment;
  if (deployment !== undefined || several) {
    if (!isObject(deployment) || !Number.isInteger(deployment.traffic) || deployment.traffic < 0 || deployment.traffic > 100) return false;
    if (typeof deployment.default !== 'boolean') return false;
  }
  return isObject(entry.extras) && Array.isArray(entry.extras.routes);
}

function isValidDocument(raw) {
  if (!isObject(raw) || raw.schema !== schema || !isObject(raw.microFrontends)) return false;
  return Object.keys(raw.microFrontends).every(function (name) {
    var versions = raw.microFrontends[name];
    if (!federationName.test(name) || !Array.isArray(versions) || versions.length === 0) return false;
    var several = versions.length > 1;
    var seen = {};
    var traffic = 0;
    var defaults = 0;
    return (
      versions.every(function (entry) {
        if (!isValidVersion(entry, several) || own(seen, entry.metadata.version)) return false;
        seen[entry.metadata.version] = true;
        if (several) {
          traffic += entry.deployment.traffic;
          if (entry.deployment.default) defaults++;
        }
        return true;
      }) &&
      (!several || (traffic === 100 && defaults === 1))
    );
  });
}

/** The written document: its text, and the document when it is valid; null when it cannot be read. */
function readDocument(r) {
  var text;
  try {
    text = fs.readFileSync(r.variables.discovery_document, 'utf8');
  } catch (e) {
    return null;
  }
  try {
    var raw = JSON.parse(text);
    return { text: text, raw: raw, document: isValidDocument(raw) ? raw : null };
  } catch (e) {
    return { text: text, raw: null, document: null };
  }
}

function documentForBrowser(document, versions) {
  var answer = {};
  Object.keys(document).forEach(function (key) {
    answer[key] = document[key];
  });
  answer.microFrontends = {};
  Object.keys(document.microFrontends).forEach(function (name) {
    var listed = document.microFrontends[name];
    answer.microFrontends[name] = [chooseVersion(name, listed, versions.browser, versions.forced[name])];
  });
  return answer;
}

function cookiesOf(header) {
  var cookies = {};
  (header || '').split(';').forEach(function (pair) {
    var separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = pair.slice(separator + 1).trim();
  });
  return cookies;
}

function cookie(name, value, maxAge) {
  return name + '=' + value + '; Path=/; Max-Age=' + maxAge + '; SameSite=Lax';
}

/** A random (version 4) UUID, as Node's randomUUID writes it. */
function randomUuid() {
  var bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  var hex = '';
  for (var i = 0; i < 16; i++) hex += (bytes[i] + 0x100).toString(16).slice(1);
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** The query's name/value pairs in order, decoded as URLSearchParams decodes them. */
function queryPairs(args) {
  var decode = function (text) {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch (e) {
      return text;
    }
  };
  return (args || '')
    .split('&')
    .filter(Boolean)
    .map(function (pair) {
      var separator = pair.indexOf('=');
      return separator < 0 ? [decode(pair), ''] : [decode(pair.slice(0, separator)), decode(pair.slice(separator + 1))];
    });
}

/**
 * js_set $browser_versions: the browser's id, forced versions and the cookies to set, as JSON. nginx
 * keeps it for the whole request, and an SSI include's subrequest shares its page's variables: a new
 * browser's fragments are chosen by the id its page sets.
 */
function browserVersions(r) {
  var cookies = cookiesOf(r.headersIn.Cookie);
  var setCookies = [];
  var browser = own(cookies, 'pp_browser') ? cookies.pp_browser : '';
  if (!browserId.test(browser)) {
    browser = randomUuid();
    setCookies.push(cookie('pp_browser', browser, YEAR_SECONDS));
  }
  var forced = {};
  Object.keys(cookies).forEach(function (name) {
    var match = forcedName.exec(name);
    if (match && versionText.test(cookies[name])) forced[match[1]] = cookies[name];
  });
  queryPairs(r.variables.args).forEach(function (pair) {
    var match = forcedName.exec(pair[0]);
    if (!match) return;
    if (pair[1] === '') {
      delete forced[match[1]];
      setCookies.push(cookie('mfe.' + match[1], '', 0));
    } else if (versionText.test(pair[1])) {
      forced[match[1]] = pair[1];
      setCookies.push(cookie('mfe.' + match[1], pair[1], YEAR_SECONDS));
    }
  });
  return JSON.stringify({ browser: browser, forced: forced, setCookies: setCookies });
}

function versionsOf(r) {
  return JSON.parse(r.variables.browser_versions);
}

/** JSON.stringify(value, null, 2), as Node writes it: njs 0.7.9 puts a blank line inside an empty [] or {}. */
function indented(value) {
  // A string in JSON holds no raw line break: only an empty list or object matches.
  return JSON.stringify(value, null, 2).replace(/([[{])\n *\n *([\]}])/g, '$1$2');
}

/** location = /config.json: the document with one version per micro-frontend; an invalid one as it is. */
function config(r) {
  var read = readDocument(r);
  if (!read) return r.return(404);
  var versions = versionsOf(r);
  if (versions.setCookies.length) r.headersOut['Set-Cookie'] = versions.setCookies;
  r.headersOut['Content-Type'] = 'application/json';
  r.return(200, read.document ? indented(documentForBrowser(read.document, versions)) + '\n' : read.text);
}

/** js_header_filter of the shell's pages (extension-less paths): the cookies their documents are chosen by. */
function pageCookies(r) {
  if (/\.[^/]*$/.test(r.variables.request_uri.split('?')[0])) return;
  var setCookies = versionsOf(r).setCookies;
  if (setCookies.length) r.headersOut['Set-Cookie'] = setCookies;
}

/** Where nginx reaches a version's base: render.sh's fragment-bases.json (public base → internal), else the base itself. */
function fragmentBase(r, base) {
  var bases = {};
  try {
    bases = JSON.parse(fs.readFileSync(r.variables.fragment_bases, 'utf8'));
  } catch (e) {
    // None written: every remote is reached where the browser reaches it.
  }
  var from = Object.keys(bases)
    .filter(function (key) {
      return base === key || base.indexOf(key + '/') === 0;
    })
    .sort(function (a, b) {
      return b.length - a.length;
    })[0];
  // nginx's resolver does not read /etc/hosts.
  return from ? bases[from] + base.slice(from.length) : base.replace(/^(https?:\/\/)localhost(?=[:/]|$)/, '$1127.0.0.1');
}

/**
 * js_set $fragment_choices: " <name>=<where nginx reaches its base>><its public base>" for each
 * micro-frontend, at the version this browser runs; a map picks an include's own (render.sh). One
 * value for every remote, as nginx keeps a js_set value for the page and all its includes.
 */
function fragmentChoices(r) {
  var read = readDocument(r);
  if (!read || !read.document) return '';
  var versions = versionsOf(r);
  var microFrontends = read.document.microFrontends;
  return Object.keys(microFrontends)
    .map(function (name) {
      var url = chooseVersion(name, microFrontends[name], versions.browser, versions.forced[name]).url.replace(/[?#].*$/, '');
      var base = /^https?:\/\/[^/]+$/i.test(url) ? url : url.slice(0, url.lastIndexOf('/'));
      var source = fragmentBase(r, base);
      return plainUrl.test(base) && plainUrl.test(source) ? ' ' + name + '=' + source + '>' + base : '';
    })
    .join('');
}

/**
 * js_set $document_screen: "<remote> <fragment>" when this URI's page is a route the browser's
 * version of its micro-frontend marks pre-rendered (`true`), "<remote> <fragment> signed-in" when it
 * marks it "signed-in" (ADR 079), else empty, as version-choice.ts's
 * prerenderedRouteFor finds it (a route of exactly that path before an area of it). nginx.conf's
 * maps give the generic page and its include's variables from it
 * (tooling/test/nginx-document-screens.test.ts).
 */
function documentScreen(r) {
  var name = r.variables.page_name;
  var read = /^[a-z0-9-]+$/.test(name) && readDocument(r);
  if (!read || !read.document) return '';
  var versions = versionsOf(r);
  var microFrontends = read.document.microFrontends;
  var exact = [];
  var areas = [];
  Object.keys(microFrontends).forEach(function (remote) {
    chooseVersion(remote, microFrontends[remote], versions.browser, versions.forced[remote]).extras.routes.forEach(function (route) {
      // discovery.ts's prerenderedPageOf. The routes are the shell's to check: a malformed one shows nothing.
      var path = isObject(route) && typeof route.path === 'string' ? route.path : '';
      var page = path.replace(/\/?\*$/, '');
      if (page.toLowerCase().replace(/^\/+|\/+$/g, '') === name) (/\*$/.test(path) ? areas : exact).push({ remote: remote, route: route });
    });
  });
  var owner = exact.concat(areas)[0];
  if (!owner) return '';
  if (owner.route.prerendered === true) return owner.remote + ' ' + name;
  return owner.route.prerendered === 'signed-in' ? owner.remote + ' ' + name + ' signed-in' : '';
}

/** The origins of every version the document lists, as static-server.ts's documentOrigins finds them. */
function documentOrigins(raw) {
  var origins = [];
  if (!isObject(raw) || !isObject(raw.microFrontends)) return origins;
  Object.keys(raw.microFrontends).forEach(function (name) {
    [].concat(raw.microFrontends[name]).forEach(function (version) {
      [version && version.url, version && version.fallbackUrl].forEach(function (url) {
        var origin = typeof url === 'string' && httpUrl.test(url) ? url.match(httpUrl)[0].toLowerCase() : '';
        origin = origin.replace(/^http:\/\/([^/]+):80$/, 'http://$1').replace(/^https:\/\/([^/]+):443$/, 'https://$1');
        if (plainOrigin.test(origin)) origins.push(origin);
      });
    });
  });
  return origins;
}

/** js_set $document_policy: the stack's policy with every origin the document lists beside the front ends'. */
function policy(r) {
  var stackPolicy = r.variables.content_security_policy;
  var frontEnds = r.variables.frontend_origins;
  var read = readDocument(r);
  var origins = frontEnds.split(' ');
  documentOrigins(read && read.raw).forEach(function (origin) {
    if (origins.indexOf(origin) < 0) origins.push(origin);
  });
  return frontEnds ? stackPolicy.split(frontEnds).join(origins.join(' ')) : stackPolicy;
}

export default { browserVersions, config, pageCookies, fragmentChoices, documentScreen, policy };
