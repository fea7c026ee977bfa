/**
 * Context cues around a capitalised word that make it a person, beyond the words right before
 * it (name-rules.ts): what the sentence does with it.
 * - a recipient: "shouted at Katie", "spoke to Anna", "said Oona to Kimberly": here "at" and
 *   "to" are no place prepositions, so they neither make the word a place nor count against a
 *   person;
 * - a subject of a verb only people do: "Klimek shouted at", "Christian had given", "Sue spent";
 * - a speaker label in a dialogue or chat transcript: `Kalman: "Who are you?"`;
 * - a possessor of personal things: "Gregorina's address", "Mark's wife";
 * - an object of naming and giving: "named him Mark", "had given Chise his address";
 * - a signature: the words after a letter's sign-off ("Kind regards,\nZorblax Quenton",
 *   "Met vriendelijke groet, Henk Jansen");
 * - a relation named after "my", "our", "mein", "ma"...: "my colleague Wisniewska", "unsere
 *   Nachbarin Kowalczyk", "ma collègue Wisniewska";
 * - someone a request is about: "ask Aiko to review", "remind Aiko about the rent", "lunch with
 *   Aiko", "Aiko and I".
 * The sentence cues are English: they come from the shape of English sentences, where most
 * gazetteer misses were; other languages keep the title and trigger rules. Signatures are read
 * in the six languages of the sign-off list.
 */
import { isEnglishWord } from './english-words.js';
import { FIRST_NAME } from './lexicon.js';
import { CLOSING_WORDS } from './name-rules.js';
import { DEPARTMENTS, OTHER_LANGUAGE_DEPARTMENTS } from './organization-context.js';
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

/** Verbs after which "at" or "to" introduces a person. */
const RECIPIENT_VERBS: ReadonlySet<string> = new Set([
  'shouted', 'yelled', 'screamed', 'smiled', 'waved', 'stared', 'glared', 'laughed', 'winked',
  'nodded', 'pointed', 'said', 'says', 'spoke', 'speaks', 'talked', 'talks', 'wrote', 'writes',
  'replied', 'whispered', 'listened', 'married', 'engaged', 'introduced', 'apologized',
  'apologised', 'explained', 'complained', 'lied', 'handed', 'sang', 'sings', 'waving', 'talking',
  'speaking', 'writing', 'shouting', 'yelling', 'smiling', 'listening',
]);
/** Of those, the ones only a person receives ("explained to Fuse TV" may well be a company). */
const PHYSICAL_RECIPIENT_VERBS: ReadonlySet<string> = new Set([
  'shouted', 'yelled', 'screamed', 'smiled', 'waved', 'stared', 'glared', 'winked', 'nodded',
  'married', 'engaged', 'waving', 'shouting', 'yelling', 'smiling',
]);
/** Verbs of speech: "said Oona to Kimberly". */
const SPEECH_VERBS: ReadonlySet<string> = new Set(['said', 'says', 'asked', 'told', 'whispered', 'shouted', 'replied', 'wrote', 'yelled']);
/** Verbs whose subject is a person ("Sue spent a year", "Will said"). */
const PERSON_VERBS: ReadonlySet<string> = new Set([
  'said', 'says', 'shouted', 'yelled', 'screamed', 'whispered', 'replied', 'told', 'asked',
  'answered', 'laughed', 'smiled', 'nodded', 'sighed', 'gave', 'spent', 'thinks', 'thought',
  'believes', 'wrote', 'wants', 'wanted', 'married', 'cried', 'wept', 'grinned',
]);
/** Two-word verb phrases so specific that even an unlisted capitalised subject is a person. */
const STRONG_PERSON_PHRASES: ReadonlySet<string> = new Set([
  'shouted at', 'yelled at', 'screamed at', 'smiled at', 'stared at', 'waved at', 'glared at',
  'winked at', 'had given', 'has given', 'whispered to', 'had told', 'has told',
  // What people do to the writer: "Aiko told me", "Ruby called me".
  'told me', 'told us', 'asked me', 'asked us', 'texted me', 'called me', 'hugged me', 'kissed me',
  'reminded me', 'promised me', 'invited me', 'invited us',
]);
/**
 * What apps notify about someone: "Olusegun Adeyemi commented on", "... invited you to edit".
 * Products and bots do the same ("GitHub Actions commented on", "Google Docs shared a"), so these
 * count only after a full name of two words that are no everyday words (person-rules.ts).
 */
const NOTIFICATION_PHRASES: ReadonlySet<string> = new Set([
  'commented on', 'replied to', 'invited you', 'mentioned you', 'assigned you', 'messaged you',
  'sent you', 'accepted your', 'accepted this', 'declined this', 'declined your', 'reacted to',
  'liked your', 'is typing', 'has joined', 'has left', 'joined the', 'left the', 'requested changes',
  'requested your', 'shared a', 'shared the', 'shared this', 'approved these', 'approved this',
  // an issue tracker's activity: "Ragnhild Sæterdal added a comment - 12/Feb/24", "... changed the Status"
  'added a', 'left a', 'changed the', 'logged work', 'created this', 'resolved this', 'closed this', 'reopened this', 'edited this',
]);

/**
 * A life's events and work after a full name: "Olusegun Adeyemi was born in", "... works at",
 * "... applying for". "Linux was born in 1991" and "Acme works at scale" say it of products and
 * companies too, so, as the notification phrases, only after a full name of two words that are no
 * everyday words, products' or companies'.
 */
const LIFE_PHRASES: ReadonlySet<string> = new Set([
  'was born', 'were born', 'got married', 'is married', 'was married', 'was diagnosed', 'has been diagnosed', 'was hired',
  'was promoted', 'was fired', 'was arrested', 'was admitted', 'was discharged', 'lives in', 'lived in', 'works at',
  'worked at', 'works for', 'worked for', 'applied for', 'applying for', 'applying to', 'is applying', 'has applied',
  'grew up', 'was raised', 'studied at', 'studies at', 'graduated from', 'passed away', 'died in', 'moved to',
]);

/**
 * What a person is, after "is a" or "was an" and up to three words of description: "Olusegun
 * Adeyemi is a dedicated nurse", "... was a senior software engineer". Products and firms are
 * described so too ("Acme is a leading provider"), so, as the life phrases, only after a full
 * name of two words that are no everyday words, products' or companies'.
 */
const OCCUPATIONS: ReadonlySet<string> = new Set([
  'nurse', 'doctor', 'physician', 'surgeon', 'dentist', 'pharmacist', 'therapist', 'psychologist', 'paramedic', 'midwife',
  'teacher', 'professor', 'lecturer', 'student', 'pupil', 'graduate', 'lawyer', 'attorney', 'solicitor', 'barrister', 'judge',
  'accountant', 'engineer', 'developer', 'programmer', 'designer', 'manager', 'director', 'consultant', 'analyst',
  'architect', 'scientist', 'researcher', 'writer', 'journalist', 'artist', 'musician', 'actor', 'actress', 'singer',
  'chef', 'cook', 'pilot', 'firefighter', 'officer', 'mechanic', 'electrician', 'plumber', 'carpenter', 'farmer',
  'entrepreneur', 'founder', 'cofounder', 'co-founder', 'ceo', 'cto', 'cfo', 'coo', 'executive', 'recruiter', 'nanny',
  'caregiver', 'carer', 'veteran', 'retiree', 'volunteer', 'athlete', 'coach', 'pastor', 'priest', 'rabbi', 'imam',
  'mother', 'father', 'mom', 'mum', 'dad', 'wife', 'husband', 'widow', 'widower', 'person', 'man', 'woman', 'girl', 'boy',
  'patient', 'client', 'customer', 'tenant', 'employee', 'intern', 'colleague', 'friend', 'neighbour', 'neighbor',
]);

/** After a name, a comma and a description of the person: ", a junior developer", ", our new nurse", ", my landlord". */
const APPOSED_DESCRIPTION = /^,[ \t]+(?:a|an|our|my|his|her|their)[ \t]+([\p{Ll}][\p{Ll} -]{0,60})/u;
/** Where a description's noun phrase ends: "a junior developer on my team", "a consultant firm in Lyon". */
const PHRASE_END: ReadonlySet<string> = new Set(['on', 'in', 'at', 'for', 'from', 'with', 'who', 'that', 'and', 'of', 'to', 'since', 'based']);

/**
 * "a performance review for Zorvan, a junior developer on my team": the name (token i to `last`)
 * set off by a comma before what the person is, an occupation or a relation within four words.
 * Firms are described so too ("Acme, a leading provider"), with other nouns.
 */
export function isDescribedInApposition(view: TokenView, last: number): boolean {
  const description = APPOSED_DESCRIPTION.exec(view.text.slice(view.end(last), view.end(last) + 80))?.[1];
  if (description === undefined) return false;
  // The phrase's head, its last noun before a preposition or a clause: "developer", not "consultant" in "consultant firm".
  const words = description.split(/[ -]+/).slice(0, 5);
  const end = words.findIndex((word) => PHRASE_END.has(word));
  const head = words[(end === -1 ? words.length : end) - 1] ?? '';
  return OCCUPATIONS.has(head) || RELATIONS.has(head);
}

/** Whether "is a" or "was an" and an occupation (three words of description at most between) follow token `last`. */
function describedAsPerson(view: TokenView, last: number): boolean {
  const verb = wordAfter(view, last, 1);
  const article = wordAfter(view, last, 2);
  if ((verb !== 'is' && verb !== 'was') || (article !== 'a' && article !== 'an')) return false;
  for (let k = 3; k <= 6; k++) {
    const word = wordAfter(view, last, k);
    if (word === '') return false;
    if (OCCUPATIONS.has(word)) return true;
  }
  return false;
}

/**
 * What credits a person before the name: "assigned to", "sent by", "on behalf of", "thanks to".
 * Teams, products and companies take these too ("powered by Google Cloud"), so, as the
 * notification phrases, only before a full name of two words that are no everyday words.
 */
const CREDIT_PHRASES: ReadonlySet<string> = new Set([
  'assigned to', 'message from', 'sent by', 'forwarded by', 'prepared by', 'reviewed by', 'approved by',
  'requested by', 'signed by', 'authored by', 'reported by', 'created by', 'submitted by', 'posted by',
  'shared by', 'edited by', 'thanks to', 'courtesy of', 'behalf of', 'cc',
  // Welcomes and thanks in team chat: "Please welcome Tunde Adeyemi", "Congrats to Priyanka Raghunathan".
  'welcome', 'congrats to', 'congratulations to', 'kudos to', 'shoutout to', 'pinging', 'hired', 'thanks', 'thank you',
  // Who a ticket names: "Ticket opened by Saoirse Mulcahy", "loop in Farrukh Tashkentov".
  'opened by', 'raised by', 'filed by', 'logged by', 'escalated by', 'handled by', 'closed by', 'resolved by',
  // Who a change names in a code host's history: "Merged by Zorvan Keltrigg", "Committed by ...".
  'merged by', 'committed by', 'pushed by',
  'loop in', 'looping in', 'looped in',
  // Who a reply goes to: "Reply to Wiremu Ngata and say".
  'reply to', 'respond to', 'talk to', 'speak to', 'speak with', 'talk with',
  // Whose an account, a booking or a payment is: "The account belongs to Wiremu Ngata", "booked under Wiremu Ngata".
  'belongs to', 'belonged to', 'registered to', 'issued to', 'payable to', 'is under', 'booked under', 'reserved under',
  // Who joins a team's space: "Please add Wiremu Ngata to the channel", "invite Wiremu Ngata".
  'please add', 'invite', 'please invite', 'onboard', 'onboarding',
]);

/** "assigned to Olusegun Adeyemi", "on behalf of Olusegun Adeyemi": token i opens a credited name. */
export function isCreditedPerson(view: TokenView, i: number): boolean {
  return view.precededBy(i, CREDIT_PHRASES);
}

/** What follows "here" when a writer names themselves: "Zorvan here, quick question", "Zorvan here. Any news?", "Zorvan here!". */
const HERE_END = /^(?:[,.!:;]|[ \t]+[-–—][ \t]|[ \t]*(?:\r?\n|$))/;

/**
 * "Zorvan here, quick question", "Hi all, Zorvan Keltrigg here.": the writer names themselves,
 * the name (token i to `last`) opening the message, a line or a clause after a greeting's comma.
 */
export function introducesSelfHere(view: TokenView, i: number, last = i): boolean {
  if (wordAfter(view, last, 1) !== 'here') return false;
  if (!HERE_END.test(view.text.slice(view.end(last + 1), view.end(last + 1) + 4))) return false;
  return view.isSentenceStart(i) || (i > 0 && view.gap(i - 1) === ', ');
}

/**
 * "Olusegun Adeyemi commented on", "Olusegun Adeyemi wrote:", "Olusegun Adeyemi was born",
 * "Olusegun Adeyemi is a nurse": the name ending at token `last` is the one an app's notification,
 * a quoted mail's header, a life's event or an occupation names.
 */
export function isNotifiedPerson(view: TokenView, last: number): boolean {
  const next = wordAfter(view, last, 1);
  if (next === '') return false;
  // "wrote:" heads a quote in mail and forums; "v." and "vs." part a court case's parties.
  if (next === 'wrote' && view.text[view.end(last + 1)] === ':') return true;
  if ((next === 'v' || next === 'vs') && /^\.[ \t]+\p{Lu}/u.test(view.text.slice(view.end(last + 1), view.end(last + 1) + 4))) return true;
  const phrase = `${next} ${wordAfter(view, last, 2)}`;
  return NOTIFICATION_PHRASES.has(phrase) || LIFE_PHRASES.has(phrase) || describedAsPerson(view, last);
}
/** Verbs before an indirect object: "had given Chise his address", "told Anna the news". */
const GIVING_VERBS: ReadonlySet<string> = new Set([
  'gave', 'given', 'give', 'gives', 'giving', 'told', 'tell', 'tells', 'sent', 'send', 'sends',
  'showed', 'shown', 'show', 'handed', 'hand', 'offered', 'promised', 'paid', 'emailed',
  'texted', 'thanked', 'invited', 'helped', 'asked', 'ask',
]);
/** Words after that indirect object. */
const OBJECT_DETERMINERS: ReadonlySet<string> = new Set(['his', 'her', 'their', 'a', 'an', 'the', 'my', 'your', 'our', 'some', 'this', 'that']);
/** Things a person has: "X's address". */
const PERSONAL_NOUNS: ReadonlySet<string> = new Set([
  'address', 'phone', 'number', 'email', 'e-mail', 'birthday', 'wife', 'husband', 'daughter',
  'son', 'mother', 'father', 'sister', 'brother', 'mom', 'mum', 'dad', 'girlfriend',
  'boyfriend', 'parents', 'kids', 'children', 'apartment',
  'passport', 'diagnosis', 'salary', 'password',
  // a job seeker's, an employee's or a patient's papers: "Zorvan's CV", "Zorvan's cover letter"
  // (not a cover, a visa, a pension or a mortgage alone: "Google's cover page", "Google's visa program")
  'cv', 'resume', 'résumé', 'payslip', 'paycheck', 'timesheet', 'prescription', 'medication', 'allergies',
]);
/**
 * The people around a person, for a word no list knows as a place or a company: "Zorvan's
 * manager is Marek" ("Google's manager" is the company's).
 */
const PERSONAL_PEOPLE: ReadonlySet<string> = new Set([
  'manager', 'colleague', 'coworker', 'co-worker', 'fiancé', 'fiancée', 'roommate', 'flatmate', 'nanny', 'babysitter',
  'grandmother', 'grandfather', 'grandma', 'grandpa', 'cousin', 'uncle', 'aunt', 'niece', 'nephew', 'stepfather',
  'stepmother', 'ex-wife', 'ex-husband', 'therapist', 'landlord', 'landlady',
  // firms have them too: "Google's boss", "Google's assistant", "Microsoft's partner"
  'boss', 'assistant', 'partner',
]);
/**
 * What a colleague has: "Obinna's laptop was stolen", "Ayşegül's wedding", "Tesselby's farewell",
 * "the photos from Tolu's graduation".
 * Only for a word that may be a name. Not a PR or a pull request (bots open them: "Dependabot's
 * PR"), nor a car, a flight or a promotion (firms have them: "Waymo's car", "Ryanair's flight"),
 * nor an announcement, a post or an update (firms publish those).
 */
const BELONGINGS: ReadonlySet<string> = new Set([
  'laptop', 'desk', 'wedding', 'funeral', 'resignation', 'farewell', 'handover', 'graduation', 'retirement', 'christening', 'baptism',
  'bday', 'b-day', 'housewarming',
]);
/**
 * What a colleague writes or takes, which software and firms have too as the first part of a
 * compound ("Traefik's message queue", "Zalando's holiday sale"): "did you see Jorvik's message
 * in #general", "as per Okafor's note the deposition is moved". Counted only where no noun follows.
 */
const WRITINGS_AND_LEAVE: ReadonlySet<string> = new Set([
  'message', 'messages', 'note', 'notes', 'comment', 'comments', 'reply', 'idea', 'suggestion', 'mistake', 'leave', 'vacation', 'holiday', 'holidays',
]);
/**
 * What may follow such a writing or leave when it ends its noun phrase: a preposition, a verb, an
 * article, a time. Not "on" or "about", which a vendor's note has as often ("Hetzner's note on rate limits").
 */
const AFTER_WRITING = /^(?:[ \t]*(?:[.,;:!?)\r\n]|$)|[ \t]+(?:in|to|from|for|was|is|says|said|the|a|that|and|but|yesterday|today|earlier|this|last|until|till|starts|ends)(?![\p{L}]))/u;
/** Naming: "named him Mark". */
const NAMING: ReadonlySet<string> = new Set(['named', 'called', 'call', 'name', 'calls', 'names']);
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'me', 'it']);
/** Line labels that are roles or headings, not speakers' names ("User:", "Assistant:", "Note:"). */
const LABEL_WORDS: ReadonlySet<string> = new Set([
  'user', 'assistant', 'system', 'human', 'ai', 'bot', 'model', 'prompt', 'response', 'answer',
  // a mail header's field names: 'Reply-To: "Bianca Montenegro" <bianca.m@...>'
  'reply-to', 'in-reply-to', 'return-path', 'sender', 'delivered-to', 'resent-from', 'resent-to',
  'question', 'note', 'notes', 'warning', 'example', 'input', 'output', 'context', 'error', 'tip',
  'summary', 'title', 'subject', 'status', 'result', 'reply', 'message', 'comment', 'update',
  'important', 'caution', 'hint', 'info', 'quote', 'source', 'translation', 'instruction',
  'instructions', 'task', 'goal', 'step', 'solution', 'explanation', 'reason', 'feedback',
  'description', 'customer', 'agent', 'support', 'operator', 'moderator', 'narrator', 'chorus',
  'interviewer', 'interviewee', 'speaker', 'host', 'guest', 'caller', 'client', 'patient',
  'doctor', 'nurse', 'teacher', 'student', 'judge', 'witness', 'reporter', 'anchor', 'everyone',
  'all', 'both', 'name', 'address', 'email', 'phone', 'date', 'time', 'location', 'text', 'code',
  // a test runner's report of a failed assertion (Jest, Vitest, Go's testing, pytest)
  'expected', 'received', 'actual', 'wanted', 'want', 'got', 'expect', 'difference', 'diff', 'value', 'values',
]);
/** Possessives of the six languages, before a relation: "my colleague", "meine Kollegin", "ma collègue". */
const POSSESSIVES: ReadonlySet<string> = new Set([
  'my', 'our', 'your', 'his', 'her', 'their', 'mein', 'meine', 'meinem', 'meinen', 'meiner',
  'unser', 'unsere', 'unserem', 'unseren', 'unserer', 'dein', 'deine', 'ihr', 'ihre', 'sein',
  'seine', 'mon', 'ma', 'notre', 'votre', 'ton', 'ta', 'son', 'sa', 'leur', 'mi', 'nuestro',
  'nuestra', 'tu', 'su', 'mio', 'mia', 'nostro', 'nostra', 'tuo', 'tua', 'suo', 'sua', 'mijn',
  'onze', 'ons', 'jouw', 'zijn', 'haar',
]);
/** People one has ("my colleague X", "onze buurman X"): the word after them names one. */
const RELATIONS: ReadonlySet<string> = new Set([
  'colleague', 'coworker', 'co-worker', 'manager', 'boss', 'supervisor', 'assistant', 'secretary',
  'accountant', 'lawyer', 'attorney', 'doctor', 'dentist', 'therapist', 'nurse', 'landlord',
  'landlady', 'tenant', 'neighbour', 'neighbor', 'roommate', 'flatmate', 'friend', 'girlfriend',
  'boyfriend', 'fiancé', 'fiancée', 'partner', 'wife', 'husband', 'son', 'daughter', 'mother',
  'father', 'brother', 'sister', 'cousin', 'uncle', 'aunt', 'nephew', 'niece', 'grandmother',
  'grandfather', 'grandson', 'granddaughter', 'stepson', 'stepdaughter',
  // who serves or works with us: "Your rep Merisande said", "our recruiter Zorvan"
  'rep', 'representative', 'agent', 'advisor', 'adviser', 'recruiter',
  // and the service's people in the other languages, and who came to fix something: "Votre conseiller Thibrand", "Your engineer Corvan"
  'engineer', 'technician', 'conseiller', 'conseillère', 'asesor', 'asesora', 'berater', 'beraterin', 'consulente', 'adviseur',
  'teamleiter', 'teamleiterin', 'teamleider', 'vorgesetzter', 'vorgesetzte', 'leidinggevende', 'responsabile',
  'kollege', 'kollegin', 'chef', 'chefin', 'nachbar', 'nachbarin', 'freund', 'freundin', 'sohn',
  'tochter', 'bruder', 'schwester', 'anwalt', 'anwältin', 'vermieter', 'vermieterin',
  'collègue', 'voisin', 'voisine', 'ami', 'amie', 'frère', 'sœur', 'soeur', 'fils', 'fille',
  'avocat', 'avocate', 'colega', 'jefe', 'jefa', 'vecino', 'vecina', 'amigo', 'amiga', 'hermano',
  'hermana', 'hijo', 'hija', 'abogado', 'abogada', 'collega', 'vicino', 'vicina', 'amico', 'amica',
  'fratello', 'sorella', 'figlio', 'figlia', 'avvocato', 'buurman', 'buurvrouw', 'vriend',
  'vriendin', 'broer', 'zus', 'zoon', 'dochter', 'advocaat',
  // family as children and grandchildren call them, and the people around a child or a student
  'mum', 'mom', 'mommy', 'mummy', 'dad', 'daddy', 'grandma', 'grandpa', 'granny', 'grandad',
  'granddad', 'nana', 'stepmother', 'stepfather', 'stepmom', 'stepdad', 'mother-in-law',
  'father-in-law', 'sister-in-law', 'brother-in-law', 'son-in-law', 'daughter-in-law', 'ex',
  'ex-husband', 'ex-wife', 'ex-boyfriend', 'ex-girlfriend', 'ex-partner', 'ex-fiancé', 'ex-fiancée',
  'teacher', 'tutor', 'coach', 'mentor', 'babysitter', 'nanny', 'caregiver', 'carer', 'classmate',
  'teammate', 'intern', 'employee', 'student', 'pupil', 'patient', 'cleaner',
  // a wedding's party: "My bridesmaid Nkiruka says cut her"
  'bridesmaid', 'groomsman', 'officiant',
  // who comes to the house or serves a household or an event: "Your guy Stavros came in October", "our contact Dorcelle"
  'guy', 'plumber', 'electrician', 'builder', 'handyman', 'contractor', 'gardener', 'contact', 'photographer', 'caterer',
  'florist', 'hairdresser', 'midwife', 'surgeon', 'consultant', 'paralegal',
  'mama', 'papa', 'mutter', 'vater', 'oma', 'opa', 'onkel', 'tante', 'cousine', 'enkel', 'enkelin',
  'lehrer', 'lehrerin', 'mère', 'père', 'grand-mère', 'grand-père', 'mamie', 'papi', 'oncle',
  'madre', 'padre', 'abuela', 'abuelo', 'tío', 'tía', 'nonna', 'nonno', 'zio', 'zia', 'moeder',
  'vader', 'oom',
  // partners, more family and the people of work in the other five languages
  'compañero', 'compañera', 'novio', 'novia', 'esposo', 'esposa', 'marido', 'pareja', 'primo', 'prima', 'sobrino', 'sobrina',
  'compagno', 'compagna', 'fidanzato', 'fidanzata', 'moglie', 'cugino', 'cugina', 'capo', 'collaboratrice', 'collaboratore',
  'copain', 'copine', 'mari', 'femme', 'épouse', 'époux', 'neveu', 'nièce', 'patron', 'patronne',
  'namorado', 'namorada', 'vizinho', 'vizinha', 'irmão', 'irmã', 'filho', 'filha', 'chefe', 'mãe', 'pai', 'tio', 'tia',
  'mann', 'ehemann', 'ehefrau', 'partnerin', 'neffe', 'nichte', 'mitbewohner', 'mitbewohnerin',
  'vrouw', 'baas', 'neef', 'nicht', 'huisgenoot',
  // who delivers, drives, treats or fixes for us: "Our driver Faisal attempted delivery", "my physio Zorvan"
  'driver', 'courier', 'chauffeur', 'physio', 'physiotherapist', 'gp', 'vet', 'plumber', 'electrician', 'mechanic', 'handyman',
  'gardener', 'hairdresser', 'barber', 'stylist', 'trainer', 'buddy', 'pa', 'ea', 'fahrer', 'fahrerin', 'livreur', 'livreuse',
  'repartidor', 'repartidora', 'corriere', 'autista', 'bezorger', 'maatje',
  // who one answers to, in the Romance languages: "Su responsable, Baltasar, propone", "notre coordinatrice Zorvan"
  'responsable', 'encargado', 'encargada', 'supervisora', 'coordinador', 'coordinadora', 'coordinatore', 'coordinatrice', 'coordinateur',
]);

/** What a delivery's or a car's driver did, after the name: a past tense, or a verb of speech or coming. */
const DRIVER_DID = /^(?:\p{Ll}{2,}ed|said|says|told|left|came|took|rang|brought|knocked|tried)$/u;

/** One or two spaces (compared, not matched: these run for every word around a name). */
const spaces = (gap: string): boolean => gap === ' ' || gap === '  ';

/**
 * The lower-case word k tokens before i, when only spaces separate them from i ('' otherwise);
 * quotes or emphasis around the words from i on count as nothing (`from "Zorvan"`).
 */
function wordBefore(view: TokenView, i: number, k: number): string {
  if (i - k < 0) return '';
  for (let j = i - k; j < i - 1; j++) if (!spaces(view.gap(j)) && !shortWith(view, j)) return '';
  if (!spaces(view.gap(i - 1)) && !shortWith(view, i - 1) && !view.opensWrappedRun(i)) return '';
  return shortWith(view, i - k) ? 'with' : view.key(i - k);
}

/** Whether token j is chat's short "with", a "w" and its slash: "call w/ Zorvan", "lunch w/Zorvan". */
function shortWith(view: TokenView, j: number): boolean {
  const gap = view.gap(j);
  return (gap === '/ ' || gap === '/') && view.key(j) === 'w';
}

/** The lower-case word k tokens after i, when only spaces separate them ('' otherwise). */
function wordAfter(view: TokenView, i: number, k: number): string {
  for (let j = i; j < i + k; j++) if (j + 1 >= view.length || !spaces(view.gap(j))) return '';
  return view.key(i + k);
}

/**
 * "shouted at Katie", "said Oona to Kimberly": token i is the person "at" or "to" points to.
 * `strict`: only verbs whose object is surely a person, evidence enough for an unlisted word.
 */
export function isRecipient(view: TokenView, i: number, strict = false): boolean {
  const preposition = wordBefore(view, i, 1);
  if (preposition !== 'at' && preposition !== 'to') return false;
  const verb = wordBefore(view, i, 2);
  if (strict) return PHYSICAL_RECIPIENT_VERBS.has(verb);
  if (RECIPIENT_VERBS.has(verb)) return true;
  return view.isName(i - 2) && view.isCapitalized(i - 2) && SPEECH_VERBS.has(wordBefore(view, i, 3));
}

/**
 * Honorifics written after the name: Turkish ("Serkan Bey", "Elif Hanım", "Ahmet Hoca"), Hindi and
 * Urdu ("Sneha bhaiya", "Sharma ji", "Rahul sir"), Japanese romanised ("Tanaka-san" is one token;
 * "Tanaka san").
 */
const HONORIFICS_AFTER: ReadonlySet<string> = new Set([
  'bey', 'beyefendi', 'hanım', 'hanim', 'hanımefendi', 'hoca', 'hocam', 'abla', 'ji', 'jee', 'bhai', 'bhaiya',
  'bhaiyya', 'didi', 'sahab', 'saheb', 'sahib', 'san', 'sama', 'chan', 'sensei',
]);
/** Those written with a capital too ("Serkan Bey"); the others only in lower case: "Su San Marino" is a town. */
const HONORIFICS_CAPITALISED: ReadonlySet<string> = new Set(['bey', 'beyefendi', 'hanım', 'hanim', 'hanımefendi', 'hoca', 'hocam']);

/** Verbs of saying and thinking after which "he" or "she" tells who the subject was: "Tunde said he would come". */
const REPORTING_VERBS: ReadonlySet<string> = new Set([
  'said', 'says', 'told', 'thinks', 'thought', 'believes', 'believed', 'feels', 'felt', 'promised', 'mentioned',
  'explained', 'confirmed', 'claims', 'claimed', 'insists', 'insisted', 'hopes', 'hoped', 'knows', 'knew', 'admitted',
  'wrote', 'replied', 'added', 'swears', 'swore',
]);
/** News agencies and outlets, which report what he or she said: "Reuters said he was arrested". */
const NEWS_SOURCES: ReadonlySet<string> = new Set([
  'reuters', 'bloomberg', 'afp', 'ap', 'dpa', 'ansa', 'efe', 'xinhua', 'tass', 'bbc', 'cnn', 'nbc', 'cbs', 'abc', 'npr',
  'politico', 'axios', 'forbes', 'wsj', 'nyt', 'guardian', 'techcrunch', 'verge', 'newsweek', 'haaretz', 'interpol',
  'europol', 'kremlin', 'wikipedia', 'reddit',
]);
/** Whether the lower-case word names a news agency or outlet, which reports as people do ("Bloomberg said she resigned"). */
export const isNewsSource = (key: string): boolean => NEWS_SOURCES.has(key);
/** Pronouns that stand for a person only: "it" and "they" stand for companies and products too ("Google said it would"). */
const PERSON_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she']);

/** A contraction after a pronoun: "he'd", "she'll", "he's". */
const CONTRACTION = /['’](?:d|ll|s|ve)$/;

/**
 * "Tunde said he would come", "Tunde told me that she", "Tunde thinks he'd win": the subject of a
 * verb of saying or thinking at token `last`, then "he" or "she" (after "that" or "me"/"us"
 * perhaps), is a person. Asked of a word no list knows; whether the word may be a name is the
 * caller's to ask ("Officials said he", "Moscow said he" name none), and news agencies report
 * what he said ("Reuters said he was arrested").
 */
export function reportsAsPerson(view: TokenView, last: number): boolean {
  if (!REPORTING_VERBS.has(wordAfter(view, last, 1)) || NEWS_SOURCES.has(view.key(last))) return false;
  let k = 2;
  if (wordAfter(view, last, k) === 'me' || wordAfter(view, last, k) === 'us') k++;
  if (wordAfter(view, last, k) === 'that') k++;
  return PERSON_PRONOUNS.has(wordAfter(view, last, k).replace(CONTRACTION, ''));
}

/**
 * What only a person is at work: off sick, on leave, on call, or covering for someone ("Will is off
 * sick, so Rose will cover"). A first name that is a word too ("Will", "Rose", "Hope") is read as a
 * person by such a predicate; software is down or off, never off sick or on leave.
 */
const ABSENCE_PHRASES: ReadonlySet<string> = new Set([
  'is off sick', 'is out sick', 'was off sick', 'called in sick', 'is on leave', 'is on holiday', 'is on vacation',
  'is on call', 'is on maternity', 'is on paternity', 'is off today', 'is off tomorrow', 'is out today', 'is out tomorrow',
  'is covering', 'will cover', 'is covering for', 'will cover for',
]);

/** The first words of `ABSENCE_PHRASES`: most names are followed by none, and are answered without building a phrase. */
const ABSENCE_OPENERS: ReadonlySet<string> = new Set(['is', 'was', 'called', 'will']);

/** "Will is off sick", "Rose will cover": the name ending at token `last` is away from work, or stands in for someone. */
export function tellsOfAbsence(view: TokenView, last: number): boolean {
  const next = wordAfter(view, last, 1);
  if (!ABSENCE_OPENERS.has(next)) return false;
  const two = `${next} ${wordAfter(view, last, 2)}`;
  return ABSENCE_PHRASES.has(two) || ABSENCE_PHRASES.has(`${two} ${wordAfter(view, last, 3)}`);
}

/** "Sue spent", "Christian had given": the name ending at token `last` is the subject of a person verb. */
export function isPersonSubject(view: TokenView, last: number, strict = false): boolean {
  const next = wordAfter(view, last, 1);
  // The lower-case ones only after a listed name: "Haan ji", "Python sensei" name no one.
  if (HONORIFICS_AFTER.has(next) && view.adjacent(last) && (HONORIFICS_CAPITALISED.has(next) || (!view.isCapitalized(last + 1) && view.isName(last)))) return true;
  const phrase = next === '' ? '' : `${next} ${wordAfter(view, last, 2)}`;
  if (STRONG_PERSON_PHRASES.has(phrase)) return true;
  return !strict && PERSON_VERBS.has(next);
}

/**
 * What people did, in the past tense, in mail and chat: at work, in touch, at a desk. Not what
 * dishes, teams, places and products do too ("Brown Rice cooked in broth", "Green Bay won", "Rose
 * Hill opened", "Ruby Rails released"): cooked, won, opened, closed, started, worked, moved...
 */
const PAST_PERSON_VERBS: ReadonlySet<string> = new Set([
  'reviewed', 'approved', 'signed', 'emailed', 'phoned', 'texted', 'replied', 'confirmed', 'agreed', 'suggested',
  'mentioned', 'explained', 'complained', 'apologized', 'apologised', 'promised', 'recommended', 'thanked', 'invited',
  'requested', 'submitted', 'resigned', 'retired', 'interviewed', 'attended', 'visited', 'graduated', 'studied',
  'decided', 'noticed', 'forgot', 'remembered', 'insisted', 'admitted', 'objected', 'commented', 'responded',
]);

/**
 * "Mark Brown reviewed it", "Will Smith said no": the name ending at token `last` is the subject of
 * a verb only people do, a person's verb or one of what people did at work or in touch. Asked of
 * a first name and a surname that are everyday words both (person-rules.ts), where the verb is
 * what tells them from a noun phrase ("Brown rice is healthy", "Rose Gold looks nice"), and of a
 * lone name the sentence opens with (a listed or rare one, one after a role: "Kowalczyk approved
 * it"); `auxiliary` lets one auxiliary or adverb stand before the verb ("Sharma has promised").
 */
export function isPastTenseSubject(view: TokenView, last: number, auxiliary = false): boolean {
  let next = wordAfter(view, last, 1);
  // "Sharma has promised a fix", "Kowalczyk just approved it" (with `auxiliary`).
  if (auxiliary && WORDS_BEFORE_VERB.has(next)) next = wordAfter(view, last, 2);
  return next !== '' && (PERSON_VERBS.has(next) || PAST_PERSON_VERBS.has(next));
}
/** One word that may stand between a subject and its verb: an auxiliary or an adverb ("has promised", "had approved", "just signed"). */
const WORDS_BEFORE_VERB: ReadonlySet<string> = new Set(['has', 'had', 'just', 'already', 'also']);

/**
 * What a colleague does in work chat, tickets and notes, beyond the verbs above: "Brayden Obi
 * joined the team", "Priyanka Raghunathan opened a ticket", "Ravindra Subrahmanyam reports to".
 * Teams, products and companies join, open and report too ("Google Cloud joined the program"),
 * so these count only after a full name of two words that no list knows and that are no
 * everyday, product or tool words (person-rules.ts `unlistedPairInContext`).
 */
const COLLEAGUE_VERBS: ReadonlySet<string> = new Set([
  ...PAST_PERSON_VERBS, 'joined', 'left', 'resigned', 'booked', 'cancelled', 'canceled', 'escalated', 'presented', 'hired',
  'volunteered', 'travelled', 'traveled', 'offered', 'relocated', 'married', 'asked', 'answered', 'shared', 'introduced',
  'sang', 'performed',
  // what a code host's history says a developer did: "Zorvan Keltrigg pushed to main", "... merged 3 commits"
  'pushed', 'merged', 'committed', 'reopened', 'rebased', 'forked', 'starred',
]);
/**
 * The same with a verb of two words: "Brayden Obi is out today", "Brayden Obi will join the
 * call", "Ravindra Subrahmanyam reports to", "Tunde Adeyemi met with". Not what software does
 * too: needs, opens, sends, owns, leads, raises, meets ("Redux Toolkit needs a store", "Mozilla
 * Firefox opened a tab", "Zustand Middleware met the requirements").
 */
const COLLEAGUE_PHRASES: ReadonlySet<string> = new Set([
  'is out', 'is off', 'is away', 'is sick', 'is ill', 'is joining', 'is leaving', 'was promoted', 'was hired',
  'will join', 'has resigned', 'was out', 'was off', 'called in', 'reached out', 'reports to', 'met with',
  'will present', 'will lead', 'will host', 'will attend', 'will cover', 'sent over',
  // an HR note's: "Zorvan Keltrigg was terminated", "... was laid off" (a process or an instance is terminated too, under everyday words)
  'was terminated', 'was dismissed', 'was laid', 'got fired', 'got promoted',
]);
/** What a person opens, where software opens tabs and files: "Priyanka Raghunathan opened a ticket". */
const OPENED_CASES: ReadonlySet<string> = new Set(['ticket', 'case', 'complaint', 'claim', 'dispute', 'account', 'incident']);
/** The office after a name and a comma: "Ebele Nwosu, CTO at Paystack". */
const OFFICES_AFTER: ReadonlySet<string> = new Set([
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cpo', 'ciso', 'vp', 'svp', 'evp', 'founder', 'co-founder', 'cofounder',
]);
/** What follows such an office: its company ("at", "of"), another office ("and"), or no word (the end of the clause). */
const OFFICE_ENDS: ReadonlySet<string> = new Set(['', 'at', 'of', 'and']);
/** Pronouns in a name's parentheses, as signatures and profiles write them: "Brayden Obi (he/him)". */
const PRONOUN_PAIRS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'ze', 'xe']);

/**
 * Auxiliaries and verbs of telling what someone did, has or will do: "Pradeep Chandrasekaran has
 * been promoted", "Zubair Qureshi will take over". Not "sent": software sends mail ("Supabase Auth sent the email").
 */
const AUXILIARIES: ReadonlySet<string> = new Set([
  'is', 'was', 'has', 'had', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'just', 'also',
  'still', 'never', 'already', 'took', 'got', 'made', 'did', 'does', 'keeps', 'kept', 'went', 'came',
]);
/**
 * What an auxiliary says of a person, not of software ("has been promoted", "will take over", "is
 * out"): software is down, slow, deprecated, and handles, refreshes and validates things.
 */
const PERSON_PREDICATES: ReadonlySet<string> = new Set([
  'promoted', 'hired', 'fired', 'appointed', 'elected', 'nominated', 'retiring', 'retired', 'resigning', 'resigned',
  'leaving', 'joining', 'relocating', 'taking', 'take', 'stepping', 'step', 'join', 'lead', 'leading', 'present',
  'presenting', 'attend', 'attending', 'host', 'hosting', 'cover', 'covering', 'out', 'off', 'away', 'back', 'sick',
  'ill', 'pregnant', 'married', 'engaged', 'travelling', 'traveling', 'visiting', 'interviewing', 'onboarding',
]);
/** Words an auxiliary may stand before its predicate with: "has been promoted", "will now take over". */
const AUXILIARY_FILLERS: ReadonlySet<string> = new Set(['been', 'be', 'now', 'also', 'just', 'still', 'not', 'currently', 'officially']);
/** "Osagie Igbinedion is our main contact": a possessive (POSSESSIVES), then, a word or two on, the role a person has for us. */
const ROLES_AFTER: ReadonlySet<string> = new Set([
  'contact', 'manager', 'lead', 'boss', 'colleague', 'friend', 'client', 'customer', 'landlord', 'tenant', 'doctor',
  'lawyer', 'accountant', 'advisor', 'adviser', 'mentor', 'teacher', 'neighbour', 'neighbor', 'partner', 'wife',
  'husband', 'son', 'daughter', 'sister', 'brother', 'mother', 'father', 'cousin', 'uncle', 'aunt', 'founder',
  'intern', 'engineer', 'designer', 'developer', 'recruiter', 'agent', 'representative', 'rep', 'coach', 'tutor',
  'therapist', 'nurse', 'assistant', 'director', 'supervisor', 'owner', 'ceo', 'cto', 'cfo', 'coo',
]);
/**
 * A name's subject position before an English auxiliary and what it says of a person ("has been
 * promoted", "will take over", "is out", "is our main contact"): with two words no list knows
 * before it, such a sentence tells of someone. "Supabase Auth is down again", "... has been
 * deprecated" tell of software. (Past tenses people do are `COLLEAGUE_VERBS`.)
 */
function tellsOfSomeone(view: TokenView, last: number, next: string): boolean {
  if (view.isCapitalized(last + 1) || !AUXILIARIES.has(next)) return false;
  let k = 2;
  while (k < 4 && AUXILIARY_FILLERS.has(wordAfter(view, last, k))) k++;
  const after = wordAfter(view, last, k);
  if (after === '' || view.isCapitalized(last + k)) return false;
  if (PERSON_PREDICATES.has(after)) return true;
  return POSSESSIVES.has(after) && (ROLES_AFTER.has(wordAfter(view, last, k + 1)) || ROLES_AFTER.has(wordAfter(view, last, k + 2)));
}

/**
 * The perfect tense of Spanish, Italian, French and Dutch: the auxiliary, then a past participle
 * by its ending ("ha enviado", "ha chiamato", "a appelé", "heeft gebeld").
 */
const PERFECT_TENSES: ReadonlyMap<string, RegExp> = new Map([
  ['ha', /^\p{L}{2,}(?:ado|ada|ido|ida|ato|ata|ito|ita|uto|uta)$/u],
  ['a', /^\p{L}{2,}(?:é|ée)$/u],
  ['heeft', /^ge\p{L}{2,}[dt]$/u],
]);

/** "Jaume Puigdemont-Serra ha enviado", "Gwenaëlle Kerbrat a appelé": the name is the subject of a perfect tense. */
function didInOtherLanguage(view: TokenView, last: number, next: string): boolean {
  const participle = PERFECT_TENSES.get(next);
  return participle !== undefined && !view.isCapitalized(last + 2) && participle.test(wordAfter(view, last, 2));
}

/** Full names joined by "and" before a colleague's verb, looked through at most. */
const MAX_JOINED_NAMES = 4;

/**
 * "Brayden Obi joined the team", "Brayden Obi is out today", "Priyanka Raghunathan opened a
 * ticket", "Ebele Nwosu, CTO at", "Brayden Obi (he/him)": the full name ending at token `last` is
 * a colleague's, by the verb after it, the office after its comma or the pronouns in
 * parentheses. Asked only of two words no list knows.
 */
export function isColleagueSubject(view: TokenView, last: number): boolean {
  // "Priyanka Raghunathan and Tunde Adeyemi met with": one of a few full names before the verb.
  // A loop with a bound: a text of ten thousand "X Y and" would otherwise recurse that deep, for
  // every pair of the chain.
  for (let joined = 0; wordAfter(view, last, 1) === 'and'; joined++) {
    if (joined >= MAX_JOINED_NAMES || !view.isCapitalized(last + 2) || !view.isCapitalized(last + 3) || wordAfter(view, last, 3) === '') return false;
    last += 3;
  }
  const next = wordAfter(view, last, 1);
  if (next === 'opened') return OPENED_CASES.has(wordAfter(view, last, 3)) || OPENED_CASES.has(wordAfter(view, last, 2));
  if (next !== '') return COLLEAGUE_VERBS.has(next) || COLLEAGUE_PHRASES.has(`${next} ${wordAfter(view, last, 2)}`) || tellsOfSomeone(view, last, next) || didInOtherLanguage(view, last, next);
  if (last + 2 >= view.length) return false;
  const gap = view.gap(last);
  // "Ebele Nwosu, CTO at Paystack", "Jane Roe, CEO": the office ends the clause or names its company ("CEO approval" is none).
  if (gap === ', ') return OFFICES_AFTER.has(view.key(last + 1)) && OFFICE_ENDS.has(wordAfter(view, last + 1, 1));
  return (gap === ' (' || gap === '(') && PRONOUN_PAIRS.has(view.key(last + 1)) && view.gap(last + 1) === '/';
}

/**
 * Roles a ticket, a chart or a file names someone by, right before the name: "Customer Tunde
 * Adeyemi reports", "Patient Evander Hollingsworth, 54", "the defendant Lachlan Strathearn".
 * Asked, as the verbs above, only before two words no list knows.
 */
const ROLES_BEFORE: ReadonlySet<string> = new Set([
  'customer', 'client', 'patient', 'candidate', 'applicant', 'employee', 'user', 'tenant', 'caller', 'plaintiff',
  'defendant', 'witness', 'claimant', 'passenger', 'guest', 'student', 'contractor', 'resident', 'victim', 'suspect',
  'landlord', 'landlady', 'owner', 'buyer', 'seller', 'vendor', 'recruiter', 'interviewer', 'interviewee', 'mentee',
  // a chart's and a ward's: "Pt Evander Hollingsworth, 54F", "Nurse Evander Hollingsworth"
  'pt', 'nurse', 'attending', 'physician', 'surgeon', 'therapist', 'midwife', 'caregiver',
  // the other five languages' tickets and files: "El usuario Baltasar Quiroga", "le client Zorvan Keltrigg", "der Kunde ..."
  'usuario', 'usuaria', 'cliente', 'paciente', 'empleado', 'empleada', 'candidato', 'candidata', 'inquilino', 'inquilina', 'solicitante',
  'utilisateur', 'utilisatrice', 'patiente', 'salarié', 'salariée', 'candidat', 'locataire', 'demandeur',
  'utente', 'paziente', 'dipendente', 'richiedente',
  // a colleague or a team's lead introduced by their role: "Supervisor Tigist Haile supports", "on-call engineer Tavrin Oduya",
  // "Teamleiter Drevan Pölitz war anwesend", "Collega Geert van Osselbroek sluit aan"
  'supervisor', 'colleague', 'engineer', 'technician', 'consultant', 'intern', 'teamleiter', 'teamleiterin', 'kollege', 'kollegin',
  'collègue', 'colega', 'collega', 'teamleider', 'teamleidster',
  'benutzer', 'benutzerin', 'kunde', 'kundin', 'patientin', 'mitarbeiter', 'mitarbeiterin', 'bewerber', 'bewerberin', 'mieter', 'mieterin', 'antragsteller',
  'gebruiker', 'klant', 'patiënt', 'medewerker', 'medewerkster', 'kandidaat', 'huurder', 'aanvrager',
]);

/** Whether the capitalised words ending at token `last` spell `abbreviation` by their initials: "Human Resources (HR)". */
function expandsAbbreviation(view: TokenView, last: number, abbreviation: string): boolean {
  const count = abbreviation.length;
  if (count < 2 || last - count + 1 < 0) return false;
  let initials = '';
  for (let k = last - count + 1; k <= last; k++) initials += (view.tokens[k]?.text ?? '').charAt(0);
  return initials.toUpperCase() === abbreviation.toUpperCase();
}

/**
 * "Ugonna from HR wants my bank details", "Femi from Accounts": token i belongs to a team of one's
 * own company, as colleagues are introduced. The team with its capital: written small it is as
 * often a word ("exclude Foo from security scans", "remove Foo from it"). Whether token i may be a
 * name is the caller's to ask ("Export from Finance" is a word).
 */
/** A team named by its work: "from the data team", "from the billing department". */
const TEAM_WORDS: ReadonlySet<string> = new Set(['team', 'department', 'dept', 'squad', 'desk', 'office', 'group']);

/** A colleague's job as a team's plans write it in brackets after the name: "Zorvan (PM)", "Quillon (Eng)". */
const BRACKETED_JOBS: ReadonlySet<string> = new WordSet(['pm', 'eng', 'em', 'qa', 'ux', 'dev', 'ceo', 'cto', 'cfo', 'coo', 'vp', 'intern']);

export function isFromDepartment(view: TokenView, i: number): boolean {
  // "Zorvan (HR) said", "Zorvan (PM) and Quillon (Eng)": the team or the job in brackets after
  // the name, in English text (other languages write an abbreviation's expansion so:
  // "Thekinoloji ya Mahungu (IT)").
  const inBrackets = (view.gap(i) === ' (' || view.gap(i) === '(') && view.gap(i + 1).startsWith(')');
  if (inBrackets && (DEPARTMENTS.has(view.key(i + 1)) || BRACKETED_JOBS.has(view.key(i + 1))) && view.isCapitalized(i + 1)) {
    return view.readsAsEnglish() && !expandsAbbreviation(view, i, view.tokens[i + 1]?.text ?? '');
  }
  if (fromDepartmentInOtherLanguage(view, i)) return true;
  if (wordAfter(view, i, 1) !== 'from') return false;
  // "Zorvan from the data team says": the team by what it does, in small letters too.
  if (wordAfter(view, i, 2) === 'the' && (TEAM_WORDS.has(wordAfter(view, i, 4)) || TEAM_WORDS.has(wordAfter(view, i, 5)))) return true;
  const team = departmentAfterFrom(view, i);
  if (team === -1) return false;
  // "Brannoch from legal said": chat writes the team in small letters, before what its member did.
  return view.isCapitalized(team) || LOWER_CASE_TEAM_END.test(view.text.slice(view.end(team), view.end(team) + 12));
}

/** The token of a department after token i's "from" ("from legal", "from the IT"), or -1. */
function departmentAfterFrom(view: TokenView, i: number): number {
  if (wordAfter(view, i, 1) !== 'from') return -1;
  const team = wordAfter(view, i, 2) === 'the' ? i + 3 : i + 2;
  return team < view.length && spaces(view.gap(team - 1)) && DEPARTMENTS.has(view.key(team)) ? team : -1;
}

/**
 * "Rose from accounting will bring them", "Bill from IT called": token i, from a team (in English,
 * capitalised or not), before what its member says or does. Asked of first names that are also
 * words, which a team's invoices and plans are too ("Bill from Accounting is overdue", "Hope from
 * Sales was never a strategy"): not before "is", "was" or "has".
 */
export function isActingFromDepartment(view: TokenView, i: number): boolean {
  const team = departmentAfterFrom(view, i);
  return team !== -1 && TEAM_MEMBER_ACTS.test(view.text.slice(view.end(team), view.end(team) + 12));
}
/** What a team's member says or does, after the team: "from legal said", "from IT will bring". */
const TEAM_MEMBER_ACTS = /^[ \t]+(?:said|says|asked|asks|wants|wanted|told|tells|thinks|mentioned|confirmed|will|would|can|could|just|also|called|calls|sent|emailed|needs|brought|brings|fixed|approved)\b/;

/** After a team in small letters: the clause's end, or a verb of saying or doing ("from legal said", "from sales wants"). */
const LOWER_CASE_TEAM_END = /^(?:[ \t]*(?:[,.;:!?)\r\n]|$)|[ \t]+(?:said|says|asked|wants|wanted|told|thinks|mentioned|confirmed|is|was|will|has|had|just|also)\b)/;

/**
 * The prepositions and articles before a team in German, French, Spanish, Italian and Dutch:
 * "Kestrel Vannoy aus dem Vertrieb", "vom Support", "de la compta", "del equipo de ventas",
 * "della contabilità", "dell'amministrazione", "van de verkoop". Not a bare "de", "del" or "du":
 * units are named so ("Servicio de Atención al cliente", "Escuela de Administración").
 */
const OTHER_LANGUAGE_FROM = /^[ \t]+(?:aus[ \t]+(?:dem|der)|vom|von[ \t]+der|de[ \t]+la|du[ \t]+service|del[ \t]+(?:equipo|departamento|área)[ \t]+de|della|dell['’]|dall['’]|van[ \t]+(?:de|het)|uit[ \t]+het[ \t]+team)(?:[ \t]+|(?<=['’]))(\p{L}+)/iu;

/** "Der Kestrel Vannoy aus dem Vertrieb meint", "Zorvan de la compta": the team after the name, in the other five languages. */
function fromDepartmentInOtherLanguage(view: TokenView, i: number): boolean {
  const team = OTHER_LANGUAGE_FROM.exec(view.text.slice(view.end(i), view.end(i) + 40))?.[1];
  return team !== undefined && (OTHER_LANGUAGE_DEPARTMENTS.has(team.toLowerCase()) || DEPARTMENTS.has(team.toLowerCase()));
}

/**
 * What opens an action item on its line: a list's bullet or number, a checkbox, a semicolon
 * between items of notes, or an action's label, which may also follow a sentence's end on its line
 * ("- ", "1. ", "[ ] ", "- [x] ", "bring the plan; ", "AI: ", "Action: ", "Actions: ", "TODO: ",
 * "Follow-up: ", "... on-prem. Next step: ").
 */
const ACTION_ITEM_OPENING = /(?:^[ \t]*(?:(?:[-*•]|\d{1,2}[.)])(?:[ \t]+\[[ xX]?\])?|\[[ xX]?\])|;|(?:^|[.;!?][ \t]+)[ \t]*(?:AIs?|Actions?|Action items?|TODOs?|To-?dos?|Next steps?|Follow-?ups?)[ \t]*:)[ \t]+$/i;

/**
 * "- Zorvan to follow up with legal", "AI: Quillon Mave to send the deck": token i opens an action
 * item, and its one or two capitalised words are the owner that "to" and a verb in small letters
 * give the item to, as meeting notes write them. Whether the words may be a name is the caller's
 * to ask ("- Marketing to review the copy", "- Terraform to manage the state" are none).
 */
export function ownsActionItem(view: TokenView, i: number): boolean {
  // The opening stands in the 24 characters before the token, from the line's start (read from
  // those only: searched back to the line's start, every capital of a long line would cost its length).
  const start = view.tokens[i]?.start ?? 0;
  const before = view.text.slice(Math.max(0, start - 25), start);
  const newline = before.lastIndexOf('\n');
  // Without a line's start in reach, only a label after a sentence's end ("... on-prem. Next step: ") or a
  // semicolon opens the item, and a label has its colon (one scan each spares the expression most
  // capitalised words of long lines).
  if (newline === -1 && start > 24 && !before.includes(':') && !before.includes(';')) return false;
  if (!ACTION_ITEM_OPENING.test(newline === -1 ? before : before.slice(newline + 1))) return false;
  // A surname may follow the first word: "Zorvan Keltrigg to ...".
  const last = view.adjacent(i) && view.isCapitalized(i + 1) && view.key(i + 1) !== 'to' ? i + 1 : i;
  const verb = last + 2;
  return verb < view.length && view.key(last + 1) === 'to' && view.gap(last) === ' ' && view.gap(last + 1) === ' ' && !view.isCapitalized(verb) && isEnglishWord(view.lexicon, view.key(verb));
}

/** The auxiliary that opens a question about what someone did or will do: "did Yselde sign off", "can Quillon review". */
const QUESTION_AUXILIARIES: ReadonlySet<string> = new Set(['did', 'has', 'have', 'can', 'could', 'will', 'would', 'should', 'does']);
/** What only people do, as a question asks it: sign off, approve, review, reply, confirm. */
const ASKED_PERSON_VERBS: ReadonlySet<string> = new Set([
  'sign', 'approve', 'review', 'reply', 'respond', 'confirm', 'agree', 'answer', 'mention', 'say', 'email', 'text', 'ping',
  'call', 'join', 'attend', 'present', 'cover', 'volunteer', 'promise', 'apologise', 'apologize', 'resign', 'accept', 'decline',
]);
/** Roles one is added or assigned as: "add Leontyne as backup", "assign Zorvan as reviewer". */
const ADDED_AS_ROLES: ReadonlySet<string> = new Set([
  'backup', 'reviewer', 'approver', 'owner', 'assignee', 'cc', 'attendee', 'participant', 'organizer', 'organiser', 'lead',
  'contact', 'admin', 'member', 'collaborator', 'watcher', 'delegate', 'deputy', 'substitute', 'mentor', 'buddy', 'presenter',
]);
/** Verbs that add someone to a list or a role: "add Leontyne as backup", "invite Zorvan as presenter". */
const ADDING_VERBS: ReadonlySet<string> = new Set(['add', 'adding', 'added', 'assign', 'assigned', 'invite', 'invited', 'nominate', 'nominated', 'appoint', 'appointed']);

/**
 * "did Yselde sign off on the copy?", "Can Quillon review it?": token i follows a question's
 * auxiliary and comes before what only people do; "add Leontyne as backup", "assign Zorvan as
 * reviewer": token i is added to a role. Tools are asked and added too ("did Jenkins approve",
 * "add Sentry as a source"): whether the word may be a name is the caller's to ask.
 */
export function isAskedOrAddedAsPerson(view: TokenView, i: number): boolean {
  const before = wordBefore(view, i, 1);
  if (QUESTION_AUXILIARIES.has(before) && ASKED_PERSON_VERBS.has(wordAfter(view, i, 1))) return true;
  if (!ADDING_VERBS.has(before) || wordAfter(view, i, 1) !== 'as') return false;
  const role = wordAfter(view, i, 2);
  return ADDED_AS_ROLES.has(role === 'a' || role === 'an' || role === 'the' ? wordAfter(view, i, 3) : role);
}

/** Service roles a ticket names a lone first name by: "agent Solvenna promised a callback", "technician Zorvan said". */
const SERVICE_ROLES_BEFORE: ReadonlySet<string> = new Set(['agent', 'rep', 'representative', 'technician', 'engineer', 'driver', 'courier', 'advisor', 'adviser', 'operator', 'clerk']);

/**
 * "agent Solvenna promised a callback", "customer Zorvan complained", "technician Quillon said":
 * token i, a lone word after a role in small letters, is the subject of what people did. A
 * role before a name of two words is `isNamedByRole`'s.
 */
export function isRoleHolderSubject(view: TokenView, i: number): boolean {
  const role = wordBefore(view, i, 1);
  return (SERVICE_ROLES_BEFORE.has(role) || ROLES_BEFORE.has(role)) && !view.isCapitalized(i - 1) && isPastTenseSubject(view, i, true);
}

/** "Customer Tunde Adeyemi", "The landlord, Gwilym Pritchard,", "my grandfather, Eustace Pennywhistle": token i follows a role or a relation that names a person. */
export function isNamedByRole(view: TokenView, i: number): boolean {
  if (ROLES_BEFORE.has(wordBefore(view, i, 1))) return true;
  if (i < 1 || view.gap(i - 1) !== ', ') return false;
  const role = view.key(i - 1);
  if ((ROLES_BEFORE.has(role) || RELATIONS.has(role)) && !view.isCapitalized(i - 1)) return true;
  // "Our CEO, Adaora Umeh, announced": an office written with capitals is someone's after "our"
  // or "the" (alone, "Product Director, Jane" may end a heading).
  if (!OFFICES_BEFORE.has(role)) return false;
  // "Our new CEO, Adaora Umeh,": an adjective may stand between the owner and the office.
  const owner = OFFICE_ADJECTIVES.has(wordBefore(view, i - 1, 1)) ? wordBefore(view, i - 1, 2) : wordBefore(view, i - 1, 1);
  return POSSESSIVES.has(owner) || owner === 'the';
}

/** Verbs whose object is a person, after a pronoun as their subject: "I met", "we hired", "she interviewed". */
const PERSON_OBJECT_VERBS: ReadonlySet<string> = new Set([
  'met', 'hired', 'interviewed', 'invited', 'thanked', 'introduced', 'promoted', 'appointed', 'fired', 'congratulated',
  'welcomed', 'married', 'mentored', 'onboarded', 'nominated', 'emailed', 'phoned', 'texted', 'pinged', 'messaged', 'coached',
]);
/** Subjects that make such a verb a person's doing. */
const VERB_SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'he', 'she', 'they']);

/**
 * "I met Ragnhild Saeterdal", "we hired Ilvessa Marrow": the object of a verb one does to a person,
 * after a pronoun. ("visited" and "saw" are left out: one visits and sees places and films.)
 */
export function isObjectOfPersonVerb(view: TokenView, i: number): boolean {
  return view.caseful && PERSON_OBJECT_VERBS.has(wordBefore(view, i, 1)) && VERB_SUBJECTS.has(wordBefore(view, i, 2));
}

/** An office given to someone, after "as": "as Chief Financial Officer", "as our new Head of Sales", "as CTO". */
const OFFICE_GIVEN = /^ as (?:(?:our|the|its|their|a|an|new|interim|acting|permanent|incoming) )*(?:(?:Chief|Head|Vice|Deputy|Managing|Executive|Senior|General|Group) \p{Lu}|(?:CEO|CFO|CTO|COO|CIO|CMO|CISO|CPO|VP|SVP|EVP)\b|\p{Lu}\p{L}+ (?:Officer|Director|Manager|Partner|Lead)\b)/u;

/** "the appointment of Cassius Onwuachi as Chief Financial Officer": the one an office is given to. */
export function isAppointedAs(view: TokenView, last: number): boolean {
  return view.caseful && OFFICE_GIVEN.test(view.text.slice(view.end(last), view.end(last) + 48));
}

/** What may stand before such an office: "our new CEO", "the former CFO". */
const OFFICE_ADJECTIVES: ReadonlySet<string> = new Set(['new', 'former', 'current', 'interim', 'acting', 'incoming', 'outgoing']);
/** Offices one person holds, named before the holder: "our CEO, Adaora Umeh". */
const OFFICES_BEFORE: ReadonlySet<string> = new Set([
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'ciso', 'cpo', 'vp', 'founder', 'co-founder', 'cofounder', 'chairman',
  'chairwoman', 'chairperson', 'president', 'director', 'head', 'manager', 'principal', 'headteacher',
]);

/** Prepositions of the six languages before the one a thing is for or of: "an offer letter for", "the statement of", "el contrato de". */
const OWNER_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'of', 'from', 'de', 'para', 'für', 'pour', 'per', 'voor', 'van', 'di']);
/**
 * What is written, kept or done for one person, before such a preposition: papers and messages,
 * an account, a booking, a decision ("approved for"). Not what software is for or of ("a wrapper
 * for", "drivers for", "a port of", "support for").
 */
const PERSONAL_RECORDS: ReadonlySet<string> = new Set([
  'letter', 'statement', 'contract', 'account', 'ticket', 'message', 'email', 'e-mail', 'note', 'record',
  'records', 'profile', 'offer', 'refund', 'invoice', 'request', 'application', 'visa', 'review', 'appraisal',
  'payslip', 'salary', 'booking', 'reservation', 'appointment', 'claim', 'deposition', 'testimony', 'affidavit', 'will',
  'prescription', 'referral', 'approved', 'issued', 'prepared', 'signed', 'summary', 'bio', 'biography', 'cv', 'resume',
  'résumé', 'passport', 'documents', 'paperwork', 'onboarding', 'password', 'license', 'licence', 'badge',
  'complaint', 'feedback', 'call', 'voicemail', 'flight', 'hotel', 'room', 'seat', 'taxi', 'reply', 'proposal',
  'report', 'quote', 'eulogy', 'speech', 'toast', 'gift', 'checklist',
  'contrato', 'carta', 'expediente', 'cuenta', 'factura', 'cita', 'solicitud', 'lettre', 'compte', 'facture', 'dossier',
  'demande', 'contratto', 'lettera', 'fattura', 'pratica', 'richiesta', 'brief', 'factuur', 'aanvraag', 'vertrag',
  'akte', 'rechnung', 'konto', 'antrag', 'contrato', 'pedido', 'conta',
]);
/**
 * What a person writes in code review, named by its author ("the PR from Lysander Achterberg"):
 * for or of a project it is no one's ("Open a PR for Pinia Colada").
 */
const AUTHORED: ReadonlySet<string> = new Set(['pr', 'commit', 'comment', 'comments', 'patch', 'review']);
/** Words that end a clause on a paper as its end does: "the statement of Perpetua Nkemelu attached", "a flight for Seun Ogunleye to Lagos". */
const ATTACHED: ReadonlySet<string> = new Set(['attached', 'enclosed', 'below', 'above', 'is', 'was', 'has', 'to']);
/** The end of a clause after a name: punctuation, a line's end, the text's end. */
const CLAUSE_END = /^[ \t]*(?:[.,;:!?)\r\n]|$)/;

/**
 * "Please prepare an offer letter for Tamsin Ashworth-Clarke.", "the witness statement of
 * Perpetua Nkemelu attached", "el contrato de Iñaki Etxebarria?", "Refund approved for Cormac
 * Briain.": the name from token i to `last` is the one a personal paper or decision is for or
 * of, the last words of a clause. Asked only of two words no list knows.
 */
export function isOwnerAtClauseEnd(view: TokenView, i: number, last: number): boolean {
  const preposition = wordBefore(view, i, 1);
  const record = wordBefore(view, i, 2);
  const owned = OWNER_PREPOSITIONS.has(preposition) && PERSONAL_RECORDS.has(record);
  if (!owned && !(AUTHORED.has(record) && (preposition === 'from' || preposition === 'by'))) return false;
  if (ATTACHED.has(wordAfter(view, last, 1)) || CLAUSE_END.test(view.text.slice(view.end(last), view.end(last) + 3))) return true;
  // "Voicemail from Onyekachi Nwosu at 14:05": a time after the sender ends the clause as well
  // (not after "for": "a booking for Chez Panisse at 7pm" is a restaurant's).
  return preposition === 'from' && AT_TIME.test(view.text.slice(view.end(last), view.end(last) + 6));
}
/** "with" in the six languages. */
const WITH_WORDS: ReadonlySet<string> = new Set(['with', 'avec', 'con', 'mit', 'met']);
/** A clause's or a line's end between two words (a clock time's colon is none: "Thu 10:15 with"). */
const MEETING_CLAUSE_BREAK = /[.;:!?](?:\s|$)|\n/;
/** How many words back from "with" a meeting's noun may stand: "Next appt Thu 10:15 with Mags", "second round w/ Ikechukwu". */
const MEETING_REACH = 4;

/**
 * "Next appt Thu 10:15 with Mags.", "Recommend: second round w/ Ikechukwu", "cas pratique avec
 * Zorvan": the one a meeting, an appointment or a round is with, the last word of its clause, a
 * meeting's noun a few words before "with". Tools are worked with and firms met with too, so the
 * caller asks this only of words that may be names.
 */
export function isMetWithAtClauseEnd(view: TokenView, i: number, last = i): boolean {
  if (!WITH_WORDS.has(wordBefore(view, i, 1)) || !CLAUSE_END.test(view.text.slice(view.end(last), view.end(last) + 3))) return false;
  // Back over the few words before "with", within its clause and line.
  for (let k = i - 2; k >= 0 && k >= i - 1 - MEETING_REACH; k--) {
    if (MEETING_CLAUSE_BREAK.test(view.gap(k))) return false;
    if (MEETINGS.has(view.key(k))) return true;
  }
  return false;
}

/** "at" and a clock time or an hour: " at 14:05", " at 3pm". */
const AT_TIME = /^[ \t]+at[ \t]+\d/;

/**
 * What is for one person alone, never for a firm or a restaurant (as an invoice, a booking or
 * feedback are: "an invoice for Brightloom.", "a table for Nobu."; nor for a place, as a visa is:
 * "a visa for Schengen."; nor for a drug, a platform or a holiday, as a prescription, a bio or a
 * toast are): a gift, a eulogy, their pay.
 */
const LONE_OWNER_RECORDS: ReadonlySet<string> = new Set([
  'gift', 'present', 'eulogy', 'voicemail', 'payslip', 'salary', 'appraisal',
]);

/**
 * "Can you find a good gift for Suleiman?", "the eulogy for Olumide.": token i alone is the one
 * such a thing is for or of, the last word of its clause. Whether it may be a name is the caller's to ask.
 */
export function isLoneOwnerAtClauseEnd(view: TokenView, i: number): boolean {
  return LONE_OWNER_RECORDS.has(wordBefore(view, i, 2)) && isOwnerAtClauseEnd(view, i, i);
}

/** `Kalman: "Who are you?"`: token i starts its line and is followed by a colon and a quote. */
export function isSpeakerLabel(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  if (token === undefined || view.text[token.end] !== ':' || LABEL_WORDS.has(view.key(i))) return false;
  if (!/^:[ \t]*\\*["“'‘]/.test(view.text.slice(token.end, token.end + 8))) return false;
  // Only spaces between the start of the line and the label.
  for (let k = token.start - 1; k >= 0 && view.text[k] !== '\n'; k--) if (!/\s/.test(view.text[k] ?? '')) return false;
  return true;
}

/** A birthday with its number: "Leo's 6th birthday", "Amara's first birthday", "Opa's 80th birthday". */
const NUMBERED_BIRTHDAY =
  /^[ \t]+(?:\d{1,3}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|sixteenth|eighteenth|twenty-first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)[ \t]+birthday(?![\p{L}])/iu;

/** "Gregorina's address": token i is a possessive followed by a personal noun. */
export function isPossessor(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  if (token === undefined || !/['’]s$/.test(token.lower)) return false;
  // A firm keeps its birthdays too ("Microsoft's 50th birthday"): a listed first name's, or a word's no list has as a firm or place.
  if (NUMBERED_BIRTHDAY.test(view.text.slice(token.end, token.end + 32))) return (view.flags(i) & FIRST_NAME) !== 0 || !view.headsListedPhrase(i);
  const next = wordAfter(view, i, 1);
  if (next === 'cover' && wordAfter(view, i, 2) === 'letter') return true;
  return PERSONAL_NOUNS.has(next) || (PERSONAL_PEOPLE.has(next) && !view.headsListedPhrase(i));
}

/** "Obinna's laptop was stolen": token i is a possessive followed by a colleague's belonging. */
export function isBelongingOwner(view: TokenView, i: number): boolean {
  if (!view.isPossessive(i)) return false;
  const owned = wordAfter(view, i, 1);
  if (BELONGINGS.has(owned)) return true;
  return WRITINGS_AND_LEAVE.has(owned) && AFTER_WRITING.test(view.text.slice(view.end(i + 1), view.end(i + 1) + 12));
}

/**
 * Works a person makes, named after their maker: "the Takuda novel", "the Brönnimann sonata". Not
 * films, albums, songs or books: studios, labels and publishers make those ("the Pixar film",
 * "the Motown album", "the Penguin book").
 */
const WORKS: ReadonlySet<string> = new Set([
  'novel', 'novels', 'novella', 'biography', 'autobiography', 'memoir', 'memoirs', 'symphony',
  'symphonies', 'sonata', 'sonatas', 'concerto', 'painting', 'paintings', 'portrait', 'poem',
  'poems', 'essay', 'essays', 'lecture', 'lectures', 'sculpture', 'sculptures',
]);

/** "the Takuda novel": token i, after "the", names the maker of the work after it. */
export function isMakerOfWork(view: TokenView, i: number): boolean {
  return wordBefore(view, i, 1) === 'the' && WORKS.has(wordAfter(view, i, 1));
}

/** "named him Mark", "had given Chise his address". */
export function isNamedOrGiven(view: TokenView, i: number): boolean {
  if (NAMING.has(wordBefore(view, i, 2)) && OBJECT_PRONOUNS.has(wordBefore(view, i, 1))) return true;
  return GIVING_VERBS.has(wordBefore(view, i, 1)) && OBJECT_DETERMINERS.has(wordAfter(view, i, 1));
}

/**
 * Last words of a sign-off besides the closing nouns of name-rules.ts ("regards", "Grüße",
 * "groet"): "Thanks,", "Best,", "Sincerely,", "Danke,", "Bedankt,", "Merci,", "Gracias,", "Grazie,".
 */
const SIGN_OFF_WORDS: ReadonlySet<string> = new WordSet([
  'thanks', 'cheers', 'best', 'sincerely', 'yours', 'truly', 'danke', 'dank', 'lg', 'mfg',
  'bedankt', 'groetjes', 'merci', 'gracias', 'atentamente', 'grazie', 'distinti', 'cordiali',
  'cumprimentos', 'atenciosamente', 'abraços', 'abraço', 'beijos',
]);
/** Sign-offs of two words whose last word signs nothing alone: "Thank you,\nLinh", "Thanks in advance,\nTendai", "Talk soon,\nMinji". */
const SIGN_OFF_PAIRS: ReadonlySet<string> = new Set(['thank you', 'in advance', 'talk soon', 'speak soon', 'take care', 'um abraço']);
/** Between such a sign-off and the name: a comma or "!", then one or two line breaks ("Thank you\nQuestions?" ends a slide deck). */
const LOOSE_SIGN_OFF_GAP = /^[ \t]*[,!][ \t]*(?:\r?\n[ \t]*){1,2}$/;
/** The name's line holds the name alone: one or two words, then the line's or text's end. */
const NAME_LINE_END = /^[ \t]*(?:\r?\n|$)/;
/** A signature's delimiter alone on its line ("-- "), then the name on the next. */
const SIGNATURE_DELIMITER = /(?:^|\n)-- \r?\n[ \t]*$/;
/** A line opening with a dash: an item of a list, as a signature's line is not the second of. */
const DASH_LINE = /(?:^|\n)[ \t]*[-–—*•][^\n]*\r?\n[^\n]*$/;
/** Text after a signature's name read at most: the name is on the text's last line. */
const SIGNATURE_TAIL = 200;

/** What ends a sentence before a signature's dash: "... cover his shift. - Kev", "a chat? - Jazz". */
const SIGNED_SENTENCE_END = /[.!?)]$/u;

/**
 * "Thanks for the quick fix!\n– Zorvan", "I've asked Ingeborg to cover. - Kev": a dash opens the
 * name at `start`, the text's last words, at a line's start where the line before is no list's
 * item, or after a sentence's end on the same line. A hyphen alone opens list items too, so it
 * counts only after a sentence's end ("Blockers:\n- Kafka" is a list). Read back from the name
 * without a regex: this is asked of every capitalised word no list knows.
 */
function signedWithDash(text: string, start: number, end: number): boolean {
  if (text.length - end > SIGNATURE_TAIL || text.slice(end).trim() !== '') return false;
  let k = start - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
  let hyphen = false;
  if (text[k] === '–' || text[k] === '—') k--;
  else if (text[k] === '-' && text[k - 1] === '-') k -= 2;
  else if (text[k] === '-' && text[k - 1] !== '-') {
    hyphen = true;
    k--;
  } else return false;
  const dash = k + 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || (hyphen && (text[k] === '\n' || text[k] === '\r')))) k--;
  if (k < 0) return false;
  // After the sentence it signs, on its line or the next.
  if (k < dash - 1 && SIGNED_SENTENCE_END.test(text.slice(k, k + 1))) return !DASH_LINE.test(text.slice(Math.max(0, start - 200), start)) || !hyphen;
  if (hyphen || text[k] !== '\n') return false;
  return !DASH_LINE.test(text.slice(Math.max(0, start - 200), start));
}
/** Who signs when nobody signs by name: "Thanks,\nThe Support Team", "Best,\nMarketing Department". */
const SIGNING_GROUPS: ReadonlySet<string> = new WordSet([
  'team', 'staff', 'management', 'sales', 'service', 'services', 'office', 'department', 'crew',
  'family', 'folks', 'everybody', 'board', 'hr', 'it', 'admin', 'administration', 'helpdesk',
  'marketing', 'finance', 'legal', 'accounting', 'billing', 'operations', 'engineering', 'desk',
  'center', 'centre', 'division', 'unit', 'group', 'procurement', 'purchasing', 'payroll',
  'recruiting', 'recruitment', 'facilities', 'security', 'compliance', 'ops', 'devops', 'qa',
  'product', 'design', 'research', 'logistics', 'reception', 'partners', 'leadership',
  'kundenservice', 'kundendienst', 'ihr', 'dein', 'euer', 'votre', 'ton', 'su', 'tu', 'il', 'jullie',
]);
/** A role or group word ("Support", "Team", "Marketing Department"): nobody's name. */
const signedByGroup = (view: TokenView, i: number): boolean => LABEL_WORDS.has(view.key(i)) || SIGNING_GROUPS.has(view.key(i));
/** Between a sign-off and the name: a comma or "!", one or two line breaks, or both. */
const SIGN_OFF_GAP = /^[ \t]*(?:[,!][ \t]*(?:\r?\n[ \t]*){0,2}|[,!]?[ \t]*(?:\r?\n[ \t]*){1,2})$/;

/**
 * "Kind regards,\nZorblax Quenton", "Viele Grüße\nHenk": token i starts the signature under a
 * sign-off, the writer's name, whether or not any list knows it.
 */
export function isSignature(view: TokenView, i: number): boolean {
  if (i === 0 || signedByGroup(view, i) || (i + 1 < view.length && spaces(view.gap(i)) && signedByGroup(view, i + 1))) return false;
  const signOff = view.key(i - 1);
  if (!CLOSING_WORDS.has(signOff) && !SIGN_OFF_WORDS.has(signOff)) return false;
  return SIGN_OFF_GAP.test(view.gap(i - 1));
}

/**
 * "Thank you,\nLinh", "Thanks in advance,\nTendai Moyo", "Thx,\nHaoyu", "-- \nRuaridh Fraser": token
 * i is a name alone on its line under a sign-off that closes slides and chat lines as often
 * ("Thank you\nQuestions?", "Thx\nLgtm") or under the "-- " signature delimiter. Weaker than
 * "Kind regards,": a comma or "!" after the sign-off, the name alone on its line, and whether the
 * word may be a name is the caller's to ask.
 */
export function isLooseSignature(view: TokenView, i: number): boolean {
  if (signedByGroup(view, i)) return false;
  const last = i + 1 < view.length && spaces(view.gap(i)) && view.isCapitalized(i + 1) ? i + 1 : i;
  if (!NAME_LINE_END.test(view.text.slice(view.end(last), view.end(last) + 3))) return false;
  const start = view.tokens[i]?.start ?? 0;
  if (SIGNATURE_DELIMITER.test(view.text.slice(Math.max(0, start - 8), start))) return true;
  if (signedWithDash(view.text, start, view.end(last))) return true;
  if (i === 0 || !LOOSE_SIGN_OFF_GAP.test(view.gap(i - 1))) return false;
  const signOff = view.key(i - 1);
  return signOff === 'thx' || (i > 1 && spaces(view.gap(i - 2)) && SIGN_OFF_PAIRS.has(`${view.key(i - 2)} ${signOff}`));
}

/** Words of chat that thank, copy, hail or apologise to the one named right after them: "Thanks Brayden,", "cc Tunde", "yo Tunde,", "Sorry Mbali,". */
const ACKNOWLEDGEMENTS: ReadonlySet<string> = new Set([
  'thanks', 'thx', 'ty', 'tyvm', 'cheers', 'cc', 'yo', 'kudos', 'congrats', 'congratulations', 'sorry', 'bye',
]);
/** The same in two words: "Good catch Chinonso!", "Happy birthday Minji!", "Welcome aboard Haoyu!". */
const ACKNOWLEDGING_PAIRS: ReadonlySet<string> = new Set([
  'thank you', 'good catch', 'nice catch', 'good job', 'great job', 'nice job', 'good work', 'great work', 'nice work',
  'well done', 'happy birthday', 'welcome aboard', 'welcome back', 'good morning', 'good afternoon', 'good evening',
  'good night', 'see you', 'bye bye',
]);
/** Thanks given "to" someone: "Thanks to Tunde for", "Congrats to Minji!", "Shoutout to Haoyu". */
const THANKING_TO: ReadonlySet<string> = new Set(['thanks', 'congrats', 'congratulations', 'kudos', 'shoutout', 'props', 'thx']);
/** Words after the one congratulated that go on with what for: "Congrats Tendai on the promotion!". */
const CONGRATULATING: ReadonlySet<string> = new Set(['congrats', 'congratulations', 'kudos']);
/** After the one thanked or hailed: the clause ends ("Thanks Brayden, will check", "cc Tunde"). */
const ACKNOWLEDGED_END = /^[ \t]*(?:[,.!:;)\r\n]|$)/;

/**
 * "Thanks Brayden, will check.", "cc Tunde", "yo Tunde, you around?", "thank you Brayden!": token
 * i is the one a chat message thanks, copies or hails, a word alone between the acknowledgement and
 * the end of its clause (or "for": "Thanks Brayden for the fix"). Whether the word may be a name
 * is the caller's to ask ("Thanks Everyone!", "cc Legal" are none).
 */
export function isAcknowledged(view: TokenView, i: number): boolean {
  const before = wordBefore(view, i, 1);
  // "Welcome Zorvan to the team!": a newcomer welcomed into a group of people.
  if (before === 'welcome' && WELCOMED_INTO.test(view.text.slice(view.end(i), view.end(i) + 24))) return true;
  // "Congrats to Zorvan and Quillon on the launch": the second of two congratulated (read from
  // the first's cue, not by asking it again: a long chain of "and" would be walked from each word).
  // The first must be no listed company or place ("Congrats to Acme and Globex on the merger").
  if (before === 'and' && i >= 3 && spaces(view.gap(i - 2)) && view.isCapitalized(i - 2) && !view.headsListedPhrase(i - 2)) {
    const cue = wordBefore(view, i - 2, 1);
    const after = wordAfter(view, i, 1);
    if ((CONGRATULATING.has(cue) || (cue === 'to' && CONGRATULATING.has(wordBefore(view, i - 2, 2)))) && (after === 'on' || after === 'for' || ACKNOWLEDGED_END.test(view.text.slice(view.end(i), view.end(i) + 3)))) return true;
  }
  // "Good catch, Chinonso!", "Happy Birthday, Minji!": a pair set off by its comma.
  const pair = view.gap(i - 1) === ', ' && i > 1 && spaces(view.gap(i - 2)) ? `${view.key(i - 2)} ${view.key(i - 1)}` : `${wordBefore(view, i, 2)} ${before}`;
  // "Thanks to Tunde for the fix", "Congrats to Minji!": the one thanked after "to".
  const thankedTo = before === 'to' && THANKING_TO.has(wordBefore(view, i, 2));
  if (!ACKNOWLEDGEMENTS.has(before) && !ACKNOWLEDGING_PAIRS.has(pair) && !thankedTo) return false;
  const next = wordAfter(view, i, 1);
  // "Thanks to Zorbly, we shipped" is "because of": thanks to someone say what for, unless
  // the thanks are given as such ("Big thanks to Zorvan.", "Many thanks to Zorvan!").
  const thanks = wordBefore(view, i, 2) === 'thanks' || wordBefore(view, i, 2) === 'thx';
  if (thankedTo && thanks && !GIVEN_THANKS.has(wordBefore(view, i, 3))) return next === 'for';
  // "Congrats to Zorvan and Quillon on the launch": the first of two congratulated.
  const pairedWith = next === 'and' && (CONGRATULATING.has(before) || thankedTo) && CONGRATULATED_PAIR.test(view.text.slice(view.end(i), view.end(i) + 48));
  return next === 'for' || pairedWith || (next === 'on' && (CONGRATULATING.has(before) || thankedTo)) || ACKNOWLEDGED_END.test(view.text.slice(view.end(i), view.end(i) + 3));
}

/** Words that make "thanks to" gratitude, not "because of": "Big thanks to Zorvan.". */
const GIVEN_THANKS: ReadonlySet<string> = new Set(['big', 'huge', 'many', 'special', 'massive', 'sincere', 'heartfelt', 'warm', 'extra']);
/**
 * After "and", a second capitalised word or the rest of a team, then what the congratulations are
 * for or the end: " and Quillon on the launch!", " and the team!", " and everyone involved".
 */
const CONGRATULATED_PAIR =
  /^[ \t]+and[ \t]+(?:\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?|(?:the[ \t]+(?:whole[ \t]+|entire[ \t]+)?)?(?:team|crew|squad|gang)|everyone(?:[ \t]+involved)?|all)(?:[ \t]*[,.!]|[ \t]+(?:on|for)\b|[ \t]*$)/u;
/** A group of people a newcomer is welcomed into: " to the team", " to our crew". */
const WELCOMED_INTO = /^[ \t]+to[ \t]+(?:the|our)[ \t]+(?:team|squad|crew|family|company|department|group|club|office)\b/;

/**
 * Occasions held for one person: "Birthday party for Quillon on Friday", "Farewell lunch for
 * Zorvan", "a goodbye card for Quillon". (A party alone is for clients, a launch or a firm too.)
 */
const PERSONAL_OCCASIONS: ReadonlySet<string> = new Set([
  'birthday party', 'birthday cake', 'birthday card', 'birthday present', 'birthday gift', 'birthday message', 'birthday lunch',
  'farewell party', 'farewell lunch', 'farewell drinks', 'farewell card', 'farewell gift', 'leaving party', 'leaving drinks',
  'leaving card', 'leaving gift', 'leaving do', 'goodbye card', 'goodbye lunch', 'goodbye party', 'retirement party',
  'retirement card', 'retirement gift', 'baby shower', 'bridal shower', 'wedding gift', 'wedding present', 'wedding toast',
  'welcome lunch', 'sympathy card', 'condolence card',
]);

/** "Birthday party for Quillon on Friday": token i, after "for", is the one an occasion of PERSONAL_OCCASIONS is held for. */
export function isHonouredByOccasion(view: TokenView, i: number): boolean {
  return wordBefore(view, i, 1) === 'for' && PERSONAL_OCCASIONS.has(`${wordBefore(view, i, 3)} ${wordBefore(view, i, 2)}`);
}

/** Who a message hails besides a person by name: "Fam, any ideas?", "Sensei, can you explain?". */
const HAILED_NOBODY: ReadonlySet<string> = new Set([
  'fam', 'yall', "y'all", 'y’all', 'sensei', 'roomie', 'bro', 'bruh', 'dude', 'guys', 'folks', 'mate', 'buddy', 'pal', 'chief',
  'boss', 'doc', 'coach', 'sir', 'madam', 'ma’am', "ma'am", 'peeps', 'friend', 'friends', 'homie', 'captain', 'gpt', 'bot',
  // chat's shorthand and interjections before a request: "Idk, can you check?", "Tbh could you look?"
  'np', 'sry', 'srry', 'tbh', 'tbf', 'lmk', 'lmao', 'lol', 'rofl', 'jk', 'idk', 'idc', 'imo', 'imho', 'fwiw', 'afaik',
  'iirc', 'ty', 'tysm', 'tyvm', 'thx', 'thnx', 'pls', 'plz', 'btw', 'fyi', 'asap', 'brb', 'gtg', 'ttyl', 'omg', 'omw',
  'wtf', 'ffs', 'smh', 'nvm', 'ikr', 'ok', 'okay', 'kk', 'ya', 'yah', 'yea', 'yeah', 'yep', 'yup', 'nah', 'nope', 'aight',
  'ight', 'heya', 'hiya', 'howdy', 'yo', 'sup', 'hmm', 'umm', 'ugh', 'meh', 'welp', 'oops', 'haha', 'hehe', 'luv', 'hun',
  'hon', 'babe', 'bae', 'bestie', 'sis', 'bruv', 'ngl', 'rn', 'tmrw', 'tmr', 'gm', 'yw', 'wdym', 'hbu', 'heyy', 'heyyy',
  'hii', 'hiii', 'yoo', 'thanx', 'kthx', 'qa', 'ai', 'pm', 'hr', 'it', 'ops', 'devops', 'xbox', 'iphone', 'ipad',
  // forms of address and interjections of Indian, Nigerian and Arabic-speaking chat
  'bhai', 'bhaiya', 'yaar', 'didi', 'ji', 'abeg', 'oga', 'aunty', 'uncle', 'inshallah', 'wallahi', 'habibi', 'akhi',
]);

/** What a message asks of the one it opens with: "Venkatesh, can you rebase?", "Tunde, please check". */
const REQUEST_AFTER_HAIL = /^,[ \t]*(?:(?:can|could|would|will|do|did|are|have)[ \t]+you\b|please\b|pls\b|any[ \t]+(?:update|news|chance|idea)s?\b|quick[ \t]+question\b|you[ \t]+around\b|stop[ \t]+[a-z]+ing\b|don['’]t[ \t]+[a-z]|thanks[ \t]+for\b|thank[ \t]+you[ \t]+for\b|let['’]s[ \t]+[a-z])/i;

/**
 * The same request written without the comma, as chat often is: "Venkatesh can you rebase?",
 * "Tunde could u check", "Chinonso please look", "Haoyu are you around?", "Zorvan do you have a minute?".
 */
const QUESTION_AFTER_HAIL = /^[ \t]+(?:(?:can|could|would|will|do|did|have)[ \t]+(?:you|u)\b|(?:please|pls|plz)[ \t]+[a-z]|(?:are|r)[ \t]+(?:you|u)[ \t]+(?:around|free|there|available|online)\b)/i;

/** Greetings and thanks of chat before the one they are for: "hey will,", "thanks grace!", "hi mark,". */
const SMALL_GREETINGS: ReadonlySet<string> = new Set(['hi', 'hey', 'hello', 'hiya', 'yo', 'thanks', 'thx', 'ty', 'cheers', 'morning', 'bye', 'congrats', 'sorry', 'dear']);
/** What closes a greeting's name: a comma, "!", ".", "?", ":" or the line's end. */
const GREETING_CLOSE = /^(?:[,!.?:]|[ \t]*(?:\r?\n|$))/;

/**
 * "hey will, can you check", "thanks grace!", "hi mark, quick q": in text without capitals, a
 * listed name that is also a word, right after a greeting or thanks and closed by a comma, a
 * mark or the line's end. Only a person is greeted so ("thanks again!", "hey guys," are none).
 */
export function isGreetedInSmallLetters(view: TokenView, i: number): boolean {
  if (view.caseful || !SMALL_GREETINGS.has(wordBefore(view, i, 1)) || HAILED_NOBODY.has(view.key(i))) return false;
  return GREETING_CLOSE.test(view.text.slice(view.end(i), view.end(i) + 3));
}

/**
 * "Venkatesh, can you rebase onto main?", "Tunde, please check the logs", "Venkatesh can you
 * rebase?": token i opens a sentence or line and is hailed by the request after it, or after
 * token `last` for a full name ("Zorvan Keltrigg can you review this?"). Whether the words may be
 * a name is the caller's to ask ("Team, can you", "Docker, please", "Nothing can you" are none).
 */
export function isHailed(view: TokenView, i: number, last = i): boolean {
  if (!view.isSentenceStart(i) || HAILED_NOBODY.has(view.key(i))) return false;
  const after = view.text.slice(view.end(last), view.end(last) + 24);
  return REQUEST_AFTER_HAIL.test(after) || QUESTION_AFTER_HAIL.test(after);
}

/** Verbs that reach a person, as requests and contacts name them: "ask Aiko to", "Call Tunde at 5". */
const REACHING_VERBS: readonly string[] = [
  'ask', 'asked', 'remind', 'reminded', 'tell', 'told', 'thank', 'thanked', 'invite', 'invited', 'email', 'emailed',
  'text', 'texted', 'call', 'called', 'notify', 'notified', 'inform', 'informed', 'congratulate', 'congratulated',
];
/** Verbs whose object, at the end of the sentence or before a time, is a person: "Call Tunde at 5", "Ask Tunde.". */
const CONTACT_VERBS: ReadonlySet<string> = new Set([
  ...REACHING_VERBS, 'phone', 'phoned', 'ring', 'rang', 'meet', 'met', 'visit', 'visited', 'contact', 'contacted',
  // an on-call rota's and a chat's: "paged Ezinne (primary on-call)", "pinging Lorcan."
  'page', 'paged', 'paging', 'ping', 'pinged', 'pinging',
]);
/**
 * Talking reaches a person through its preposition: "I talked to Zorvan yesterday", "spoke with
 * Zorvan about it". Followed, as the verbs above, by a time or the end of the sentence, or by
 * what the talk was about.
 */
const TALKING_PHRASES: ReadonlySet<string> = new Set([
  'talked to', 'talk to', 'talking to', 'spoke to', 'speak to', 'speaking to', 'talked with', 'talk with', 'spoke with',
  'speak with', 'chatted with', 'chat with',
]);
/** Times that may follow such an object on their own ("tomorrow", "this afternoon", "next week"). */
const CONTACT_TIMES: ReadonlySet<string> = new Set([
  'tomorrow', 'today', 'tonight', 'yesterday', 'later', 'now', 'asap', 'again', 'earlier', 'this', 'next', 'last',
]);
/**
 * A time after "at" or "on": a clock time, a part of the day or a weekday ("at 5", "at noon", "on
 * Monday"). "Call Unmarshal on the response" is code, not a call.
 */
const TIME_AFTER_PREPOSITION =
  /^[ \t]+(?:at[ \t]+(?:\d|noon|midnight|lunch|lunchtime|night)|on[ \t]+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i;
/**
 * The end of the sentence after the object (not a comma: "Meet Zorbly, your new AI assistant"),
 * or an on-call role in brackets ("paged Ezinne (primary on-call)").
 */
const CONTACTED_END = /^[ \t]*(?:[.!?;)\r\n]|$)|^[ \t]+\((?:primary|secondary|backup|on-call|oncall)\b/;

/**
 * "Call Tunde at 5", "I met Tunde yesterday", "Ask Tunde.", "I talked to Tunde about it": token i
 * is the one a verb of contact or talking reaches, a word alone between the verb and a time or
 * the end of its sentence. Whether the word may be a name is the caller's to ask ("Call
 * Support.", "met Kubernetes at" name none).
 */
export function isContacted(view: TokenView, i: number): boolean {
  const talked = TALKING_PHRASES.has(`${wordBefore(view, i, 2)} ${wordBefore(view, i, 1)}`);
  // "call back Threnna re: the lease", "ring back Zorvan tomorrow"
  const calledBack = wordBefore(view, i, 1) === 'back' && CONTACT_VERBS.has(wordBefore(view, i, 2));
  if (!talked && !calledBack && !CONTACT_VERBS.has(wordBefore(view, i, 1))) return false;
  const after = view.text.slice(view.end(i), view.end(i) + 16);
  const next = wordAfter(view, i, 1);
  return CONTACT_TIMES.has(next) || TIME_AFTER_PREPOSITION.test(after) || CONTACTED_END.test(after) || ((talked || calledBack) && TALKED_ABOUT.has(next));
}
/** What a talk or a call back is about: "about", "re:", "regarding". */
const TALKED_ABOUT: ReadonlySet<string> = new Set(['about', 're', 'regarding']);

/**
 * What a person gives, before "from": "needs sign-off from Wanjiru", "the go-ahead from Zorvan".
 * Not requests, a confirmation or an OK, which programs send too ("rate-limit requests from
 * Traefik", "confirmation from Stripe"); "per request from Farhana" is a person's request.
 */
const GIVEN_BY_PEOPLE: ReadonlySet<string> = new Set(['sign-off', 'signoff', 'approval', 'go-ahead', 'blessing', 'thumbs-up']);
/** Verbs of hearing that take "from" a person: "I heard from Zorvan", "hoping to hear back from Zorvan". */
const HEARING_VERBS: ReadonlySet<string> = new Set(['hear', 'hears', 'heard', 'hearing']);
/** What may stand between hearing and "from": "heard back from", "heard nothing from", "heard directly from". */
const HEARING_ADVERBS: ReadonlySet<string> = new Set([
  'back', 'nothing', 'anything', 'again', 'directly', 'already', 'yet', 'more', 'much', 'personally', 'recently', 'today', 'finally',
]);
/** What one gets from a person: "an email from Zorvan", "a message from Zorvan:", "the reply from Zorvan". */
const RECEIVED_MESSAGES: ReadonlySet<string> = new Set([
  'email', 'e-mail', 'mail', 'message', 'msg', 'text', 'sms', 'call', 'voicemail', 'note', 'letter', 'reply', 'response', 'dm',
]);
/** Their plurals, which need no determiner ("I got emails from Zorvan", "two missed calls from Zorvan"). */
const RECEIVED_MESSAGES_PLURAL: ReadonlySet<string> = new Set([
  'emails', 'e-mails', 'mails', 'messages', 'msgs', 'texts', 'calls', 'voicemails', 'notes', 'letters', 'replies', 'responses', 'dms',
]);
/** What stands before such a message ("an email", "the reply", "another call", "his text"), perhaps with one word between ("an urgent email"). */
const MESSAGE_DETERMINERS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'another', 'this', 'that', 'my', 'your', 'his', 'her', 'our', 'their', 'any', 'no', 'missed',
]);
/** What people send and programs do not. */
const PERSONAL_MESSAGES: ReadonlySet<string> = new Set(['email', 'e-mail', 'emails', 'e-mails', 'voicemail', 'voicemails', 'letter', 'letters', 'sms', 'dm', 'dms', 'texts']);
/** Prepositions of the other five languages that cite a source as "according to" does: "selon", "según", "secondo", "volgens" (not German "laut", which cites nouns: "laut Vertrag"). */
const CITING_PREPOSITIONS: ReadonlySet<string> = new Set(['selon', 'según', 'segun', 'secondo', 'volgens']);
/** What may follow a cited source: the end of its phrase, or the next word of its name. */
const CITED_END = /^(?:[ \t]*(?:[,.;:!?)\r\n]|$)|[ \t]+\p{Lu})/u;
/** Research firms, statistics offices and reference works that reports cite by name as they cite people: "According to Gartner,". */
const CITED_SOURCES: ReadonlySet<string> = new Set([
  'gartner', 'forrester', 'statista', 'mckinsey', 'deloitte', 'accenture', 'nielsen', 'gallup', 'ipsos', 'kantar', 'moody', 'moodys',
  'eurostat', 'destatis', 'istat', 'insee', 'wikipédia', 'britannica', 'investopedia', 'glassdoor', 'crunchbase',
]);

/** Whether the lower-case word names a firm or reference work cited as people are ("Gartner", "Nielsen"). */
export function isCitedSource(key: string): boolean {
  return CITED_SOURCES.has(key);
}

/**
 * "According to Nabeel, the migration is done", "selon Zorvan, ...", "volgens Zorvan is het klaar":
 * token i is the one a claim is cited from, where the source's phrase ends after it ("According to
 * Statista data" cites the data). News outlets are cited so too ("According to Reuters,"), and
 * whether the word may be a name is the caller's to ask.
 */
export function isCitedPerson(view: TokenView, i: number): boolean {
  const before = wordBefore(view, i, 1);
  const cited = (before === 'to' && wordBefore(view, i, 2) === 'according') || CITING_PREPOSITIONS.has(before);
  return cited && !NEWS_SOURCES.has(view.key(i)) && !CITED_SOURCES.has(view.key(i)) && CITED_END.test(view.text.slice(view.end(i), view.end(i) + 3));
}

/** After an author's name in a reference: "(1982)", "(1982: 45)", "et al.". */
const YEAR_IN_BRACKETS_AFTER = /^(?:[ \t]+et al\.?)?[ \t]+\((?:1[6-9]|20)\d{2}[a-z]?[),:;]/;
const ET_AL_AFTER = /^[ \t]+et al\.?(?![\p{L}])/u;
/** The rest of a reference in brackets that opens with the name: " 1993)", ", 1982;", " et al. 2020,". */
const YEAR_CLOSING_AFTER = /^(?:[ \t]+et al\.?)?,?[ \t]+(?:1[6-9]|20)\d{2}[a-z]?[),:;]/;

/**
 * "contradicts Gumperz (1982)", "the Matrix Language Frame model (Myers-Scotton 1993)",
 * "Arumugam et al. should": token i is an author cited in scholarly writing, by the year of the
 * work after the name, or "et al.", in English text. Whether the word may be a name (no English
 * word: "Inception (2010)" is a film's title) is the caller's to ask.
 */
export function isCitedAuthor(view: TokenView, i: number): boolean {
  // Other languages' texts list works so too, a title before its year ("Sinfonia (1983)", "Bestiario, 1951").
  if (!view.readsAsEnglish()) return false;
  const after = view.text.slice(view.end(i), view.end(i) + 16);
  if (YEAR_IN_BRACKETS_AFTER.test(after) || ET_AL_AFTER.test(after)) return true;
  return view.text[(view.tokens[i]?.start ?? 0) - 1] === '(' && YEAR_CLOSING_AFTER.test(after);
}

/**
 * Verbs of saying whose lone subject, opening its clause, is someone: "Zorvan said the server is
 * down". In the past tense only: tools say things in the present ("Gradle says the build failed",
 * "Lighthouse says the page is slow").
 */
const SAYING_VERBS: ReadonlySet<string> = new Set(['said', 'told', 'asked', 'wrote', 'replied', 'mentioned', 'suggested', 'promised']);
/** What follows such a verb when it reports: a word in small letters, a quote or a colon ("said: ...", "said that", "told me"). */
const REPORTED_AFTER = /^[ \t]+(?:[a-z]|["“'‘])|^[ \t]*:/;

/**
 * "Zorvan said the server is down", "Quillon told me to wait", "Nabeel wrote: ...": token i, opening
 * its clause, says or asks something. News outlets report so too ("Reuters said"), and firms
 * ("Acme said the deal") and tools are the caller's to rule out (a listed company, software).
 */
export function saysAsSubject(view: TokenView, i: number): boolean {
  if (!SAYING_VERBS.has(wordAfter(view, i, 1)) || NEWS_SOURCES.has(view.key(i)) || !opensClause(view, i)) return false;
  const verbEnd = view.end(i + 1);
  return REPORTED_AFTER.test(view.text.slice(verbEnd, verbEnd + 3));
}

/** Verbs of talking and writing to someone, before "to": "talk to Zorvan", "reply to Zorvan", "reach out to Zorvan". */
const ADDRESSING_VERBS: ReadonlySet<string> = new Set([
  'talk', 'talking', 'talked', 'speak', 'speaking', 'spoke', 'reply', 'replying', 'respond', 'responding', 'write',
  'writing', 'chat', 'chatting', 'chatted', 'explain', 'explaining', 'apologise', 'apologize', 'mention', 'mentioning',
]);
/** What may follow the one talked to: the end of the clause (a dash's too: "spoke to Ngaire — deliver after 10"), or what the talk is about or when. */
const ADDRESSED_NEXT = /^(?:[ \t]*(?:[,.;:!?)\r\n—–]|$)|[ \t]+-[ \t]|[ \t]+(?:about|for|first|before|after|regarding|re|directly|today|tomorrow|asap|and|when|if|on|in|at|once|instead|again|later|soon)\b)/;

/**
 * "Can you talk to Zorvan about it?", "Reply to Ilvessa: ...", "Reach out to Zorvan for access":
 * token i is the one talked or written to. Departments and firms are talked to too ("talk to
 * Sales", "reach out to Stripe"): whether the word may be a name is the caller's to ask.
 */
export function isAddressedTo(view: TokenView, i: number): boolean {
  if (wordBefore(view, i, 1) !== 'to') return false;
  const verb = wordBefore(view, i, 2);
  const addressed = ADDRESSING_VERBS.has(verb) || (verb === 'out' && /^reach(?:ed|ing)?$/.test(wordBefore(view, i, 3)));
  return addressed && ADDRESSED_NEXT.test(view.text.slice(view.end(i), view.end(i) + 12));
}

/**
 * What people do to a piece of work, before "by" and its doer: "reviewed by Ebere", "approved by
 * Zorvan", "reported by Quillon". Tools and bots review and fix things too ("reviewed by Copilot",
 * "fixed by Dependabot"), and teams approve them ("approved by Finance"): whether the word may be
 * a name is the caller's to ask.
 */
const DONE_BY: ReadonlySet<string> = new Set([
  'reviewed', 'approved', 'signed', 'requested', 'reported', 'raised', 'written', 'authored', 'submitted', 'escalated',
  'assigned', 'handled', 'owned', 'led', 'organised', 'organized', 'hosted', 'presented', 'prepared', 'drafted', 'edited',
  'translated', 'interviewed', 'referred', 'recommended', 'introduced', 'nominated', 'mentored', 'supervised', 'countersigned',
]);

/**
 * The same in the other five languages, by the word for "by": "gemeld door Tjitske", "erstellt
 * von Zorvan", "rédigé par Zorvan", "aprobado por Zorvan", "segnalato da Zorvan".
 */
const DONE_BY_IN: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['door', new Set(['gemeld', 'opgelost', 'geschreven', 'goedgekeurd', 'aangemaakt', 'ingediend', 'beoordeeld', 'behandeld', 'gecontroleerd', 'opgesteld', 'ondertekend', 'aangevraagd'])],
  ['von', new Set(['gemeldet', 'erstellt', 'geschrieben', 'genehmigt', 'geprüft', 'unterschrieben', 'bearbeitet', 'angefordert', 'gelöst', 'verfasst'])],
  ['par', new Set(['signalé', 'rédigé', 'approuvé', 'validé', 'écrit', 'signé', 'résolu', 'traité', 'demandé', 'préparé'])],
  ['por', new Set(['reportado', 'escrito', 'aprobado', 'firmado', 'resuelto', 'revisado', 'solicitado', 'preparado', 'redactado'])],
  ['da', new Set(['segnalato', 'scritto', 'approvato', 'firmato', 'risolto', 'revisionato', 'richiesto', 'preparato', 'redatto'])],
]);

/** "reviewed by Ebere", "The PR was approved by Zorvan yesterday", "gemeld door Tjitske": token i did what was done to the work. */
export function isDoneBy(view: TokenView, i: number): boolean {
  const by = wordBefore(view, i, 1);
  if (by === 'by') return DONE_BY.has(wordBefore(view, i, 2));
  return DONE_BY_IN.get(by)?.has(wordBefore(view, i, 2)) === true;
}

/**
 * Roles and people words before a name in brackets: "Assign to DPO (Ruairí)", "not the other
 * guy (Haskwell)", "our contact (Zorvan)".
 */
const ROLES_BEFORE_BRACKETS: ReadonlySet<string> = new Set([
  'guy', 'girl', 'lady', 'gentleman', 'dpo', 'pm', 'po', 'owner', 'lead', 'contact', 'manager', 'rep', 'agent', 'engineer',
  'doctor', 'nurse', 'colleague', 'assignee', 'reviewer', 'approver', 'person', 'driver', 'courier', 'technician', 'tech',
  'recruiter', 'landlord', 'tenant', 'neighbour', 'neighbor', 'intern', 'dev', 'developer', 'designer', 'admin', 'boss',
]);

/** "DPO (Ruairí)", "the other guy (Haskwell)": token i (to `last`) alone in brackets right after a role or a person's word. */
export function isNamedInBracketsAfterRole(view: TokenView, i: number, last = i): boolean {
  if (i === 0 || (view.gap(i - 1) !== ' (' && view.gap(i - 1) !== '(') || !ROLES_BEFORE_BRACKETS.has(view.key(i - 1))) return false;
  return view.text[view.end(last)] === ')';
}

/** "any word from Zorvan", "no news from Zorvan", "got word from Zorvan". */
const NEWS: ReadonlySet<string> = new Set(['word', 'news']);
const NEWS_BEFORE: ReadonlySet<string> = new Set(['any', 'no', 'some', 'got', 'get', 'had', 'have', 'the']);

/**
 * "I heard from Zorvan that it shipped", "heard nothing from Zorvan", "an urgent email from Zorvan
 * this morning", "A message from Zorvan: ...", "Missed call from Zorvan", "any word from Zorvan?":
 * token i is whom a word was heard or a message came from (`personalOnly`: a message only people
 * send, an e-mail, a letter, a voicemail, a DM). Whatever follows: what was heard is the
 * sentence's own business. Whether the word may be a name is the caller's to ask ("an email from
 * Support", "heard from Kubernetes" name none).
 */
export function isHeardFrom(view: TokenView, i: number, personalOnly = false): boolean {
  if (wordBefore(view, i, 1) !== 'from') return false;
  const before = wordBefore(view, i, 2);
  if (HEARING_VERBS.has(before)) return true;
  if (HEARING_ADVERBS.has(before)) return HEARING_VERBS.has(wordBefore(view, i, 3));
  // Crawlers send requests and give nothing ("approval from Bingbot" is none).
  if (GIVEN_BY_PEOPLE.has(before) || (before === 'request' && wordBefore(view, i, 3) === 'per')) return !view.key(i).endsWith('bot');
  if (NEWS.has(before)) return NEWS_BEFORE.has(wordBefore(view, i, 3));
  // Programs answer, reply and message too ("a reply from Kubelet", "the response from Jira"):
  // for a word no list knows, only what people send counts.
  if (personalOnly && !PERSONAL_MESSAGES.has(before)) return false;
  if (RECEIVED_MESSAGES_PLURAL.has(before)) return true;
  if (!RECEIVED_MESSAGES.has(before)) return false;
  // A notification's line: "Email from Zorvan:", "Reply from Zorvan below."
  if (view.isSentenceStart(i - 2)) return true;
  return MESSAGE_DETERMINERS.has(wordBefore(view, i, 3)) || MESSAGE_DETERMINERS.has(wordBefore(view, i, 4));
}

/**
 * "my colleague Wisniewska", "unsere Nachbarin Kowalczyk": token i follows a possessive and a
 * relation, which is how people are introduced when their name is in no list.
 */
export function isNamedRelation(view: TokenView, i: number): boolean {
  const relation = wordBefore(view, i, 1);
  // Not after "the": "the brother Node", "the sister Company" name things.
  // Not a team after the role ("il nostro responsabile Marketing", "Ihr Berater Vertrieb", "your engineer Tooling team").
  if (RELATIONS.has(relation) && ownedRelation(view, i - 1)) {
    // "your driver Nvidia 535", "our driver Intel is outdated": a computer's driver is its maker's;
    // a person's does something ("Our driver Faisal attempted delivery").
    if (relation === 'driver' && !DRIVER_DID.test(wordAfter(view, i, 1))) return false;
    return !DEPARTMENTS.has(view.key(i)) && !OTHER_LANGUAGE_DEPARTMENTS.has(view.key(i)) && !TEAM_WORDS.has(wordAfter(view, i, 1));
  }
  return KIN_TITLES.has(relation) && wordBefore(view, i, 2) !== 'the' && !view.isCommon(i);
}

/** Kin, which notes name without a possessive ("daughter Orla visiting 2pm", "wife Leonor works from home"). */
const KIN_WORDS: ReadonlySet<string> = new Set([
  'daughter', 'son', 'wife', 'husband', 'mother', 'mum', 'mom', 'father', 'dad', 'sister', 'brother', 'partner', 'fiancé', 'fiancée',
  'fiance', 'fiancee', 'girlfriend', 'boyfriend', 'grandson', 'granddaughter', 'niece', 'nephew', 'stepson', 'stepdaughter',
]);

/**
 * "bed 4 — ... . daughter Orla visiting 2pm": a kin word opening its clause in small letters, as
 * notes and handovers write it without "my" or "his", and token i right after it: the relative's
 * name (a place would need a preposition).
 */
export function isKinOpeningClause(view: TokenView, i: number): boolean {
  const relation = wordBefore(view, i, 1);
  if (!KIN_WORDS.has(relation) || view.tokens[i - 1]?.text !== relation) return false;
  const before = view.gap(i - 2);
  return i - 1 === 0 || view.isSentenceStart(i - 1) || before.endsWith(', ') || before.endsWith('; ') || before.endsWith('(') || before.includes('\n');
}

/**
 * People one has several of, who are introduced as a list ("my colleagues Tunde and Kelechi",
 * "our kids Jide, Bola and Kunle"). English only: the list it opens is read with English
 * conjunctions (person-rules.ts).
 */
const PLURAL_RELATIONS: ReadonlySet<string> = new Set([
  'colleagues', 'coworkers', 'co-workers', 'friends', 'sons', 'daughters', 'kids', 'children', 'parents',
  'brothers', 'sisters', 'siblings', 'cousins', 'grandchildren', 'grandsons', 'granddaughters', 'grandparents',
  'nephews', 'nieces', 'uncles', 'aunts', 'neighbours', 'neighbors', 'roommates', 'flatmates', 'teammates',
  'classmates', 'students', 'pupils', 'tenants', 'twins', 'triplets', 'stepsons', 'stepdaughters', 'stepchildren',
]);
/** Born together: "the twins" are people without anyone's possessive ("the twins Kelechi and Obinna"). */
const BIRTH_GROUPS: ReadonlySet<string> = new Set(['twins', 'triplets']);

/** The word before token i is a relation one has several of: the one lookup before the list is read. */
export function mayFollowPluralRelation(view: TokenView, i: number): boolean {
  return i > 0 && PLURAL_RELATIONS.has(view.key(i - 1));
}

/**
 * "my colleagues Tunde and Kelechi", "the twins Kelechi and Obinna", "My colleagues, Tunde and
 * Kelechi, will join", "our kids: Jide and Bola": token i opens the list that follows someone's
 * relations (or "the twins"), right after them, or after a colon or set off by commas and closed
 * after its last word, token `last` ("my friends, Apple and Google make phones" and "my students:
 * Moodle and Turnitin are required" run on). Whether the list's words may be names is the
 * caller's to ask.
 */
export function followsPluralRelation(view: TokenView, i: number, last = i): boolean {
  if (!mayFollowPluralRelation(view, i)) return false;
  const gap = view.gap(i - 1);
  const apposed = gap === ', ' || gap === ': ';
  if (apposed ? !APPOSITION_END.test(view.text.slice(view.end(last), view.end(last) + 2)) : !spaces(gap)) return false;
  return ownedRelation(view, i - 1) || (BIRTH_GROUPS.has(view.key(i - 1)) && wordBefore(view, i - 1, 1) === 'the');
}

/**
 * "My husband, Tochukwu, wants to move", "Emergency contact: Ikechukwu (brother)": token i is set
 * off by commas after someone's relation, or followed by its kin in brackets. Looser than a
 * relation right before the name ("Node (father) process"), so only for a word that may be a name.
 */
export function isRelationBeside(view: TokenView, i: number): boolean {
  return isRelationInApposition(view, i) || isKinInBrackets(view, i);
}

/**
 * Words between a possessive and a relation that leave the relation someone's: "my best friend
 * Seun", "my late husband", "my little sister". Only these: "my new project Foo" is no person.
 */
const RELATION_ADJECTIVES: ReadonlySet<string> = new Set([
  'best', 'old', 'new', 'late', 'dear', 'little', 'big', 'older', 'younger', 'elder', 'eldest', 'oldest', 'youngest',
  'former', 'current', 'closest', 'ex',
]);

/** "tu primo nacho", "my cousin will": token i is a relation after a possessive, the word of kin and not a name. */
export function isOwnedRelationWord(view: TokenView, i: number): boolean {
  return RELATIONS.has(view.key(i)) && ownedRelation(view, i);
}

/** Whether the relation at token r is someone's: "my husband", "my best friend". */
function ownedRelation(view: TokenView, r: number): boolean {
  const before = wordBefore(view, r, 1);
  return POSSESSIVES.has(before) || (RELATION_ADJECTIVES.has(before) && POSSESSIVES.has(wordBefore(view, r, 2)));
}

/** What closes an apposition after the name: a comma, a stop, a bracket, the line's or text's end. */
const APPOSITION_END = /^(?:[,.;!?)]|[ \t]*(?:\r?\n|$))/;

/**
 * "My husband, Tochukwu, wants to move", "my best friend, Seun.": the name set off by commas
 * after someone's relation. Only closed there: "my brother, Apple and I" runs on into a list.
 */
function isRelationInApposition(view: TokenView, i: number): boolean {
  if (i < 2 || view.gap(i - 1) !== ', ') return false;
  // "The new hire, Quexo, starts Monday": a newcomer is someone, after "the" too.
  const newcomer = NEWCOMERS.has(view.key(i - 1)) && wordBefore(view, i - 1, 1) === 'new';
  if (!newcomer && (!APPOSED_RELATIONS.has(view.key(i - 1)) || !ownedRelation(view, i - 1))) return false;
  const closedAfter = (k: number): boolean => APPOSITION_END.test(view.text.slice(view.end(k), view.end(k) + 2));
  // "Our technician, Will Stone, will visit": a first name and a surname closed the same way.
  return closedAfter(i) || (i + 1 < view.length && view.gap(i) === ' ' && view.isCapitalized(i + 1) && closedAfter(i + 1));
}

/** Who has just joined, after "new": "The new hire, Quexo, starts Monday", "our new starter, ...". */
const NEWCOMERS: ReadonlySet<string> = new Set(['hire', 'starter', 'joiner', 'recruit', 'joinee', 'colleague', 'intern']);

/** Family, as a form's next of kin names it in brackets; not "partner" ("Acme (partner)" is a firm). */
const BRACKETED_KIN: ReadonlySet<string> = new Set([
  'wife', 'husband', 'son', 'daughter', 'mother', 'father', 'brother', 'sister', 'mum', 'mom', 'dad', 'spouse',
  'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'fiancé', 'fiancée', 'girlfriend', 'boyfriend',
]);
/**
 * Relations only a person has, before a name in commas: family, friends, neighbours, colleagues,
 * and who visits in person. Not a partner, a coach, an assistant or an agent: "our partner, Acme,",
 * "my AI assistant, Copilot,", "our support agent, Fin,".
 */
const APPOSED_RELATIONS: ReadonlySet<string> = new Set([
  ...BRACKETED_KIN, 'friend', 'colleague', 'coworker', 'co-worker', 'neighbour', 'neighbor', 'roommate', 'flatmate',
  'landlord', 'landlady', 'boss', 'ex', 'ex-husband', 'ex-wife', 'ex-boyfriend', 'ex-girlfriend', 'stepmom', 'stepdad',
  'stepmother', 'stepfather', 'grandma', 'grandpa', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law',
  // who comes to the house or the office in person: "Our technician, Will Stone, will visit"
  'technician', 'engineer', 'electrician', 'plumber', 'nurse', 'doctor', 'teacher', 'tutor', 'nanny', 'babysitter',
  // one's manager or colleague in the other languages: "Su responsable, Baltasar, propone", "mijn collega, Sjoerd,"
  'responsable', 'jefe', 'jefa', 'compañero', 'compañera', 'colega', 'collègue', 'collega', 'kollege', 'kollegin', 'chef', 'chefin',
  'leidinggevende', 'vorgesetzter', 'vorgesetzte',
]);
/** A relation in brackets after a name, with a possessive perhaps: "Ikechukwu (brother)", "Amina (my wife)". */
const KIN_IN_BRACKETS = /^[ \t]*\((?:(?:my|his|her|their|the patient's|patient's)[ \t]+)?([\p{L}-]+)\)/u;

/**
 * "Emergency contact: Ikechukwu (brother) 07700 900456", "Next of kin: Amina (my wife)": token i
 * is followed by its relation to the writer or the patient, alone in brackets, as forms write it.
 */
export function isKinInBrackets(view: TokenView, i: number): boolean {
  if (view.text[view.end(i)] !== ' ' && view.text[view.end(i)] !== '(') return false;
  const match = KIN_IN_BRACKETS.exec(view.text.slice(view.end(i), view.end(i) + 40));
  return match !== null && BRACKETED_KIN.has((match[1] ?? '').toLowerCase());
}

/**
 * Kin named like a title, with no "my" before them: "aunt Ragnhild", "uncle Bob", "sister Ren",
 * "Tante Inge", "tía Lupe". The word after one is a name unless it is an everyday word.
 */
const KIN_TITLES: ReadonlySet<string> = new Set([
  'aunt', 'auntie', 'aunty', 'uncle', 'grandma', 'grandpa', 'granny', 'grandad', 'nana', 'cousin', 'sister', 'brother',
  'tante', 'onkel', 'oma', 'opa', 'tía', 'tío', 'abuela', 'abuelo', 'zia', 'zio', 'nonna', 'nonno', 'tata', 'tia', 'tio',
  'vovó', 'vovô',
  // grandparents, aunts and uncles as families of the other languages call them ("la iaia Remei", "mamie Josette", "opoe Truus")
  'iaia', 'iaio', 'yaya', 'yayo', 'avi', 'àvia', 'tieta', 'tiet', 'opoe', 'omi', 'opi', 'nonnina', 'mamie', 'papi', 'mémé', 'pépé',
]);

/** Verbs that pass something on to a person: "send the file to", "forward this to", "gave the keys to". */
/** An amount between the verb and "to": "transfer $500 to", "send 20 EUR to" (the currency's letters are a word of their own). */
const AMOUNT_GAP = /^ [$€£¥]?\d[\d,.]*[$€£¥]? $/;
const HANDING_VERBS: ReadonlySet<string> = new Set([
  'send', 'sent', 'sending', 'forward', 'forwarded', 'give', 'gave', 'given', 'hand', 'handed', 'email', 'emailed',
  'introduce', 'introduced', 'lend', 'lent', 'transfer', 'transferred', 'wire', 'wired', 'remit', 'remitted',
]);
/**
 * What is written for someone: "write a text to john", "draft a message to ahmed": a message
 * between the verb and "to" ("write to Madrid" is an address, "draft a proposal to Paris office"
 * a place).
 */
const WRITING_VERBS: ReadonlySet<string> = new Set(['write', 'wrote', 'draft', 'drafted', 'compose', 'composed']);
const MESSAGES: ReadonlySet<string> = new Set(['text', 'note', 'message', 'msg', 'email', 'e-mail', 'mail', 'reply', 'card', 'sms', 'dm', 'whatsapp', 'thank-you', 'birthday']);
/**
 * What is sent to a place or a program rather than a person: "send the parcel to Ikorodu", "send
 * the logs to Elasticsearch", "forward the request to Fastify".
 */
const SHIPPED_THINGS: ReadonlySet<string> = new Set([
  'parcel', 'parcels', 'package', 'packages', 'shipment', 'goods', 'order', 'orders', 'box', 'boxes', 'delivery',
  'container', 'cargo', 'freight', 'troops', 'team', 'money', 'funds', 'request', 'requests', 'logs', 'log',
  'metrics', 'events', 'event', 'data', 'traffic', 'query', 'queries', 'payload', 'output', 'stream', 'signal',
  'signals', 'traces', 'spans', 'alerts', 'webhook', 'webhooks', 'response', 'responses', 'packets', 'bytes',
  'input', 'option', 'options', 'argument', 'arguments', 'params', 'config', 'errors', 'exceptions', 'emails',
]);
/** How many words may stand between the verb and "to" ("send the signed contract to"). */
const HANDED_OBJECT_WORDS = 5;

/** Whether a message is named between the writing verb at k and the "to" before token i. */
function writtenMessage(view: TokenView, k: number, i: number): boolean {
  for (let m = k + 1; m < i - 1; m++) if (MESSAGES.has(view.key(m))) return true;
  return false;
}

/**
 * "Send the file to Siddharth", "I gave the keys to Tsegaye": token i, after "to", receives what a
 * handing verb earlier in the clause passes on; not where it is shipped goods ("send the parcel
 * to Ikorodu").
 */
export function isHandedTo(view: TokenView, i: number): boolean {
  if (wordBefore(view, i, 1) !== 'to') return false;
  const hands = (k: number): boolean => HANDING_VERBS.has(view.key(k)) || (WRITING_VERBS.has(view.key(k)) && writtenMessage(view, k, i));
  return handedBefore(view, i, hands, SHIPPED_THINGS, true);
}

/**
 * Whether a handing verb (`hands`) stands in the clause at most HANDED_OBJECT_WORDS words before
 * the preposition before token i, with no shipped thing nearer ("send the parcel to Ikorodu");
 * `amounts`: a sum may stand between ("transfer $5 to").
 */
function handedBefore(view: TokenView, i: number, hands: (k: number) => boolean, shipped: ReadonlySet<string>, amounts: boolean): boolean {
  for (let k = i - 2; k >= 0 && k >= i - 2 - HANDED_OBJECT_WORDS; k--) {
    if (!spaces(view.gap(k)) && !(amounts && AMOUNT_GAP.test(view.gap(k)))) return false;
    if (shipped.has(view.key(k))) return false;
    if (hands(k)) return true;
  }
  return false;
}

const ITALIAN_HANDING = ['mandare', 'manda', 'mandi', 'mandato', 'inviare', 'invia', 'invii', 'inviato', 'inoltrare', 'inoltra', 'inoltrato', 'dare', 'dai', 'consegnare', 'consegna', 'scrivere', 'scrivi'];
/**
 * Handing verbs of the other five languages, by the preposition that leads to whom they hand
 * something: "envoyer le contrat à Zorvan Keltrigg", "enviar el informe a Zorvan", "manda il
 * file ad Alvise", "schick die Datei an Zorvan", "stuur het bestand aan Zorvan".
 */
const HANDING_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['à', new Set(['envoyer', 'envoie', 'envoies', 'envoyez', 'envoyé', 'transmettre', 'transmets', 'transmettez', 'transmis', 'donner', 'donne', 'donnez', 'remettre', 'remets', 'remettez', 'transférer', 'transfère', 'transférez', 'écrire', 'écris', 'écrivez'])],
  // Spanish writes "a" before a person its verb reaches: "puede llamar a Itziar al 943 ...", "avisa a Zorvan".
  ['a', new Set(['enviar', 'envía', 'envíe', 'envié', 'enviado', 'mandar', 'mándale', 'mande', 'mandé', 'reenviar', 'reenvía', 'reenvíe', 'entregar', 'entrega', 'escribir', 'escribe',
    'llamar', 'llama', 'llame', 'llamé', 'llamad', 'contactar', 'contacta', 'contacte', 'avisar', 'avisa', 'avise', 'avisé', 'preguntar', 'pregunta', 'pregunte', ...ITALIAN_HANDING])],
  ['ad', new Set(ITALIAN_HANDING)],
  ['an', new Set(['schicken', 'schick', 'schicke', 'schickst', 'geschickt', 'senden', 'sende', 'gesendet', 'leite', 'leiten', 'weiterleiten', 'weitergeleitet', 'gib', 'geben', 'übergeben', 'übergib', 'schreib', 'schreibe', 'schreiben', 'maile', 'mailen'])],
  ['aan', new Set(['sturen', 'stuur', 'stuurt', 'gestuurd', 'doorsturen', 'geven', 'geef', 'geeft', 'gegeven', 'mailen', 'mail', 'schrijven', 'schrijf', 'overgedragen', 'overdragen'])],
  // A ticket's history: "doorgezet naar Veskia Grondhuijzen", "geëscaleerd naar Zorvan".
  ['naar', new Set(['doorgezet', 'doorzetten', 'doorgestuurd', 'geëscaleerd', 'escaleren', 'escaleer', 'gemaild'])],
]);
/** What is shipped or fed to a place or a program in the other languages: "envoyer le colis à Lyon", "die Daten an Kafka senden". */
const SHIPPED_IN_OTHER_LANGUAGES: ReadonlySet<string> = new Set([
  'colis', 'commande', 'paquet', 'marchandise', 'données', 'paquete', 'pedido', 'mercancía', 'datos', 'pacco', 'ordine', 'merce', 'dati',
  'paket', 'bestellung', 'lieferung', 'ware', 'daten', 'pakket', 'bestelling', 'levering', 'goederen', 'gegevens', 'logs',
]);

/**
 * "envoyer le contrat à Zorvan Keltrigg", "schick die Datei an Zorvan": token i, after the
 * preposition, receives what a handing verb of one of the other five languages passes on, the
 * verb at most five words before; not goods or data ("envoyer le colis à Ikorodu").
 */
export function isHandedToInOtherLanguage(view: TokenView, i: number): boolean {
  const verbs = HANDING_BEFORE.get(wordBefore(view, i, 1));
  if (verbs === undefined || !view.caseful) return false;
  return handedBefore(view, i, (k) => verbs.has(view.key(k)), SHIPPED_IN_OTHER_LANGUAGES, false);
}

/** Verbs whose object, followed by what the request asks of it, is a person: "ask Aiko to". */
const REQUEST_VERBS: ReadonlySet<string> = new Set([...REACHING_VERBS, 'ping', 'pinged', 'pinging', 'paged', 'paging', 'cc', 'message', 'messaged', 'dm']);
/** Verbs whose object is as often a thing ("pay bill for", "help people to"): with capitals only. */
const CASED_REQUEST_VERBS: ReadonlySet<string> = new Set([
  'meet', 'met', 'introduce', 'introduced', 'help', 'helped', 'pay', 'paid', 'hug', 'hugged',
]);
/** What follows such an object: "to", "about", "that"... ("ask Aiko to review", "remind Aiko about"). */
const REQUEST_OBJECT_NEXT: ReadonlySet<string> = new Set([
  'to', 'about', 'that', 'if', 'whether', 'when', 'for', 'back', 'tomorrow', 'today', 'tonight',
  'later', 'again', 'asap', 'i',
]);
/** Verbs of telling, whose object is told a clause or a piece of news: "tell olu the standup is cancelled". */
const TELLING_VERBS: ReadonlySet<string> = new Set(['tell', 'told', 'telling', 'remind', 'reminded']);
/** What such a clause or news starts with after the one told: "the", a pronoun, "not to". */
const TOLD_WHAT_NEXT: ReadonlySet<string> = new Set(
  [
    'the', 'we', "we're", "we'll", "we'd", 'you', "you're", "you'd", "you'll", 'he', "he'd", "he's", 'she', "she'd", "she's", 'they', "they'd", "they're",
    'it', "it's", "i'm", "i'd", "i've", 'my', 'our', 'your', 'his', 'her', 'not', 'there',
  ].flatMap((word) => [word, word.replace("'", '’')]),
);
/** Time together: "lunch with Aiko", "spoke with Aiko", "a call with Aiko", "a sync with Ifeoma and Dagny". */
const TIME_TOGETHER: ReadonlySet<string> = new Set([
  'lunch', 'dinner', 'breakfast', 'coffee', 'drinks', 'date', 'meeting', 'call', 'chat', 'talk',
  'sync', 'spoke', 'talked', 'met', 'meet', 'chatted', 'argued', 'argument', 'fight',
  'dating', 'married', 'engaged', 'lives', 'living', 'live', 'stayed', 'staying', 'travelled',
  'traveled', 'went', 'one-on-one', 'interview', 'standup', 'catch-up', 'catchup', 'session', 'appointment',
  'discussion', 'conversation', 'pairing', 'paired', 'pair', '1:1',
]);
/** Times one spends with a person, in the six languages, beside `TIME_TOGETHER`: "next appt with", "second round w/". */
const MEETINGS: ReadonlySet<string> = new Set([
  ...TIME_TOGETHER, 'appt', 'appts', 'round', 'visit', 'consult', 'consultation', 'check-in', 'checkin', 'follow-up', 'followup',
  'shift', 'lesson', 'lessons', 'class', 'tutoring', 'therapy', 'physio', 'huddle', 'onboarding', 'handover', 'walkthrough',
  'rendez-vous', 'rdv', 'réunion', 'entretien', 'pratique', 'cita', 'reunión', 'entrevista', 'llamada', 'riunione',
  'appuntamento', 'colloquio', 'chiamata', 'termin', 'besprechung', 'gespräch', 'telefonat', 'afspraak', 'overleg', 'gesprek',
  'vergadering', 'sessie', 'buddy',
]);
/** The request's verbs in the progressive: "draft an email telling Jide that the meeting moved". */
const ASKING_VERBS: ReadonlySet<string> = new Set([
  'telling', 'asking', 'reminding', 'informing', 'notifying', 'texting', 'emailing', 'messaging', 'pinging',
]);
/** Things settled with someone, before a full name: "as discussed with Oyelaran Adebayo,", "agreed with Thabo Nkosi". */
const SETTLED_WITH: ReadonlySet<string> = new Set(['discussed', 'agreed', 'speak', 'spoken', 'speaking', 'consult', 'consulted']);
/** Checked with someone (a full name), asked something: "check with Thabo Nkosi whether"; not a tool ("Check with ESLint.", "check with Prettier before"). */
const CHECKED_WITH: ReadonlySet<string> = new Set(['check', 'checked', 'checking']);
const CHECKED_WHETHER: ReadonlySet<string> = new Set(['whether', 'if']);
/** The pronouns that take up someone checked with first: "check with Cian first, he owns it". */
const TAKEN_UP_BY: ReadonlySet<string> = new Set(['he', 'she', 'they', "he's", "she's", 'he’s', 'she’s']);
/**
 * What one lets someone know: a clause with "that" or a pronoun ("let Olumide know that", "let
 * Funke know we arrived"), nothing more ("Let Funke know."), or another request ("let Tesselby know
 * and update the docket"); not which, how, when, about or "the ...", as docs tell a tool ("let
 * Webpack know which loader to use", "lets Traefik know the container is up", "let Traefik know
 * when it is up").
 */
const LET_KNOW_NEXT: ReadonlySet<string> = new Set(['that', 'i', "i'm", "i'll", 'we', "we're", 'you', 'asap', 'and', 'too', 'he', 'she', 'they']);
/**
 * What one is let know, which programs are let know too ("lets Traefik know the container is up"):
 * after a first name of the lists only ("Let Colm know the navy is Pantone 2767").
 */
const LET_KNOW_WHAT: ReadonlySet<string> = new Set(['the', 'if', 'when', 'whether', 'what', 'how', 'there', 'it', "it's", 'this', 'our', 'my']);
/** What one asks or tells someone, after the progressive: "telling Jide that" (not "telling Webpack to ignore"). */
const ASKED_NEXT: ReadonlySet<string> = new Set(['that', 'about', 'if', 'whether', 'when']);
const LET_KNOW_END = /^[ \t]*(?:[,.!?;)\r\n]|$)/;

/**
 * The same requests in German, French, Spanish, Italian and Dutch: the verb right before the name
 * ("Frag Aiko, ob", "Vraag Aiko of", "Préviens Aiko que"), or before "à", "a", "ad" or "tegen"
 * ("Dis à Aiko que", "Dile a Aiko que", "Chiedi ad Aiko se", "Zeg tegen Aiko dat").
 */
const OTHER_REQUEST_VERBS: ReadonlySet<string> = new Set([
  'frag', 'frage', 'sag', 'sage', 'erinnere', 'schreib', 'schreibe', 'informiere', 'vraag', 'zeg',
  'herinner', 'bel', 'préviens', 'prévenez', 'avisa', 'avísale',
]);
const VERBS_BEFORE_PREPOSITION: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['à', new Set(['demande', 'demandez', 'demander', 'dis', 'dites', 'dire', 'rappelle', 'rappelez', 'rappeler', 'écris', 'écrivez', 'écrire'])],
  ['a', new Set(['pregunta', 'pregúntale', 'preguntale', 'preguntar', 'dile', 'di', 'decir', 'recuérdale', 'escríbele', 'avísale', 'avisa', 'avisale', 'chiedi', 'chiedere', 'scrivi', 'ricorda'])],
  ['ad', new Set(['chiedi', 'chiedere', 'scrivi', 'ricorda', 'di'])],
  ['tegen', new Set(['zeg'])],
]);
/** What those requests ask after the name: "ob", "dass", "que", "de", "si", "se", "che", "of", "dat"... */
const CLAUSE_AFTER_NAME = /^,?[ \t]+(?:ob|dass|daß|wann|an|zu|of|dat|om|que|qu['’]|de|d['’]|si|se|che|di|wanneer)(?![\p{L}])/iu;

/**
 * Time together in the other languages, as TIME_TOGETHER in English: the word before the
 * preposition ("parlato con Aiko", "hablé con Aiko", "déjeuner avec Aiko", "falei com Aiko",
 * "Termin mit Aiko", "afspraak met Aiko"), or, as German and Dutch put the verb last, the verb
 * after the name ("mit Aiko gesprochen", "met Aiko gesproken").
 */
const TOGETHER_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['con', new Set([
    'parlato', 'parlare', 'parlo', 'parla', 'parlando', 'cena', 'pranzo', 'riunione', 'incontro', 'chiamata', 'sposato', 'sposata', 'uscito', 'uscita',
    'hablé', 'hablado', 'hablar', 'hablo', 'habla', 'hablando', 'almuerzo', 'reunión', 'llamada', 'quedé', 'casado', 'casada', 'salgo', 'sale', 'cita',
  ])],
  ['avec', new Set(['parlé', 'parler', 'parle', 'dîner', 'déjeuner', 'déjeuné', 'dîné', 'réunion', 'rendez-vous', 'rdv', 'appel', 'marié', 'mariée', 'discuté', 'discuter', 'sors', 'sort'])],
  ['com', new Set(['falei', 'falar', 'falo', 'fala', 'conversei', 'almoço', 'jantar', 'reunião', 'casado', 'casada', 'encontro'])],
  ['mit', new Set(['termin', 'treffen', 'gespräch', 'telefonat', 'meeting', 'mittagessen', 'abendessen', 'verheiratet', 'sprechen', 'spreche', 'telefoniere'])],
  ['met', new Set(['afspraak', 'gesprek', 'vergadering', 'lunch', 'diner', 'getrouwd', 'praten', 'spreken', 'bellen'])],
]);
const TOGETHER_AFTER: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['mit', new Set(['gesprochen', 'geredet', 'telefoniert', 'getroffen', 'gegessen', 'geschrieben', 'verabredet'])],
  ['met', new Set(['gesproken', 'gepraat', 'gebeld', 'afgesproken', 'gegeten', 'getrouwd'])],
]);

/**
 * "parlato con Aiko", "mit Aiko Tanaka gesprochen": token i (to `last`) spends time with the writer,
 * in one of the other five languages. Asked of words no list knows: "Hablé con Madrid" is the
 * office there, as in English "a call with Paris" may be.
 */
export function isTogetherInOtherLanguage(view: TokenView, i: number, last = i): boolean {
  if (!view.caseful) return false;
  const preposition = wordBefore(view, i, 1);
  if (TOGETHER_BEFORE.get(preposition)?.has(wordBefore(view, i, 2)) === true) return true;
  const after = TOGETHER_AFTER.get(preposition);
  if (after === undefined) return false;
  // The verb after the name's words: its surname may follow the token asked about.
  return after.has(wordAfter(view, capitalisedRunEnd(view, last), 1));
}

/**
 * Wishes, thanks and praise given to someone in the other five languages, by the preposition
 * before the name: "Félicitations à Zorvan", "bon rétablissement à Zorvan", "Felicidades a
 * Zorvan", "complimenti a Zorvan", "Gute Besserung an Zorvan", "beterschap aan Zorvan". Not
 * Spanish and Italian "gracias a" and "grazie a" (thanks to, because of: "gracias a Google").
 */
const WISHES_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['à', new Set(['félicitations', 'felicitations', 'bravo', 'merci', 'bienvenue', 'rétablissement', 'anniversaire', 'courage', 'chapeau'])],
  ['a', new Set(['felicidades', 'enhorabuena', 'cumpleaños', 'bienvenido', 'bienvenida', 'recuperación', 'complimenti', 'auguri', 'compleanno', 'benvenuto', 'benvenuta', 'bravo', 'congratulazioni'])],
  ['an', new Set(['glückwunsch', 'glückwünsche', 'danke', 'dank', 'besserung', 'gratulation', 'grüße', 'gruß', 'kudos'])],
  ['aan', new Set(['beterschap', 'felicitaties', 'bedankt', 'dank', 'complimenten', 'gefeliciteerd', 'kudos'])],
]);
/** What may follow the one wished well: the end of the clause, or what it is for ("pour sa promotion", "por el ascenso", "zum Geburtstag"). */
const WISHED_END = /^(?:[ \t]*(?:[,.;:!?)\r\n]|$|\p{Extended_Pictographic})|[ \t]+(?:pour|por|per|für|zum|zur|voor|met|et|y|e|und|en)\b)/u;
/** The French, Spanish and Italian request verbs that may end their sentence on the one asked, after "à" or "a": "Sinon je demande à Aurevine." */
const ASKED_AT_END: ReadonlySet<string> = new Set(['demande', 'demanderai', 'demander', 'pregunto', 'preguntaré', 'chiedo', 'chiederò']);
/** The end of a sentence after the one asked. */
const SENTENCE_END_AFTER = /^[ \t]*(?:[.!?]|\r?\n|$)/;
/** Clefts whose relative word stands only for people: "c'est Ilune qui", "es Zorvan quien", "it was Zorvan who". */
const CLEFT_PERSON_AFTER: ReadonlySet<string> = new Set(['who', 'quien', 'quién']);

/**
 * "Félicitations à Zorvan pour sa promotion", "Sinon je demande à Aurevine.", "c'est Ilune qui
 * connaît le code", "it was Zorvan who broke the build": token i (to `last`) is wished well,
 * asked at the end of its sentence (French, Spanish, Italian), or singled out by a cleft (French
 * "c'est X qui", Spanish "es X quien", English "it was X who"). Whether the word may be a name is the caller's to ask ("demande à Google").
 */
export function isWishedOrSingledOut(view: TokenView, i: number, last = i): boolean {
  if (!view.caseful) return false;
  const preposition = wordBefore(view, i, 1);
  const after = view.text.slice(view.end(last), view.end(last) + 8);
  if (WISHES_BEFORE.get(preposition)?.has(wordBefore(view, i, 2)) === true && WISHED_END.test(after)) return true;
  if ((preposition === 'à' || preposition === 'a') && ASKED_AT_END.has(wordBefore(view, i, 2)) && SENTENCE_END_AFTER.test(after)) return true;
  const next = wordAfter(view, last, 1);
  // "c'est Ilune qui": French writes the cleft with an elided "c'" onto "est".
  if (next === 'qui' && (preposition === 'est' || preposition === "c'est" || preposition === 'c’est') && /c['’]\s*est\s+$/i.test(view.text.slice(Math.max(0, (view.tokens[i]?.start ?? 0) - 8), view.tokens[i]?.start ?? 0))) return true;
  return CLEFT_PERSON_AFTER.has(next) && (preposition === 'was' || preposition === 'is' || preposition === 'es' || preposition === 'fue' || preposition === 'era');
}

/** The last of up to two capitalised words right after token `last` (a surname after the token asked about), or `last`. */
function capitalisedRunEnd(view: TokenView, last: number): number {
  let end = last;
  while (end + 1 < view.length && end - last < 2 && view.adjacent(end) && view.isCapitalized(end + 1)) end++;
  return end;
}

/**
 * German and Dutch put the verb of a question or an infinitive after its object, and then what is
 * asked or told: "Kannst du Aiko sagen, dass ...", "Kun je Aiko laten weten dat ...", "Könntest
 * du Aiko fragen, ob ...", "Kun je Aiko vragen of ...".
 */
const TOLD_AFTER_NAME = /^[ \t]+(?:sagen|fragen|mitteilen|ausrichten|erinnern|schreiben|Bescheid[ \t]+(?:geben|sagen)|vragen|zeggen|vertellen|laten[ \t]+weten|herinneren|mailen)(?=,?[ \t]+(?:ob|dass|daß|wann|of|dat|wanneer)(?![\p{L}]))/u;

/** "Frag Aiko, ob...", "Dis à Aiko que...", "Kannst du Aiko sagen, dass...": token i (to `last`) is asked something in one of the other five languages. */
function isAskedInOtherLanguage(view: TokenView, i: number, last: number): boolean {
  const before = wordBefore(view, i, 1);
  const asked = OTHER_REQUEST_VERBS.has(before) || VERBS_BEFORE_PREPOSITION.get(before)?.has(wordBefore(view, i, 2)) === true;
  if (asked && CLAUSE_AFTER_NAME.test(view.text.slice(view.end(last), view.end(last) + 12))) return true;
  // The verb after the name's words, all capitalised ("Kannst du Berlin sagen" names no "Kannst
  // du"): its surname may follow the token asked about.
  if (!view.caseful) return false;
  for (let k = i; k <= last; k++) if (!view.isCapitalized(k)) return false;
  const end = capitalisedRunEnd(view, last);
  return TOLD_AFTER_NAME.test(view.text.slice(view.end(end), view.end(end) + 40));
}

/**
 * "telling Jide that", "Let Funke know that", "check with Thabo Nkosi whether", "as discussed
 * with Oyelaran Adebayo,": token i (to `last`) is asked, told or consulted; after "with" only a
 * name of two words or more. Software is told and checked with as well ("let Webpack know which
 * loader", "Check with ESLint"), so person-rules.ts asks this only of words that may be names.
 */
export function isConsulted(view: TokenView, i: number, last = i): boolean {
  const before = wordBefore(view, i, 1);
  const next = wordAfter(view, last, 1);
  if (ASKING_VERBS.has(before) && ASKED_NEXT.has(next)) return true;
  // Only a person is let know a fact: "Let Funke know that the package arrived".
  if ((before === 'let' || before === 'lets') && next === 'know') {
    const know = last + 1;
    const what = wordAfter(view, know, 1);
    if (LET_KNOW_WHAT.has(what) && i === last) return (view.flags(i) & FIRST_NAME) !== 0 || view.isRareFirstName(i);
    return LET_KNOW_NEXT.has(what) || LET_KNOW_END.test(view.text.slice(view.end(know), view.end(know) + 3));
  }
  // "with" only before two words no list knows: tools are checked with and firms discussed with
  // ("Check with Snyk whether", "As discussed with Accenture,").
  if (!view.caseful || before !== 'with' || last === i) return false;
  const verb = wordBefore(view, i, 2);
  return SETTLED_WITH.has(verb) || (CHECKED_WITH.has(verb) && CHECKED_WHETHER.has(next));
}

/**
 * "check with Cian first, he owns it": a lone word checked with first, which a pronoun then takes
 * up, as one checks with a colleague. Docs check with a tool before a step, first or whether
 * something holds ("Check with Prettier before committing", "Check with Istio first.", "check
 * with Sonarqube whether it passes"), and person-rules.ts asks this only of words that may be names.
 */
export function isCheckedWithFirst(view: TokenView, i: number): boolean {
  if (!view.caseful || wordBefore(view, i, 1) !== 'with' || !CHECKED_WITH.has(wordBefore(view, i, 2))) return false;
  const next = wordAfter(view, i, 1);
  return next === 'first' && view.gap(i + 1) === ', ' && TAKEN_UP_BY.has(view.key(i + 2));
}

/**
 * Someone a chat request or story is about, named in no list: the object of a request's verb
 * with what is asked of them after it ("ask Aiko to review", "remind Aiko about the rent", "ping
 * Aiko on Slack" is not enough), time spent with them ("had lunch with Aiko"), or one half of
 * "Aiko and I". In text without capitals, only the request's verb counts ("tell mark i said hi").
 * A name of several words runs from token i to `last` ("tell Tsegaye Gebremedhin to").
 */
export function isRequestedPerson(view: TokenView, i: number, last = i): boolean {
  // "ask Finance to approve", "a meeting with Sales": a team is asked, not a person.
  if (signedByGroup(view, i)) return false;
  const before = wordBefore(view, i, 1);
  const verb = REQUEST_VERBS.has(before) || (view.caseful && CASED_REQUEST_VERBS.has(before));
  if (verb && REQUEST_OBJECT_NEXT.has(wordAfter(view, last, 1))) return true;
  // "tell olu the standup is cancelled", "told Zorvan we would wait": told what, as a clause or a noun's news.
  if (TELLING_VERBS.has(before) && TOLD_WHAT_NEXT.has(wordAfter(view, last, 1))) return true;
  if (isAskedInOtherLanguage(view, i, last)) return true;
  // Without capitals, "went with grace" and "say so and i" are words: the verbs alone count.
  if (!view.caseful) return false;
  if (before === 'with' && TIME_TOGETHER.has(wordBefore(view, i, 2))) return true;
  // "a 1:1 with Keoni Akana": the digits are no token, they stand in the gap before "with".
  if (before === 'with' && i > 1 && view.gap(i - 2).endsWith(' 1:1 ')) return true;
  // "a sync with Ifeoma and Dagny": the second of two, after a capitalised first.
  if (before === 'and' && wordBefore(view, i, 3) === 'with' && TIME_TOGETHER.has(wordBefore(view, i, 4)) && view.isCapitalized(i - 2)) return true;
  return wordAfter(view, last, 1) === 'and' && (wordAfter(view, last, 2) === 'i' || wordAfter(view, last, 2) === 'me');
}

/**
 * What only a person is said to hope, wonder or go through, right after their name, before what
 * ends the thought: "Kelechi hopes so", "Jide wondered why", "Tunde resigned last week". Not
 * before an object or "to": firms hope to expand, wish you a merry Christmas, regret the outage
 * and retire their products ("Accenture regrets the inconvenience", "Heroku retired the free
 * tier"). Not what developers say of their tools: thinks, believes, feels, wants, hates, loves
 * ("Mypy thinks this is an int", "Clippy hates this pattern"); those stay to the "he" or "she"
 * after them (`reportsAsPerson`, `isTakenUpByPronoun`).
 */
const MIND_AND_LIFE_VERBS = /^(?:hopes?|hoped|wish(?:es|ed)?|wonder(?:s|ed)?|reckon(?:s|ed)?|resigned|retired)(?:[ \t]*(?:[.,;:!?)\r\n]|$)|[ \t]+(?:so|not|why|whether|if|how|when|what|he|she|i|we|last|yesterday|today|this|in|on|from|after|recently|and|but)\b)/;
/** Words that may stand between a name and what it goes through: "Kelechi has resigned", "Kelechi sadly passed away". */
const PREDICATE_ADVERBS = /^(?:[ \t]+(?:has|had|have|just|sadly|both|also|recently|finally|unfortunately|suddenly)\b){0,2}/;
/**
 * A person's state or life event after their name, where the clause ends or goes on with a time
 * or a conjunction: "Chidinma is on maternity leave until March", "Babajide is running late",
 * "Oluwaseun called in sick", "Nkechi's off sick today", "Zorvan is away until Monday" (away only
 * before a day or "until"; not "out", which a release is too: "Gradle is out tomorrow"). Software is down, slow or late to build,
 * never on leave or in hospital. Not before a noun ("Accenture's sick leave policy", "Monzo is on
 * holiday hours", "Cerner is in the hospital network"); not sick of or ill-suited to something
 * ("Cron is sick of it"); not born or tested positive, which products are too ("Linux was born
 * in 1991").
 */
const PERSON_STATE =
  /^(?:(?:[ \t]+(?:is|was|are|were|has been|have been|will be)|['’]s)[ \t]+(?:(?:currently|still|now)[ \t]+)?(?:on[ \t]+(?:(?:maternity|paternity|parental|sick|annual|medical|compassionate|bereavement|study|unpaid)[ \t]+leave|leave|holiday|holidays|vacation|honeymoon)|off[ \t]+sick|out[ \t]+sick|(?:feeling[ \t]+)?(?:sick|ill|unwell)(?![\w-]|\s+(?:of|and|to|suited|equipped)\b)|running[ \t]+late|pregnant|in[ \t]+(?:the[ \t]+)?hospital|out[ \t]+of[ \t]+(?:the[ \t]+)?office|OOO|ooo|on[ \t]+PTO|WFH|working[ \t]+from[ \t]+home|away(?=[ \t]+(?:today|tomorrow|tonight|until|till|next|this)\b))|[ \t]+(?:called[ \t]+in[ \t]+sick|passed[ \t]+away|gave[ \t]+birth|got[ \t]+(?:married|engaged|divorced)|(?:is|are|was|were)[ \t]+getting[ \t]+(?:married|engaged|divorced)|fel[lt][ \t]+(?:sick|ill|unwell)|feels?[ \t]+(?:sick|ill|unwell)))(?=[ \t]*(?:[.,;:!?)\r\n]|$)|[ \t]+(?:until|till|since|for|today|tomorrow|tonight|yesterday|this|next|last|all|again|and|but|so|from|after|at|on|in|with|because|as|right|now|through|starting|due)\b)/;

/**
 * Standing in for someone, or taking their turn at a meeting or a shift: "Quillon is covering for me
 * today", "Zorvan will cover the standup on Friday". Insurers and plans cover costs and damage, and
 * articles cover topics: only these objects count.
 */
const COVERS_FOR =
  /^[ \t]+(?:(?:is|was|will[ \t]+be)[ \t]+covering|(?:will|can|could|should)[ \t]+cover)[ \t]+(?:for[ \t]+(?:me|him|her|them|us|you)\b|(?:the|my|his|her|their|our|your|today['’]s|tomorrow['’]s|this[ \t]+week['’]s)[ \t]+(?:stand-?up|shift|on-?call|rota|sync|retro|demo|class)\b)/;

/** The words a predicate of PERSON_STATE, MIND_AND_LIFE_VERBS or PREDICATE_ADVERBS starts with: one lookup spares most words the regular expressions. */
const PREDICATE_STARTS: ReadonlySet<string> = new Set([
  'is', 'was', 'are', 'were', 'has', 'have', 'had', 'will', 'can', 'could', 'should', 'called', 'passed', 'gave', 'got', 'felt', 'fell', 'feels',
  'feel', 'just', 'sadly', 'both', 'also', 'recently', 'finally', 'unfortunately', 'suddenly', 'hopes', 'hope', 'hoped',
  'wish', 'wishes', 'wished', 'wonder', 'wonders', 'wondered', 'reckon', 'reckons', 'reckoned', 'resigned', 'retired',
]);

/**
 * A person's leave, illness or stay in hospital in the other five languages, after the copula,
 * where the clause ends or goes on with a time or a conjunction: "Zorvan est en congé jusqu'à
 * lundi", "está de vacaciones hasta el lunes", "è in ferie", "ist im Urlaub", "is tot maandag met vakantie".
 * Software is down or slow there as in English, never on leave.
 */
const OTHER_LANGUAGE_STATE = new RegExp(
  String.raw`^[ \t]+(?:est|était|sera|está|estaba|estará|è|era|sarà|ist|war|wird|is|was)[ \t]+(?:(?:actuellement|encore|toujours|todavía|aún|ancora|noch|gerade|nog|momenteel)[ \t]+)?(?:(?:tot|bis)[ \t]+\p{L}+[ \t]+)?` +
    String.raw`(?:en[ \t]+(?:congé(?:[ \t]+(?:maternité|paternité|parental|maladie))?|vacances|arrêt[ \t]+maladie)|malade|à[ \t]+l['’]hôpital|enceinte|` +
    String.raw`de[ \t]+(?:vacaciones|baja(?:[ \t]+(?:médica|por[ \t]+maternidad|por[ \t]+paternidad))?|permiso)|enferm[oa]|en[ \t]+el[ \t]+hospital|embarazada|` +
    String.raw`in[ \t]+(?:ferie|vacanza|malattia|maternità|ospedale)|malat[oa]|incinta|` +
    String.raw`im[ \t]+(?:Urlaub|Krankenhaus)|krank(?:geschrieben)?|in[ \t]+(?:Elternzeit|Mutterschutz)|schwanger|` +
    String.raw`(?:met|op)[ \t]+(?:vakantie|verlof|zwangerschapsverlof)|ziek|in[ \t]+het[ \t]+ziekenhuis|zwanger)` +
    String.raw`(?=[ \t]*(?:[.,;:!?)\r\n]|$)|[ \t]+(?:jusqu|aujourd|demain|depuis|pour|cette|et|mais|hasta|hoy|mañana|desde|esta|y|pero|fino|oggi|domani|da|questa|e|ma|bis|heute|morgen|seit|diese|und|aber|tot|vandaag|sinds|deze|en|maar)\b)`,
  'u',
);
/** The copulas OTHER_LANGUAGE_STATE starts with (Dutch "is" and "was" are English's too). */
const OTHER_COPULAS: ReadonlySet<string> = new Set(['est', 'était', 'sera', 'está', 'estaba', 'estará', 'è', 'era', 'sarà', 'ist', 'war', 'wird', 'is', 'was']);

/** Whether what follows token `last` says what only a person hopes or goes through. */
export function hasPersonPredicateAfter(view: TokenView, last: number): boolean {
  const possessive = view.text[view.end(last)] === "'" || view.text[view.end(last)] === '’';
  const next = wordAfter(view, last, 1);
  if (OTHER_COPULAS.has(next) && OTHER_LANGUAGE_STATE.test(view.text.slice(view.end(last), view.end(last) + 80))) return true;
  if (!possessive && !PREDICATE_STARTS.has(next)) return false;
  const after = view.text.slice(view.end(last), view.end(last) + 96);
  const adverbs = PREDICATE_ADVERBS.exec(after)?.[0].length ?? 0;
  const rest = after.slice(adverbs);
  if (PERSON_STATE.test(rest) || COVERS_FOR.test(rest)) return true;
  // A verb right after the name (and its adverbs), in small letters.
  const space = /^[ \t]+(?=[a-z])/.exec(rest);
  return space !== null && MIND_AND_LIFE_VERBS.test(rest.slice(space[0].length));
}

/** Conjunctions that open a clause inside a sentence, before its subject or anywhere in it. */
const CONJUNCTIONS: readonly string[] = ['and', 'but', 'so', 'because', 'since', 'if', 'when', 'while', 'although', 'though', 'as', 'then'];
/** Words after which a new clause, and so a subject, may start: "I think Kelechi is on leave". */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  ...CONJUNCTIONS, 'that', 'also', 'now', 'think', 'guess', 'heard', 'hear', 'apparently', 'actually', 'unfortunately',
  'sadly', 'luckily', 'hopefully', 'maybe', 'perhaps', 'today', 'yesterday', 'both', 'fyi', 'btw', 'know', 'note',
  'remember', 'said', 'says',
]);
/** The punctuation that ends a clause before a new subject, or opens a quote or list item. */
const CLAUSE_BREAK = /[.!?;:\n\r(“"‘—–\-*•]|^, $/;

/** Whether token i opens a clause: the text's start, after a sentence's or clause's end, or after "and", "but", "I think"... */
export function opensClause(view: TokenView, i: number): boolean {
  if (i === 0) return true;
  return CLAUSE_BREAK.test(view.gap(i - 1)) || CLAUSE_OPENERS.has(wordBefore(view, i, 1));
}

/** The forms of "he" and "she" that take up a person named before them. */
const TAKING_UP_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);
/** In the next sentence only its subject takes the name up: "Vercel says the deploy failed. His ..." may be anyone's. */
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she']);
/**
 * Object forms, which in the subject's own clause are someone else: "Acme fired him", "Peloton
 * charged her twice" (the subject itself would be "himself"); "her" is a possessive as often,
 * but "Ozempic gave her nausea" reads the same. They take the subject up only in a later clause
 * ("asked about her invoice"); "his" does in its own ("Tunde restarted his worker"), as what
 * software does to someone's things is in NOT_A_PERSON_NEXT ("Strava logged his run").
 */
const OTHERS_IN_CLAUSE: ReadonlySet<string> = new Set(['him', 'her', 'hers']);
/** Words that open a new clause inside a sentence. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([...CONJUNCTIONS, 'after', 'before', 'until', 'or', 'once', 'where', 'whether']);
/**
 * What software, firms and services do to people or fail to do, right after their name: "Zorbly
 * crashed and he lost his work", "Lufthansa lost his bag", "Gradle failed and she restarted it"
 * (not what people do too: restart, send, ship, deploy). And nouns a name qualifies rather than
 * does something: "Zorbly team fixed his bug", "Zorbly revenue grew".
 */
const NOT_A_PERSON_NEXT: ReadonlySet<string> = new Set([
  'crashed', 'crashes', 'failed', 'fails', 'broke', 'breaks', 'froze', 'freezes', 'hung', 'hangs', 'timed', 'errored',
  'went', 'rejected', 'rejects', 'blocked', 'blocks', 'charged', 'charges', 'billed', 'overcharged', 'cancelled',
  'canceled', 'deleted', 'logged', 'rolled', 'lost', 'dropped', 'refused', 'flagged',
  'banned', 'suspended', 'locked', 'declined', 'downgraded', 'corrupted', 'wiped', 'auto', 'keeps', 'kept', 'won\'t',
  'wont', 'doesn\'t', 'didn\'t', 'isn\'t',
  'team', 'revenue', 'app', 'support', 'users', 'staff', 'account', 'sales', 'server', 'servers', 'customers', 'stock',
  'shares', 'api', 'cli', 'service', 'build', 'builds', 'pipeline', 'bot', 'agent', 'dashboard', 'release', 'version',
  'update', 'website', 'site', 'store', 'office', 'management', 'board',
]);
/** How many words after the subject the pronoun may come, within its sentence and the next. */
const TAKING_UP_WINDOW = 30;
/** The token positions of the text's "he", "she", "his", "her"... in order, found once per text. */
const pronounPositions = new WeakMap<TokenView, Int32Array>();

/** The first pronoun of TAKING_UP_PRONOUNS after token i, or -1. */
function nextPronoun(view: TokenView, i: number): number {
  let positions = pronounPositions.get(view);
  if (positions === undefined) {
    const found: number[] = [];
    for (let k = 0; k < view.length; k++) if (TAKING_UP_PRONOUNS.has(view.key(k))) found.push(k);
    positions = Int32Array.from(found);
    pronounPositions.set(view, positions);
  }
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) <= i) low = middle + 1;
    else high = middle;
  }
  return low < positions.length ? (positions[low] ?? -1) : -1;
}
/** "his or her", "he/she" at token k: a pronoun paired with another means anyone. */
function meansAnyone(view: TokenView, k: number): boolean {
  if (k + 1 >= view.length) return false;
  if (view.gap(k) === '/') return TAKING_UP_PRONOUNS.has(view.key(k + 1));
  const joiner = view.key(k + 1);
  return (joiner === 'or' || joiner === 'and') && k + 2 < view.length && TAKING_UP_PRONOUNS.has(view.key(k + 2));
}
/** A sentence's end in the gap between two words. */
const SENTENCE_END = /[.!?]/;
/** A quote's end: what follows is the speaker's, not the subject's ("\"Zorbly is down,\" he said"). */
const QUOTE_END = /["”»]/;
/** A code comment's start before the subject on its line. */
const COMMENT_LINE = /(?:^|\n)[ \t]*(?:\/\/|#)[^\n]*$/;

/**
 * "Siddharth pushed a fix, but he forgot the tests", "Xiaoming wants to know when his refund
 * arrives", "Kelechi says the server is down. She restarted it": token i opens a clause as its
 * subject (a word in small letters after it), and the first word after it that may stand for a
 * person is "he" or "she", or "his", "her", "him" in a later clause of its sentence, or "he" or
 * "she" opening the next, with no word between that could be the one meant (a capitalised word
 * that is no everyday word: "Anna says her build is slow"). Not "his or her", "he/she": those mean
 * anyone; not a quote's speaker; not in a code comment; not what happens to people at the hands
 * of software and firms ("Zorbly crashed and he lost his work"). Whether token i may be a name is
 * the caller's to ask.
 */
export function isTakenUpByPronoun(view: TokenView, i: number): boolean {
  // English pronouns: Danish "her" is here, Maori "he" is a, Welsh "her" a challenge.
  if (i + 1 >= view.length || !spaces(view.gap(i)) || view.isCapitalized(i + 1) || NOT_A_PERSON_NEXT.has(view.key(i + 1))) return false;
  // Most subjects have no pronoun within reach: one search in the text's pronoun positions settles them.
  const pronoun = nextPronoun(view, i);
  if (pronoun === -1 || pronoun - i > TAKING_UP_WINDOW || !opensClause(view, i) || !view.readsAsEnglish()) return false;
  const start = view.tokens[i]?.start ?? 0;
  if (COMMENT_LINE.test(view.text.slice(Math.max(0, start - 200), start))) return false;
  let sentences = 0;
  let clauses = 0;
  for (let k = i + 1; k < view.length && k <= i + TAKING_UP_WINDOW; k++) {
    const gap = view.gap(k - 1);
    if (QUOTE_END.test(gap)) return false;
    const opensSentence = SENTENCE_END.test(gap);
    if (opensSentence && ++sentences > 1) return false;
    // A paragraph's or list item's end: the next one is about something else.
    if (gap.includes('\n') && (sentences > 0 || /\n[ \t]*(?:\r?\n|[-*•]|\d+[.)])/.test(gap))) return false;
    const key = view.key(k);
    if (/[,;:–—]/.test(gap) || CLAUSE_WORDS.has(key)) clauses++;
    if (TAKING_UP_PRONOUNS.has(key)) {
      if (sentences > 0 && !(opensSentence && SUBJECT_PRONOUNS.has(key))) return false;
      if (sentences === 0 && clauses === 0 && OTHERS_IN_CLAUSE.has(key)) return false;
      return !meansAnyone(view, k);
    }
    if (view.isCapitalized(k) && key !== 'i' && (!view.isCommon(k) || view.isName(k))) return false;
  }
  return false;
}
