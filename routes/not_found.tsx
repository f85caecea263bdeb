import { definePage } from "../server/render/page.ts";

export default definePage({
  meta: () => ({ title: "404 Page Not Found", description: "This page does not exist." }),
  render: () => (
    <main id="main" className="main narrow not-found">
      <h1 className="page-title">404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <a className="button" href="/">Return to the chat</a>
      </p>
    </main>
  ),
});
