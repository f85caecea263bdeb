import Counter from "../islands/Counter.tsx";
import { Island } from "../server/render/island.tsx";
import { definePage } from "../server/render/page.ts";

export default definePage({
  meta: () => ({ title: "Test", description: "A counter, for checking that islands hydrate." }),
  render: () => (
    <main id="main" className="main narrow">
      <h1 className="page-title">Test</h1>
      <Island name="Counter" component={Counter} props={{ start: 0 }} />
    </main>
  ),
});
