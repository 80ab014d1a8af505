import { describe, expect, it } from "vitest";
import { emptyLinks, nestedDivs } from "../../../../tests/hostile-pages.ts";
import { RULE_CHECKS } from "../../checks/accessibility/rules.ts";
import { artifactsFor } from "../../checks/test-artifacts.ts";
import { extractPage } from "./extract.ts";

describe("reading a page's HTML", () => {
  it("keeps the headings in document order, not grouped by level (decision 021)", () => {
    const page = extractPage(`<html><body><h1>Regnskap</h1><h3>Fast pris</h3><h2>Dette får du</h2>
      <h2>Om oss</h2><h4>Historien</h4></body></html>`);
    expect(page.headings.map((heading) => heading.level)).toEqual([1, 3, 2, 2, 4]);
    expect(page.headings.map((heading) => heading.text)).toEqual([
      "Regnskap",
      "Fast pris",
      "Dette får du",
      "Om oss",
      "Historien",
    ]);
  });

  it("counts main landmarks, frames without a title, nameless buttons and empty headings", () => {
    const page = extractPage(`<html><body><div role="main"><h2><img src="logo.png" alt="Tallkraft"></h2>
      <h3> </h3><button><svg></svg></button><button aria-label="Meny"></button><button><img src="x.png" alt="Søk"></button>
      <input type="button"><input type="submit"><iframe src="/kart" title="Kart over kontoret"></iframe>
      <iframe src="/video"></iframe></div></body></html>`);
    expect(page.mainLandmarks).toBe(1);
    expect(page.frames).toEqual([
      { src: "/kart", named: true },
      { src: "/video", named: false },
    ]);
    expect(page.unnamedButtons).toBe(2);
    expect(page.emptyHeadings).toBe(1);
  });
});

// A stranger's page can be built to make a tree walk slow: every element deep inside every other,
// or tens of thousands of links. Each is read in one walk of the tree (tests/hostile-pages.ts).
describe("reading a hostile page in time", () => {
  it("reads 1 MB of nested <div>s without running out of stack or time", { timeout: 5_000 }, () => {
    const page = extractPage(nestedDivs(1024));
    expect(page.headings).toEqual([{ level: 2, text: "Bunnen" }]);
    expect(page.links).toEqual([
      { text: "Bunnen", href: "/bunn", label: null, inNavigation: false, inSentence: false },
    ]);
    expect(page.paragraphs).toEqual(["Tekst nederst."]);
    expect(page.unnamedButtons).toBe(1);
    expect(page.bodyText).toContain("Tekst nederst.");
  });

  it("reads 30 000 links without text, each without a walk of the whole page", { timeout: 5_000 }, () => {
    const page = extractPage(emptyLinks(30_000));
    expect(page.links).toHaveLength(30_000);
    expect(page.links.every((link) => link.text === "" && link.label === null)).toBe(true);
    const linkName = RULE_CHECKS.find((check) => check.id === "a11y-link-name");
    expect(linkName?.run({ ...artifactsFor(""), page }).findings[0]?.title).toBe("30000 lenker uten navn");
  });

  it("gives a link, paragraph or button nested in its own kind only its own text, as a browser does", () => {
    const depth = 100;
    const page = extractPage(
      `<body>${'<a href="/x"><p><button><h2>ord '.repeat(depth)}${"</h2></button></p></a>".repeat(depth)}</body>`,
    );
    expect(page.links).toHaveLength(depth);
    expect(page.links.every((link) => link.text === "ord")).toBe(true);
    expect(page.paragraphs.every((text) => text === "ord")).toBe(true);
    expect(page.buttons.every((text) => text === "ord")).toBe(true);
    expect(page.headings.every((heading) => heading.text === "ord")).toBe(true);
    expect(page.unnamedButtons + page.emptyHeadings).toBe(0);
  });

  it("reads 20 000 links nested in each other, each with a word, in time", { timeout: 5_000 }, () => {
    const depth = 20_000;
    const page = extractPage(`<body>${'<a href="/x">ord '.repeat(depth)}${"</a>".repeat(depth)}</body>`);
    expect(page.links).toHaveLength(depth);
    // No word is counted twice, however deep the links nest.
    expect(page.links.reduce((sum, link) => sum + link.text.length, 0)).toBe(depth * "ord".length);
  });

  it("reads a page of 200 000 non-breaking spaces in time", { timeout: 5_000 }, () => {
    // The old line-break regex, /\s*\n\s*/, backtracked over a long run of white space.
    const page = extractPage(`<body>ord${"&nbsp;".repeat(200_000)}ord</body>`);
    expect(page.bodyText).toBe(`ord${"\u00a0".repeat(200_000)}ord`);
  });

  it("still reads an image's alt as the name of a link without text", () => {
    const page = extractPage(
      `<body><a href="/"><img src="logo.png" alt="Tallkraft"></a><a href="/x"> </a></body>`,
    );
    expect(page.links.map((link) => link.text)).toEqual(["Tallkraft", ""]);
  });
});

describe("words parted by a line break or a block", () => {
  it("reads a heading or a link across <br> and nested blocks as a reader does", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><head><title>Solbakken</title></head><body>
      <h1>Velkommen til<br>Solbakken Gartneri</h1>
      <a href="/kontakt"><div>Ring oss</div><div>i dag</div></a>
      <p>Vi har <b>ferske</b> tomater.</p></body></html>`);
    expect(page.h1.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
      "Velkommen til Solbakken Gartneri",
    ]);
    expect(page.links[0]?.text.replace(/\s+/g, " ").trim()).toBe("Ring oss i dag");
    // Inline elements part no words.
    expect(page.paragraphs[0]?.replace(/\s+/g, " ")).toContain("ferske tomater");
  });

  it("reads a word marked up in parts as one word in the body text, and links side by side apart", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><head><title>Solbakken</title></head><body>
      <nav><a href="/">Hjem</a><a href="/om">Om oss</a></nav>
      <h2>Sommer<em>blomster</em></h2><p>Vi har <strong>ferske</strong> tomater og <span>løk</span><span>purre</span>.</p></body></html>`);
    expect(page.bodyText).toBe("Hjem Om oss\nSommerblomster\nVi har ferske tomater og løk purre .");
    // A word that may break at <wbr> is one word; an empty <i> is an icon between two.
    const more = extractPage(`<!doctype html><html lang="nb"><head><title>Solbakken</title></head><body>
      <p>Selskaps<wbr>menyer</p><p>Ring <b>oss</b><i class="ikon"></i>nå</p></body></html>`);
    expect(more.bodyText).toBe("Selskapsmenyer\nRing oss nå");
  });
});

describe("what the copy rules read from the markup", () => {
  const page = extractPage(`<!doctype html><html lang="nb"><head><title>Lunde Bakeri</title></head><body>
    <header><nav><a href="/kontakt">Kontakt</a></nav></header>
    <main>
      <a href="/bestill">Bestill kake</a>
      <button type="button">Vis mer</button>
      <form action="/nyhetsbrev"><input type="email"><button>Meld meg på</button><input type="submit" value="Send"></form>
      <section class="kundeomtaler">
        <div class="omtale"><p>Beste kanelbollene i byen, og alltid blid betjening.</p><p>Kari, Lundeby</p></div>
        <div class="omtale"><p>Kaken kom til avtalt tid og smakte nydelig.</p><p>Per</p></div>
      </section>
      <blockquote>Vi bestiller hver fredag.</blockquote>
    </main>
    <footer><a href="/personvern">Personvern</a></footer></body></html>`);

  it("marks links in the navigation, header or footer", () => {
    expect(page.links.map(({ text, inNavigation }) => [text, inNavigation])).toEqual([
      ["Kontakt", true],
      ["Bestill kake", false],
      ["Personvern", true],
    ]);
  });

  it("marks links in a menu written without <nav>: four bare links in a div, or a list of one link each", () => {
    const links = (body: string) =>
      extractPage(`<body>${body}</body>`).links.map(({ text, inNavigation }) => [text, inNavigation]);
    const four = ["Hjem", "Tjenester", "Priser", "Kontakt"].map((text) => `<a href="/${text}">${text}</a>`);
    expect(links(`<div class="mob">${four.join("")}</div>`).map(([, nav]) => nav)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(links(`<ul>${four.map((link) => `<li>${link}</li>`).join("")}</ul>`)[3]).toEqual([
      "Kontakt",
      true,
    ]);
    // three links, a list item with words beside its link, or a div with text are no menu
    expect(links(`<div>${four.slice(1).join("")}</div>`)[2]).toEqual(["Kontakt", false]);
    expect(links(`<ul>${four.map((link) => `<li>${link} i dag</li>`).join("")}</ul>`)[3]).toEqual([
      "Kontakt",
      false,
    ]);
    expect(links(`<div>Se også ${four.join("")}</div>`)[3]).toEqual(["Kontakt", false]);
    const cards = ["Bolig", "Hytte", "Næring", "Landbruk"].map(
      (text) => `<a href="/${text}"><h3>${text}</h3><p>Fast pris · bestill nå</p></a>`,
    );
    expect(links(`<div class="grid">${cards.join("")}</div>`)[0]).toEqual([
      "Bolig Fast pris · bestill nå",
      false,
    ]);
    // tiles with a line under each, and links dressed as buttons, are calls, not a menu
    const tasks = ["Ring oss", "Bytt lege", "Bestill time", "Forny resept"].map(
      (text) => `<a href="/${text}"><span>${text}</span><span>via Helsenorge, når det passer deg</span></a>`,
    );
    expect(links(`<div class="tasks">${tasks.join("")}</div>`)[0]?.[1]).toBe(false);
    const buttons = ["Bestill time", "Ring oss", "Send e-post", "Finn oss"].map(
      (text) => `<a class="btn" href="/${text}">${text}</a>`,
    );
    expect(links(`<div class="knapper">${buttons.join("")}</div>`)[0]).toEqual(["Bestill time", false]);
  });

  it("keeps apart the buttons that send a form", () => {
    expect(page.formButtons).toEqual(["Meld meg på", "Send"]);
    expect(page.buttons).toContain("Vis mer");
  });

  it("reads each marked review on its own, not the list around them", () => {
    expect(page.testimonials).toEqual([
      "Beste kanelbollene i byen, og alltid blid betjening. Kari, Lundeby",
      "Kaken kom til avtalt tid og smakte nydelig. Per",
      "Vi bestiller hver fredag.",
    ]);
  });
});

describe("answers to a reader's questions", () => {
  it("keeps apart the paragraphs of a list of questions: a <details>, a faq or answer block", () => {
    const faq = extractPage(`<html><body>
      <p>Vi baker alt selv, hver morgen.</p>
      <details><summary>Kan jeg bestille på søndag?</summary><p>Ja, før klokka tolv.</p></details>
      <section class="faq-list"><h3>Hva koster en bursdagskake?</h3><div><p>Fra 400 kroner.</p></div></section>
      <div class="spm"><div class="answer"><p>Du får kaken i en eske.</p></div></div>
      <div class="svarteper"><p>Svart kaffe følger med.</p></div>
    </body></html>`);
    expect(faq.answers).toEqual(["Ja, før klokka tolv.", "Fra 400 kroner.", "Du får kaken i en eske."]);
    expect(faq.paragraphs).toHaveLength(5);
  });
});

describe("cards that link to a page of their own", () => {
  it("keeps apart the paragraphs inside a link, and only those", () => {
    const cards = extractPage(`<html><body>
      <p>Vi maler hus i hele fylket.</p>
      <a href="/bolig" class="card"><h3>Bolig</h3><p>Fast pris, svar samme dag.</p></a>
      <a name="bedrift"><p>Bedrifter får egen kontaktperson.</p></a>
    </body></html>`);
    expect(cards.linkCards).toEqual(["Fast pris, svar samme dag."]);
    expect(cards.paragraphs).toHaveLength(3);
  });
});

describe("reviews a template marks", () => {
  it("are no heading, row of stars or name and title, and each is read once in a looping carousel", () => {
    const review = `<div class="review"><div class="review-stars">★★★★★</div>
      <div class="review-content"><p>Rask levering og god kaffe hver gang.</p>
      <div class="review-author"><b>Kari Lunde</b> <span>Fast kunde</span></div></div></div>`;
    const page = extractPage(`<!doctype html><html lang="nb"><body><main>
      <section class="testimonials"><h2 class="testimonials-title">Hva kundene sier</h2>
      <div class="track">${review}${review}</div></section></main></body></html>`);
    expect(page.testimonials).toEqual(["Rask levering og god kaffe hver gang."]);
    expect(page.reviewLabels).toEqual(["Kari Lunde Fast kunde"]);
  });

  it("are not a picture's caption, but a quotation in a figure is one", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><body><main>
      <figure><img src="/verksted.jpg" alt="Verkstedet"><figcaption>Kari i arbeid i verkstedet vårt.</figcaption></figure>
      <figure><blockquote>Brødet er alltid ferskt og godt.</blockquote><figcaption>Ola, fast kunde</figcaption></figure>
      </main></body></html>`);
    expect(page.testimonials).toEqual(["Brødet er alltid ferskt og godt."]);
    // a review card with the customer's photo: the words beside the caption are the quotation
    const card = extractPage(`<!doctype html><html lang="nb"><body><main>
      <figure><img src="/kari.jpg" alt=""><p>Beste brødet i byen, hver eneste dag.</p><figcaption>Kari</figcaption></figure>
      </main></body></html>`);
    expect(card.testimonials).toEqual(["Beste brødet i byen, hver eneste dag."]);
  });

  it("keep a review's title apart from its words, as the card's label", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><body><main>
      <div class="testimonial"><h4 class="card-title">Beste bakeriet i byen</h4>
      <p>Brødet er alltid ferskt, og de husker hva jeg liker.</p></div></main></body></html>`);
    expect(page.testimonials).toEqual(["Brødet er alltid ferskt, og de husker hva jeg liker."]);
    expect(page.reviewLabels).toEqual(["Beste bakeriet i byen"]);
  });

  it("keep a short review without a full stop", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><body><main>
      <div class="review"><p class="review-text">Rask og hyggelig service</p></div>
      <blockquote>Anbefales på det varmeste</blockquote></main></body></html>`);
    expect(page.testimonials).toEqual(["Rask og hyggelig service", "Anbefales på det varmeste"]);
  });
});

describe("key figures", () => {
  it("reads a number and its caption only where the markup pairs them, the number first", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><body>
      <div class="tall">
        <div><strong>30+</strong><span>Års erfaring</span></div>
        <div><i class="icon-users"></i><b>1 200</b> <small>Fornøyde kunder</small></div>
        <div><span>Prosjekter</span><strong>450</strong></div>
        <div><strong>12</strong><span>Ansatte</span> i Sandvika</div>
        <div><strong>Ring oss</strong><span>Hele døgnet</span></div>
        <div><strong>5</strong><span>Stjerner på 3 år</span></div>
      </div></body></html>`);
    expect(page.keyFigures).toEqual([
      ["30+", "Års erfaring"],
      ["1 200", "Fornøyde kunder"],
    ]);
  });
});

describe("images", () => {
  it("leaves out a tracking pixel in <noscript>: no browser with scripts shows it", () => {
    const page = extractPage(`<!doctype html><html lang="nb"><body>
      <img src="/bakeri.jpg" alt="Brød på disken">
      <noscript><img height="1" width="1" src="https://sporing.example/tr?id=1&ev=PageView"></noscript>
      <img src="/ovn.jpg"></body></html>`);
    expect(page.images.map((image) => image.src)).toEqual(["/bakeri.jpg", "/ovn.jpg"]);
  });
});
