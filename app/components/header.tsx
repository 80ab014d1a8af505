import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { HEADER_SOLID_AFTER_VIEWPORT } from "#content/constants.ts";
import { paths, sections } from "#content/routes.ts";
import { SiteLogo } from "./site-logo";

// The header (docs/brief/SPEC.md, shared elements): transparent over the dark hero, white and blurred once
// the page has scrolled past 80% of the viewport height; a collapsible menu on small screens.

const links = [
  { to: paths.services, label: "Tjenester" },
  { to: paths.cases, label: "Case Studies" },
  { to: paths.news, label: "Nyheter" },
];
const sectionLinks = [
  { id: sections.about, label: "Om oss" },
  { id: sections.contact, label: "Kontakt" },
];

function useScrolledPast(share: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > window.innerHeight * share);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [share]);
  return past;
}

export function Header() {
  const solid = useScrolledPast(HEADER_SOLID_AFTER_VIEWPORT);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const onHome = pathname === paths.home;
  const light = !solid && !menuOpen;

  function scrollToSection(event: React.MouseEvent, id: string) {
    setMenuOpen(false);
    const target = onHome ? document.getElementById(id) : null;
    if (!target) return; // on other pages the link goes to /#id and the browser scrolls there
    event.preventDefault();
    target.scrollIntoView({ behavior: "smooth" });
    history.replaceState(null, "", `#${id}`);
  }

  const linkClass = `rounded-md px-3 py-2 text-[15px] font-medium transition-colors ${
    light ? "text-white hover:text-accent-bright" : "text-ink hover:text-accent"
  }`;

  return (
    <header
      data-solid={solid ? "" : undefined}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        light ? "on-dark bg-transparent" : "border-b border-slate-200/70 bg-white/85 backdrop-blur-md"
      }`}
    >
      <nav aria-label="Hovedmeny" className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="shrink-0" onClick={() => setMenuOpen(false)}>
          <SiteLogo light={light} />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          {sectionLinks.map((link) => (
            <li key={link.id}>
              <Link to={`/#${link.id}`} className={linkClass} onClick={(e) => scrollToSection(e, link.id)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`grid size-11 place-items-center rounded-md md:hidden ${light ? "text-white" : "text-ink"}`}
          aria-expanded={menuOpen}
          aria-controls="mobilmeny"
          aria-label={menuOpen ? "Lukk menyen" : "Åpne menyen"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div id="mobilmeny" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="container-page grid gap-1 py-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-md px-3 py-3 font-medium text-ink hover:bg-mist"
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {sectionLinks.map((link) => (
            <li key={link.id}>
              <Link
                to={`/#${link.id}`}
                className="block rounded-md px-3 py-3 font-medium text-ink hover:bg-mist"
                onClick={(e) => scrollToSection(e, link.id)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
