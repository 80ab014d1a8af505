// npm run new:article -- "Tittel på artikkelen"
// Writes content/nyheter/{slug}.md with today's date and every field to fill in, as a draft: it
// shows in the preview (npm run dev) and stays off the site until `draft: true` is removed
// (docs/editing.md).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COLLECTION_DIRS } from "#content/markdown/collections.ts";

/** 'Nytt kontor på Ålgård!' → 'nytt-kontor-pa-algard'. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replaceAll("æ", "ae")
    .replaceAll("ø", "o")
    .replaceAll("å", "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** Today in Norway, as the ISO date the front matter wants. */
export function todayInOslo(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Oslo" }).format(now);
}

const quoted = (text: string) => `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

export function articleTemplate(title: string, date: string): string {
  return `---
# Overskriften på artikkelen. Hold den under 60 tegn, og si hva leseren får.
title: ${quoted(title)}
# Ingressen: én eller to setninger under overskriften og i nyhetslisten (helst under 155 tegn).
excerpt: ""
# Publiseringsdatoen, skrevet ÅÅÅÅ-MM-DD. Nettsiden viser den som «1. januar 2026».
date: ${date}
# Hvem som har skrevet artikkelen. \${site.author} er firmanavnet fra nettstedskonfigurasjonen.
author: \${site.author}
# Nøkkelord, ett per linje med «- » foran. De vises under artikkelen og hjelper søkemotorer.
keywords:
  - ""
# Bildet øverst i artikkelen. Legg filen i public/images/news/ og skriv stien uten «public».
# alt er en kort beskrivelse av hva bildet viser, for dem som ikke ser det.
# Har artikkelen ikke noe bilde, sletter du de tre linjene som starter med image, src og alt.
image:
  src: /images/news/
  alt: ""
# Lesetiden regnes ut fra antall ord. Vil du bestemme den selv, fjern # foran linjen under.
# readTime: 5 min
# Adressen blir /nyheter/ og filnavnet. Vil du ha en annen, fjern # og skriv den under.
# slug: kort-adresse-med-bindestrek
# Et utkast vises bare i forhåndsvisningen (npm run dev). Slett linjen når artikkelen skal publiseres.
draft: true
---

Skriv artikkelen her, under den siste linjen med ---. Et tomt linjeskift gir nytt avsnitt.

## En mellomoverskrift

- Et punkt i en liste
- Et punkt til

Lenke til en annen side: [send oss en forespørsel](/kontakt).
`;
}

if (import.meta.main) {
  const title = process.argv.slice(2).join(" ").trim();
  if (!title) {
    console.error('Skriv tittelen etter kommandoen: npm run new:article -- "Tittel på artikkelen"');
    process.exit(2);
  }
  const slug = slugify(title);
  if (!slug) {
    console.error("Tittelen må ha minst én bokstav eller ett tall.");
    process.exit(2);
  }
  const relative = `${COLLECTION_DIRS.articles}/${slug}.md`;
  const file = path.resolve(import.meta.dirname, "..", relative);
  if (existsSync(file)) {
    console.error(`${relative} finnes allerede – velg en annen tittel, eller åpne den filen.`);
    process.exit(1);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, articleTemplate(title, todayInOslo()), { flag: "wx" });
  console.log(`Skrev ${relative}.`);
  console.log(
    `Fyll inn feltene, start forhåndsvisningen med «npm run dev» og åpne http://localhost:5173/nyheter/${slug}`,
  );
}
