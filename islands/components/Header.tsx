import type { ReactNode } from "react";
import { ConnectionBadge } from "./ConnectionBadge.tsx";

export type HeaderSection = "chat" | "shrine" | null;

type HeaderProps = {
  active: HeaderSection;
  /** The chat page's header title is its main heading; other pages have their own h1. */
  titleIsHeading?: boolean;
  /** Page-specific controls (the chat page's menu, archive and search buttons). */
  children?: ReactNode;
};

const appName = "Christ-Conscious Bodhisattva Plug-In";

/** The shared header (spec section 2): title, Chat and Shrine navigation, connection badge. */
export function Header({ active, titleIsHeading = false, children }: HeaderProps) {
  const Title = titleIsHeading ? "h1" : "p";
  return (
    <header className="site-header">
      <a className="brand" href="/">
        <img className="brand-mark" src="/icons/mark.svg" alt="" width={32} height={32} />
        <Title className="brand-title">{appName}</Title>
      </a>
      <nav className="site-nav" aria-label="Main">
        <a className="nav-button" href="/" aria-current={active === "chat" ? "page" : undefined}>Chat</a>
        <a className="nav-button" href="/shrine" aria-current={active === "shrine" ? "page" : undefined}>Shrine</a>
      </nav>
      <div className="header-tools">
        {children}
        <ConnectionBadge />
      </div>
    </header>
  );
}
