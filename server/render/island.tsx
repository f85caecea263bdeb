import { type ComponentType, createContext, type ReactNode, use, useId } from "react";
import { CrashBoundary } from "../../islands/components/CrashBoundary.tsx";
import { islandAttribute, islandPropsAttribute } from "../../islands/lib/hydrate.tsx";

/** Collects the names of the islands a page renders, so the document loads only their scripts. */
export const IslandsUsed = createContext<Set<string> | null>(null);

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll(
    "\u2029",
    "\\u2029",
  );
}

type IslandProps<Props extends object> = {
  /** The island's file name in islands/, which is also its Vite entry name. */
  name: string;
  component: ComponentType<Props>;
  props: Props;
};

/**
 * Renders an island's full markup inside a marker that names it, with its props as JSON beside it
 * (never inside, so the hydrated tree matches the server's). The tree mirrors islands/lib/hydrate.tsx.
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>): ReactNode {
  use(IslandsUsed)?.add(name);
  const propsId = `island-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const marker = { [islandAttribute]: name, [islandPropsAttribute]: propsId };
  return (
    <>
      <div className="island" {...marker}>
        <CrashBoundary>
          <Component {...props} />
        </CrashBoundary>
      </div>
      <script type="application/json" id={propsId} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}
