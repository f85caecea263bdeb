/**
 * The only script a page without islands ships, inline with the page's CSP nonce; browser and server tests keep
 * it under 1 KB. It registers /sw.js (sw/service_worker.ts) on load, logging only success or failure (spec
 * section 2), and offers a waiting new version with a small 'A new version is available' prompt (issue 5).
 * Written pre-minified, one commented piece per line.
 */
export const serviceWorkerRegistration = [
  `if("serviceWorker"in navigator)addEventListener("load",()=>{const s=navigator.serviceWorker;`,
  // A page that already had a worker reloads when a new one takes over (the visitor accepted the update here or
  // in another tab), so no tab runs old scripts beside a worker that caches new ones. The first install taking
  // over an uncontrolled page is not such a swap.
  `let h=!!s.controller;s.addEventListener("controllerchange",()=>{h&&location.reload();h=!0});`,
  `s.register("/sw.js").then(r=>{console.log("Service worker registered:",r.scope);`,
  // A new version installed beside an active one waits; the visitor's Reload lets it take over. Later hides the
  // prompt (it sits over the message box) and keeps this version until the next page load asks again.
  `const o=w=>{if(!w||!r.active||document.querySelector(".update-prompt"))return;`,
  `const d=document.createElement("div");d.className="update-prompt";d.setAttribute("role","status");`,
  `document.body.append(d);d.innerHTML='A new version is available<button class="button button-primary">Reload</button>`,
  `<button class="button">Later</button>';const[a,b]=d.querySelectorAll("button");`,
  `a.onclick=()=>w.postMessage({type:"SKIP_WAITING"});b.onclick=()=>d.remove()};`,
  `o(r.waiting);r.addEventListener("updatefound",()=>{const w=r.installing;`,
  `w&&w.addEventListener("statechange",()=>w.state=="installed"&&o(w))});`,
  // Tabs stay open for days: look for a new version hourly too, not only on navigations. Offline, the check
  // fails quietly and the next one tries again.
  `setInterval(()=>r.update().catch(()=>0),36e5)`,
  `},e=>console.log("Service worker registration failed:",e.message))})`,
].join("");
