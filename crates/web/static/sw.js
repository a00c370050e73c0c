// Tabula's service worker: keeps the app shell cached so the games load and play offline.
// `cargo xtask site` replaces __BUILD__ with a hash of the bundle, so each build gets a fresh cache, and __PARTS__
// with the parts of the page's module (each page and each game's table, loaded on first use).
const CACHE = "tabula-__BUILD__";
const SHELL = [
  "/", "/index.html", "/icon.svg", "/manifest.webmanifest", "/pkg/web.js", "/pkg/web_bg.wasm",
  // Every part, so any page and game opens offline.
  "/pkg/__wasm_split.js", __PARTS__,
  // The computer players' module, fetched after the page is up so a game against the computer plays offline too.
  "/worker.js", "/pkg/worker.js", "/pkg/worker_bg.wasm",
  // The other languages' catalogues (English is in the wasm): small, so a switch works offline too.
  "/locales/km.ftl", "/locales/th.ftl", "/locales/kk.ftl", "/locales/zh-Hans.ftl", "/locales/zh-Hant.ftl",
];
// Fonts are cached when a page first uses them, never ahead: a reader who never sees Khmer or Thai never downloads them.
const ON_USE = ["/fonts/"];

self.addEventListener("install", (event) => {
  // The page may have kept some files here already (those of its first route, which came in one stream).
  event.waitUntil(caches.open(CACHE)
    .then(async (cache) => {
      const kept = await Promise.all(SHELL.map((path) => cache.match(path)));
      return cache.addAll(SHELL.filter((_, i) => !kept[i]));
    })
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) {
    return; // the API always goes to the network
  }
  if (request.mode === "navigate") {
    // Client-side routes: any page is the app shell. Network first, so a new build shows up when online.
    event.respondWith(fetch(request).catch(() => caches.match("/index.html")));
    return;
  }
  const keep = ON_USE.some((prefix) => url.pathname.startsWith(prefix));
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => {
    if (keep && response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  })));
});
