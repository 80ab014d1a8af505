// The HTML bodies of the news articles, keyed by id. Rendered on the server only, sanitised to the
// spec's allow-list (docs/brief/SPEC.md section 5) before they reach a page.

import { site } from "./site.ts";

const { address } = site;
const fullAddress = `${address.street}, ${address.postalCode} ${address.city}`;

export const articleBodies: Record<string, string> = {
  "nye-kontor-mortel-innovation-dock": `<p>Fra januar 2026 holder ${site.companyName} til i nye lokaler i ${address.building}. Adressen er ${fullAddress}.</p>
<p>Telefon, e-post og åpningstider er de samme som før. Her er det viktigste du bør vite.</p>
<h2>Hva betyr flyttingen for deg?</h2>
<ul>
<li><strong>Møterom som passer arbeidet.</strong> Vi har møterom med skjerm og tavle. Her kan vi gå gjennom skisser, teste en ny nettside eller planlegge en AI-løsning sammen med deg.</li>
<li><strong>Lett å finne.</strong> Kontoret ligger i ${address.building} i ${address.city}. Du kan komme med bil, kollektivt eller sykkel. På kontaktsiden finner du veibeskrivelse.</li>
<li><strong>Samme telefon og e-post.</strong> Du når oss fortsatt på ${site.phone} og ${site.email}.</li>
<li><strong>Samme åpningstider.</strong> ${site.openingHours}.</li>
</ul>
<h2>Hvorfor flytter vi?</h2>
<p>Mye av arbeidet vårt skjer sammen med kundene. Vi tegner brukerreiser på tavla, tester prototyper og går gjennom data før vi bygger noe. Det krever rom der flere kan sitte sammen en hel dag. De nye lokalene gir oss det.</p>
<h2>Nye naboer gir nye idéer</h2>
<p>I et innovasjonssenter sitter vi tett på andre som jobber med teknologi og nye produkter. Det gir korte veier til faglige samtaler og samarbeid. For deg betyr det at vi lettere kan hente inn riktig kompetanse når prosjektet ditt trenger det.</p>
<h2>Pågående prosjekter går som før</h2>
<p>Flyttingen endrer ikke avtaler, leveranser eller support. Har du et prosjekt hos oss, fortsetter arbeidet som vanlig. Digitale møter går også som før. Ønsker du å møtes fysisk, avtaler vi tid og sender deg adressen i invitasjonen.</p>
<h2>Kom innom</h2>
<p>Vil du se de nye lokalene og snakke om nettsiden, webapplikasjonen eller AI-planene dine? Vi kan møtes hos oss i ${address.city} eller digitalt. <a href="/kontakt">Send oss en forespørsel</a>, så svarer vi innen 24 timer.</p>`,
  "webutvikling-ai-stormfart": `<p>Kunstig intelligens har på kort tid blitt en del av hverdagen for mange utviklere. Verktøy som foreslår kode, skriver tester og lager tekstutkast, er nå vanlige. Men hva betyr det for deg som skal bestille en nettside eller en webapplikasjon? Går alt raskere? Eller kommer det nye problemer?</p>
<p>Svaret er litt av begge deler. I denne artikkelen går vi gjennom hva som faktisk endrer seg, hva som fortsatt krever mennesker, og hvilke risikoer du bør kjenne til. Vi skriver ut fra egen erfaring fra prosjekter der vi bruker AI hver dag.</p>
<h2>Kodeassistenter: raskere start, samme ansvar</h2>
<p>En kodeassistent er en språkmodell som er koblet til utviklerens editor. Den foreslår neste linje, skriver hele funksjoner ut fra en kort beskrivelse og forklarer kode som er ukjent. For rutinearbeid sparer den tid. Skjemaer, oppsett av nye prosjekter, enkle API-kall og omskriving av gammel kode går raskere enn før.</p>
<p>Men assistenten vet ikke hva virksomheten din trenger. Den kjenner ikke kundene dine, avtalene dine eller systemene dere har fra før. Den foreslår kode som ser riktig ut, men som av og til er feil på måter som er vanskelige å se. Derfor har vi en enkel regel: All kode som går i produksjon, er lest og forstått av en utvikler. Assistenten skriver utkast. Mennesket har ansvaret.</p>
<p>For deg som kunde betyr det at mer av tiden i prosjektet kan gå til det som gir verdi. Det vil si å forstå behovet, teste med ekte brukere og rette det som ikke virker.</p>
<h2>Prototyper: raskere fra idé til noe du kan klikke på</h2>
<p>Før tok det ofte dager å lage en klikkbar skisse. Nå kan en utvikler eller designer lage et første utkast av en side på kort tid med hjelp av AI. Det gjør det lettere å vise deg noe konkret tidlig i prosjektet.</p>
<p>Det er en fordel. Du ser raskere om retningen er riktig, og feil blir billigere å rette. Men en prototype er ikke en ferdig løsning. Koden bak er sjelden god nok til å brukes videre, og designet må fortsatt tilpasses merkevaren og brukerne dine.</p>
<h2>Testing: flere tester, men noen må vite hva som er riktig</h2>
<p>Testing er ett av områdene der AI gir tydeligst gevinst. En språkmodell kan lese en funksjon og foreslå tester for vanlige tilfeller og for grensetilfeller. Den kan lage testdata, skrive skript som klikker seg gjennom en nettside, og forklare hvorfor en test feiler.</p>
<p>Det gjør det enklere å få god testdekning også i mindre prosjekter. Før ble testing ofte nedprioritert når tiden var knapp. Nå er terskelen lavere.</p>
<p>Likevel må noen bestemme hva som er riktig oppførsel. Hvis modellen skriver både koden og testene, kan begge ta feil på samme måte. Testene blir grønne, men løsningen gjør ikke det den skal. Vi skriver derfor akseptkriteriene sammen med deg før koden skrives. Testene sjekker mot dem, ikke mot det modellen tror.</p>
<h2>Innhold: gode utkast, men ikke ferdig tekst</h2>
<p>Tekst er en stor del av en nettside. Produktsider, tjenestebeskrivelser, ofte stilte spørsmål og metabeskrivelser tar tid å skrive. En språkmodell kan lage et første utkast på sekunder. Den kan også korte ned lange avsnitt, foreslå overskrifter og oversette til andre språk.</p>
<p>Problemet er at slike tekster ofte blir generelle. De bruker mange ord og sier lite. De kan også inneholde påstander som ikke stemmer. En modell kan finne på et tall, en sertifisering eller en funksjon dere ikke har.</p>
<p>Vår erfaring er at AI fungerer godt når den får gode råvarer. Gi den fakta om produktet, spørsmål fra ekte kunder og eksempler på hvordan dere vil høres ut. Da blir utkastet bedre. Men noen som kjenner virksomheten, må alltid lese gjennom før teksten publiseres.</p>
<ul>
<li>Bruk AI til struktur, utkast og varianter.</li>
<li>Sjekk alle fakta, tall og navn selv.</li>
<li>Skriv med egne ord der det betyr mest: på forsiden, i tilbudene og der dere forklarer hva som skiller dere fra andre.</li>
</ul>
<h2>Universell utforming: bedre verktøy, men ikke automatisk</h2>
<p>En nettside skal kunne brukes av alle, også av dem som bruker skjermleser, tastatur eller forstørrelse. I Norge gjelder reglene om universell utforming av IKT for både private og offentlige virksomheter som retter seg mot allmennheten.</p>
<p>AI kan hjelpe her. Verktøy kan foreslå alternativ tekst til bilder, finne svak kontrast, oppdage knapper uten navn og sjekke at overskriftene henger sammen. Slik fanger du mange vanlige feil tidlig.</p>
<p>Men automatiske sjekker finner bare en del av problemene. En maskin kan ikke alltid avgjøre om en bildetekst beskriver det som er viktig. Den vet heller ikke om et skjema er forståelig for en som navigerer med tastatur. Det må testes av mennesker, helst også av folk som bruker hjelpemidler til daglig.</p>
<h2>Hva trenger fortsatt mennesker?</h2>
<p>Mye av det som gjør et webprosjekt vellykket, handler ikke om kode. Det handler om valg. Dette er oppgaver vi ikke overlater til en modell:</p>
<ul>
<li><strong>Å forstå behovet.</strong> Hvem er brukerne, og hva prøver de å få gjort? Det finner du ut ved å snakke med dem.</li>
<li><strong>Arkitektur og valg av teknologi.</strong> Hvordan skal løsningen kobles til systemene dere har? Hva må den tåle om fem år?</li>
<li><strong>Prioritering.</strong> Hva skal med i første versjon, og hva kan vente?</li>
<li><strong>Kvalitetssikring.</strong> Noen må lese koden, teste løsningen og stå inne for resultatet.</li>
<li><strong>Ansvar overfor deg.</strong> Når noe går galt, trenger du en person som svarer, ikke en modell.</li>
</ul>
<h2>Risikoene du bør kjenne til</h2>
<h3>Kvalitet</h3>
<p>Kode fra en språkmodell kan virke og likevel være vanskelig å vedlikeholde. Den kan bruke utdaterte biblioteker, gjenta den samme logikken mange steder eller løse problemet på en måte som ikke passer resten av systemet. Over tid gir det teknisk gjeld. Det gjør hver endring dyrere og tregere. Kodegjennomgang, faste standarder og automatiske tester er de viktigste mottiltakene.</p>
<h3>Sikkerhet</h3>
<p>Modeller lærer av store mengder offentlig kode, og mye av den har sikkerhetshull. Typiske feil er manglende kontroll av data fra brukeren, svak tilgangsstyring og passord eller nøkler som havner i koden. Noen ganger foreslår en assistent også pakker som ikke finnes, eller som har et navn som ligner på en kjent pakke. Vi kjører derfor sikkerhetsskanning av alle avhengigheter. Kode som håndterer innlogging, betaling og personopplysninger, går vi gjennom ekstra nøye.</p>
<p>Har nettsiden din et AI-basert søk eller en chatbot, kommer det også nye angrepsflater. En bruker kan prøve å lure modellen til å vise informasjon den ikke skal vise, eller til å overse instruksene sine. Slike løsninger må testes for misbruk før de lanseres.</p>
<h3>Personvern og GDPR</h3>
<p>Dette er risikoen vi oftest ser at virksomheter undervurderer. Når du bruker et AI-verktøy, sender du data til en leverandør. Spørsmålet er hvilke data det gjelder, hvor de lagres og hva de brukes til.</p>
<ul>
<li>Ikke lim personopplysninger, kundedata eller forretningshemmeligheter inn i verktøy uten at dere har avtale med leverandøren.</li>
<li>Sjekk om leverandøren bruker dataene til å trene modellene sine, og om dere kan reservere dere.</li>
<li>Finn ut hvor dataene behandles. Overføring ut av EØS krever et gyldig grunnlag etter GDPR.</li>
<li>Inngå databehandleravtale når leverandøren behandler personopplysninger på vegne av dere.</li>
<li>Oppdater personvernerklæringen hvis nettsiden bruker AI til å behandle data om de besøkende.</li>
</ul>
<p>God praksis er å bruke testdata i utviklingen og la ekte personopplysninger bli der de hører hjemme.</p>
<h2>Hva betyr dette for deg?</h2>
<p>Skal du bestille en nettside eller en webapplikasjon i dag, bør du stille leverandøren noen enkle spørsmål:</p>
<ol>
<li>Hvilke AI-verktøy bruker dere, og til hva?</li>
<li>Hvem leser og godkjenner koden før den går i produksjon?</li>
<li>Hvordan tester dere sikkerhet og universell utforming?</li>
<li>Sendes noen av våre data til AI-leverandører, og i så fall hvilke?</li>
<li>Hvem eier koden og innholdet når prosjektet er ferdig?</li>
</ol>
<p>En seriøs leverandør svarer greit på alle fem. Blir svarene vage, bør du spørre mer.</p>
<blockquote>AI gjør gode utviklere raskere. Den gjør ikke dårlige prosesser bedre.</blockquote>
<h2>Slik jobber vi</h2>
<p>Hos ${site.companyName} bruker vi AI der den sparer tid uten å gå ut over kvaliteten: til utkast, tester, dokumentasjon og feilsøking. Vi bruker den ikke som erstatning for samtaler med deg, for kodegjennomgang eller for ansvar. Kundedata holder vi utenfor verktøyene, med mindre noe annet er avtalt og sikret.</p>
<p>Vil du vite mer om hvordan vi bygger <a href="/nettsider">nettsider</a> og <a href="/tjenester/kunstigintelligens">AI-løsninger</a>? Eller vil du at teamet ditt skal lære å bruke verktøyene trygt? Se <a href="/aikurs">AI-kursene våre</a>.</p>
<p><strong>Neste steg:</strong> Start med den gratis nettsidesjekken på forsiden, eller <a href="/kontakt">fortell oss om prosjektet</a>, så ser vi på hvordan AI kan gjøre det raskere og tryggere.</p>`,
  "ai-agenter-pinecone-rag": `<p>Mange virksomheter vil ha en AI-assistent som kan svare på spørsmål om egne rutiner, produkter og avtaler. Problemet er at en språkmodell ikke kjenner dokumentene dine. Den er trent på offentlig tekst og vet ingenting om håndboken eller kontraktene deres. Spør du likevel, kan den finne på et svar som høres riktig ut.</p>
<p>Retrieval-augmented generation, forkortet RAG, løser mye av dette. I denne artikkelen forklarer vi hvordan det virker, hva en vektordatabase gjør, og når RAG ikke er riktig verktøy.</p>
<h2>Hva er en AI-agent?</h2>
<p>En AI-agent er en språkmodell som kan gjøre mer enn å svare. Den kan velge å slå opp i en kilde, hente data fra et system eller dele en oppgave i flere steg. Et oppslag i egne dokumenter er ett av de nyttigste verktøyene en agent kan ha. Det er her RAG kommer inn.</p>
<h2>RAG i korte trekk</h2>
<p>RAG betyr at modellen henter relevant tekst før den svarer. Prosessen har tre steg:</p>
<ol>
<li><strong>Hent:</strong> Systemet finner tekstbitene i dokumentene dine som ligger nærmest spørsmålet i betydning.</li>
<li><strong>Sett sammen:</strong> Tekstbitene legges ved spørsmålet som kontekst.</li>
<li><strong>Svar:</strong> Språkmodellen skriver et svar ut fra konteksten, gjerne med henvisning til kilden.</li>
</ol>
<p>Modellen trenger ikke trenes på nytt. Når dokumentene endres, oppdaterer du bare søkegrunnlaget.</p>
<h2>Embeddings: tekst som tall</h2>
<p>For å finne riktig tekst må systemet forstå hva tekstbitene handler om. Det gjøres med embeddings. En embedding er en lang liste med tall som beskriver betydningen av en tekst. Tekster som handler om det samme, får tall som ligger nær hverandre, selv om de bruker ulike ord.</p>
<p>Et eksempel: «Hvor lang er oppsigelsestiden?» og «Hvor mange måneder må jeg jobbe etter at jeg har sagt opp?» har nesten ingen ord felles. Likevel havner de nær hverandre. Det er dette som gjør semantisk søk mer treffsikkert enn vanlig søk på ord.</p>
<h2>Vektordatabasen</h2>
<p>Embeddings lagres i en vektordatabase. Den er laget for å finne vektorene som ligger nærmest et spørsmål, raskt og i store mengder. Pinecone er ett eksempel: en administrert vektordatabase som leveres som skytjeneste. Andre alternativer er utvidelser til vanlige databaser, som pgvector for PostgreSQL, eller løsninger dere drifter selv. Valget avhenger av datamengde, krav til hvor data lagres, og hva dere har fra før.</p>
<h2>Chunking: del dokumentene riktig</h2>
<p>Før dokumentene kan lagres, må de deles opp i biter. Det kalles chunking. Det høres enkelt ut, men det har mye å si for kvaliteten.</p>
<ul>
<li>Er bitene for store, blir treffene upresise, og modellen får mye tekst som ikke er relevant.</li>
<li>Er de for små, mister de sammenhengen. En setning om «denne fristen» er lite verdt uten avsnittet den står i.</li>
<li>Del gjerne etter strukturen i dokumentet: overskrifter, avsnitt og lister. La bitene overlappe litt.</li>
<li>Lagre metadata som dokumentnavn, dato, avdeling og tilgangsnivå sammen med hver bit.</li>
</ul>
<h2>Henting og forankring i egne kilder</h2>
<p>Når en bruker stiller et spørsmål, gjøres spørsmålet om til en embedding. Vektordatabasen returnerer de nærmeste tekstbitene. Ofte gir det bedre treff å kombinere semantisk søk med vanlig ordsøk, særlig for produktnavn, paragrafnumre og forkortelser.</p>
<p>Så kommer det viktigste steget: å forankre svaret. Modellen får beskjed om å svare bare ut fra kildene den har fått, og å si fra når svaret ikke finnes der. Et godt svar viser også hvilket dokument det bygger på. Da kan brukeren sjekke selv, og tilliten øker.</p>
<blockquote>Et ærlig «Jeg fant ikke dette i dokumentene» er bedre enn et overbevisende svar som er feil.</blockquote>
<h2>Evaluering: mål før du lanserer</h2>
<p>En RAG-løsning kan virke imponerende i en demo og likevel svikte i daglig bruk. Derfor må den testes systematisk. Vi starter med et sett ekte spørsmål fra dem som skal bruke løsningen, sammen med riktige svar og kilder. Så måler vi fire ting:</p>
<ul>
<li><strong>Henting:</strong> Finner systemet de riktige tekstbitene?</li>
<li><strong>Forankring:</strong> Bygger svaret bare på kildene, eller legger modellen til noe?</li>
<li><strong>Nytte:</strong> Svarer løsningen på det brukeren faktisk spurte om?</li>
<li><strong>Avvisning:</strong> Sier den fra når svaret ikke finnes?</li>
</ul>
<p>Testsettet kjøres på nytt hver gang dere endrer modell, chunking eller dokumenter. Da ser dere om endringen gjorde ting bedre eller verre.</p>
<h2>Personvern og tilgangsstyring</h2>
<p>Dokumentene dine inneholder ofte personopplysninger. Da gjelder GDPR også for AI-løsningen.</p>
<ul>
<li>Ta bare med dokumenter assistenten faktisk trenger.</li>
<li>Sørg for at tilgangen følger brukeren. En ansatt skal ikke få svar fra dokumenter vedkommende ikke har lov til å lese. Filtrer på metadata før hentingen, ikke etter.</li>
<li>Vit hvor data lagres og behandles, både i vektordatabasen og hos leverandøren av språkmodellen. Inngå databehandleravtaler.</li>
<li>Ha en rutine for sletting. Når et dokument slettes, må også tekstbitene og embeddingene slettes.</li>
<li>Tenk over hva som logges. Spørsmål fra brukere kan også inneholde personopplysninger.</li>
</ul>
<h2>Når RAG ikke er riktig verktøy</h2>
<p>RAG passer godt når svaret står i tekst. Men slik er det ikke alltid.</p>
<ul>
<li><strong>Tall og rapporter:</strong> Spør du «Hvor mye solgte vi i mars?», bør svaret komme fra en database. Gi heller agenten et verktøy som spør databasen direkte.</li>
<li><strong>Få og stabile dokumenter:</strong> Er det bare noen få sider, kan du legge alt rett inn i konteksten. Da trenger du ingen vektordatabase.</li>
<li><strong>Handlinger:</strong> Skal assistenten bestille, endre eller slette noe, trenger den integrasjoner og tydelige regler, ikke dokumentsøk.</li>
<li><strong>Dårlige kilder:</strong> Er dokumentene utdaterte eller motstridende, blir svarene det også. Rydd først.</li>
</ul>
<h2>Kom i gang</h2>
<p>Start smått. Velg ett område med tydelige dokumenter og mange gjentatte spørsmål, for eksempel personalhåndboken eller produktdokumentasjonen. Lag et testsett, bygg en første versjon og mål resultatet før dere utvider.</p>
<p>Vil du vite om RAG passer for dere? I en samtale ser vi på dokumentene deres, spørsmålene brukerne stiller og kravene til personvern. Les mer om <a href="/tjenester/kunstigintelligens">AI-løsningene våre</a>, eller <a href="/kontakt">send oss en forespørsel</a>.</p>`,
};
