import { htmlPage } from "../test-artifacts.ts";

/** A bakery's start page of our own that breaks none of the accessibility rules the HTML shows. */
export const GOOD_PAGE = htmlPage(
  "<title>Fjellbakeriet – brød fra Lom</title>",
  `<main><h1>Brød fra Lom</h1><h2>Bestill</h2><img src="brod.jpg" alt="Surdeigsbrød på benken">
<a href="/bestill">Bestill brød til henting</a>
<form><label for="navn">Navn</label><input id="navn" type="text"><button>Send bestillingen</button></form></main>`,
);
