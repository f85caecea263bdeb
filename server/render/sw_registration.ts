/**
 * The only script a page without islands ships (spec section 2: registered on load, success or
 * failure only logged). Kept tiny: a browser test asserts it stays under 1 KB.
 */
export const serviceWorkerRegistration =
  `if("serviceWorker"in navigator)addEventListener("load",()=>navigator.serviceWorker.register("/sw.js").then(r=>console.log("Service worker registered:",r.scope),e=>console.log("Service worker registration failed:",e.message)));`;
