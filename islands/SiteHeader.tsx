import { Header, type HeaderSection } from "./components/Header.tsx";

export type SiteHeaderProps = { active: HeaderSection; titleIsHeading?: boolean };

/** The shared header as an island of its own, for pages whose header has no page-specific controls. */
export default function SiteHeader({ active, titleIsHeading }: SiteHeaderProps) {
  return <Header active={active} titleIsHeading={titleIsHeading} />;
}
