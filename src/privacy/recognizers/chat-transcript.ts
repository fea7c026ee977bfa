/**
 * Who speaks in a pasted chat log. "Summarise this conversation" prompts carry exports and copies
 * of chats, and their sender slots name people whom no list may know:
 * - WhatsApp exports: "12/03/2024, 14:05 - Olusegun Adeyemi: ..." (Android) and
 *   "[12/03/24, 14:05:11] Olusegun Adeyemi: ..." (iOS; Teams copies look the same), and messages
 *   copied from WhatsApp Web, "[14:05, 12/03/2024] Olusegun Adeyemi: ...";
 * - Telegram copies: "Olusegun Adeyemi, [12.03.24 14:05]" on its own line;
 * - Slack and Discord copies: "Olusegun Adeyemi  10:42 AM", "Olusegun Adeyemi — Today at 10:42", and
 *   Teams copies, which write the directory's "Adeyemi, Olusegun  10:42 AM"; Discord copies also put
 *   the account name in small letters above a message ("sully.k — 20:13"), read as a conversation
 *   of three such lines or more;
 * - meeting transcripts: "00:01:23 Olusegun Adeyemi: Hello everyone" (Zoom, Teams), WebVTT
 *   captions' voice tags ("<v Olusegun Adeyemi>Hello everyone");
 * - IRC and Matrix logs: "[14:05] <segun_a> ...": the nick is a USERNAME, and so is every later
 *   mention of it in the log ("segun_a: I rolled it back");
 * - dialogue without times, as interviews, screenplays and transcripts write it ("OLUSEGUN
 *   ADEYEMI: Hello everyone.", "Chidinma Okafor: Thanks."): a label of two to four words that
 *   are no everyday, product or tech words, when it speaks twice or beside another such label,
 *   and some label's line is speech (three words or more: "Redis Cluster: 3 nodes" is a value).
 *
 * Every shape but dialogue starts or ends with a clock time, so a text without "d:dd" is not
 * looked at for them; dialogue needs two lines and ": ". Before a message, a sender is a PERSON
 * when one of its words is a listed name or no everyday word ("Mom" is left alone) and it is no
 * dotted logger name ("uvicorn.error"); chat exports write the date day or month first, logs the
 * year first. A line of a name and a time alone is also how agendas and world clocks are written
 * ("Design Review  10:00 AM", "Sydney  10:42 AM"), so there the name must be capitalised, hold a
 * listed name and no everyday word that is no name, or be a full name of words no list knows
 * (full-name.ts), and not be a town's name alone. After a time
 * alone, the slot must be written as a name, of two words or a listed one, with no everyday word
 * or log level ("10:00 Team Sync: ...", "14:05:11 INFO Server: started"). A phone number in the
 * slot (an unsaved contact) is the phone recognizer's, and a nick that is an HTML element
 * ("<div>") is markup.
 */
import { isEnglishWord, nameWords } from '../gazetteer/english-words.js';
import { readsAsFullName } from '../gazetteer/full-name.js';
import { COMMON_WORD, FIRST_NAME, getLexicon, LAST_NAME } from '../gazetteer/lexicon.js';
import { isServiceName, isToolName } from '../gazetteer/tech-names.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';
import { oneWordSpeakers, SPEECH } from './one-word-speakers.js';
import { isDigit } from './text-profile.js';
import { WRITTEN_NAME } from './written-name.js';

const SOURCE = 'chat-transcript';
const PERSON_SCORE = 0.85;
const NICK_SCORE = 0.7;

/** A chat export's date: day and month first, the year last ("12/03/2024", "3/12/24"); logs write the year first. */
const DATE = String.raw`\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[ \u202f]?[AaPp]\.?[ \u202f]?[Mm]\.?)?`;
/** A sender's name before a message, as chat apps show it (contacts may be saved in lower case). */
const NAME = String.raw`\p{L}[\p{L}\p{M}'’.-]*(?:[ \u00a0]\p{L}[\p{L}\p{M}'’.-]*){0,4}`;

/** A note in brackets after a contact's name, as a class's group saves parents: "Kelechi (Zara's mum)". */
const CONTACT_NOTE = String.raw`(?: \([^()\n]{1,40}\))?`;
/** Senders at the start of a line, the message after ": " (WhatsApp, Teams). */
const SENDER_BEFORE_MESSAGE = [
  new RegExp(String.raw`\u200e?${DATE},?[ \u00a0]${TIME}[ \u00a0][-–][ \u00a0](?:~[ \u00a0\u202f]?)?(${NAME})${CONTACT_NOTE}: `, 'dyu'),
  new RegExp(String.raw`\u200e?\[${DATE},?[ \u00a0]${TIME}\][ \u00a0](?:~[ \u00a0\u202f]?)?(${NAME})${CONTACT_NOTE}: `, 'dyu'),
  // Copied from WhatsApp Web: "[21:15, 02/03/2024] Efua: yes!!", the time first.
  new RegExp(String.raw`\[${TIME},[ \u00a0]${DATE}\][ \u00a0](?:~[ \u00a0\u202f]?)?(${NAME})${CONTACT_NOTE}: `, 'dyu'),
];
/**
 * A meeting transcript's line: a time (with fractions of a second), a speaker written as a name,
 * ": ", and the utterance, which transcription capitalises ("connected" after a colon is a log's).
 */
const SPEAKER_AFTER_TIME = new RegExp(String.raw`\[?${TIME}(?:[.,]\d{1,3})?\]?[ \t]+(${WRITTEN_NAME}): (?!\p{Ll})`, 'dyu');
/** A day a hand-copied chat may write before the time in its brackets: "[Mon 10:12]", "[sat 18:02]", "[14/05 09:16]". */
const COPY_DAY = String.raw`(?:(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)[a-z]{0,6}\.?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?)`;
/**
 * A chat copied by hand (Slack, Teams, Discord): a time in brackets, the sender, ": ", and the
 * message in small letters, as people type ("[10:42] Zorvan Keltrigg: can someone review my PR?").
 * Logs write lines so too ("[10:42] Kafka Consumer: lag 5"), so these count only two or more in a
 * text, each sender written as a name with no everyday word (`speaks`), a note in brackets after
 * it allowed ("[17:20] Becca (Noah's mum): did anyone..."). A one-word sender no list knows
 * ("[17:22] Tunde: yep", "[10:01] jelmer: top") counts beside such a sender.
 */
const SENDER_IN_CHAT_COPY = new RegExp(
  String.raw`\[(?:${COPY_DAY}[ ,]+)?${TIME}\][ \t]+(${WRITTEN_NAME}|\p{Ll}[\p{Ll}\p{M}'’-]+)${CONTACT_NOTE}: (?=\p{Ll})`,
  'dyu',
);
/**
 * The same hand-copied line with the message capitalised, as people type on phones and in German
 * ("[18:20] Trudelinde: Ich bringe Getränke"): counted only in a conversation (`isConversation`).
 */
const SENDER_IN_CHAT_COPY_CAPITALISED = new RegExp(
  String.raw`\[(?:${COPY_DAY}[ ,]+)?${TIME}\][ \t]+(${WRITTEN_NAME})${CONTACT_NOTE}: (?=\p{Lu})`,
  'dyu',
);
/**
 * A chat exported with its date written year first (Signal: "2024-02-11 08:20 Piotrek: is he ok??")
 * or copied without its year ("22/11 20:16 - Rose: Ok mamie !"). Logs write lines so too
 * ("2024-02-11 08:20:01 Server: started"), so these count only in a conversation, as hand-copied
 * lines with capitalised messages do.
 */
const SENDER_AFTER_OTHER_DATE = new RegExp(
  String.raw`(?:\d{4}-\d{2}-\d{2}[ T]|\d{1,2}[./]\d{1,2},?[ \u00a0])${TIME}[ \u00a0](?:[-–][ \u00a0])?(${WRITTEN_NAME}|\p{Ll}[\p{Ll}\p{M}'’-]+)${CONTACT_NOTE}: (?=\S)`,
  'dyu',
);
/**
 * A gamer's tag as a hand-copied chat's sender, in mixed case ("[21:03] Kwame_Plays: in but might
 * be late", "[21:08] HaruSenpai: im in", "[21:02] xXnadiaXx: raid fri 8pm"), the message in small
 * letters: see `gamerTagReading`.
 */
const TAG_IN_CHAT_COPY = new RegExp(String.raw`\[(?:${COPY_DAY}[ ,]+)?${TIME}\][ \t]+([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*): (?=\p{Ll})`, 'dyu');
/** Where a tag's words meet: an underscore, digits, or a capital after a small letter ("Kwame_Plays", "HaruSenpai"). */
const TAG_PARTS = /_|\d+|(?<=[a-z])(?=[A-Z])/;

/**
 * How a sender in mixed case reads as a gamer's tag: 'named' when some part of three letters or
 * more is a listed first name and no everyday word ("Kwame_Plays", "xXnadiaXx", the x's it is
 * wrapped in left out), 'unknown' when some part is no word at all ("HaruSenpai"), which only
 * counts beside others; undefined when a part names a tool or a service, or every part is a word:
 * a log's CamelCase components ("HttpServer", "KafkaConsumer", "AuthService").
 */
function gamerTagReading(tag: string): 'named' | 'unknown' | undefined {
  if (tag.length < 4 || tag.length > 32 || !/[a-z]/.test(tag) || !/[A-Z_]/.test(tag.slice(1))) return undefined;
  const lexicon = getLexicon();
  const bare = /^x+/i.test(tag) && /x+$/i.test(tag) ? tag.replace(/^x+|x+$/gi, '') : tag;
  const parts = bare.split(TAG_PARTS).filter((part) => part.length >= 3).map((part) => part.toLowerCase());
  if (parts.some((part) => isToolName(part) || isServiceName(part))) return undefined;
  const unknown = parts.filter((part) => !isEnglishWord(lexicon, part, true));
  if (unknown.some((part) => ((lexicon.words.get(part) ?? 0) & FIRST_NAME) !== 0)) return 'named';
  return unknown.some((part) => lexicon.phrases.first(part) === -1) ? 'unknown' : undefined;
}

/** Log levels, which a log line writes where a transcript writes its speaker. */
const LOG_LEVEL = /^(?:info|warn|warning|error|err|debug|trace|fatal|notice|critical|crit|verbose|severe|fine)\b/i;
/** A WebVTT caption's voice tag: "<v Olusegun Adeyemi>", "<v.loud Olusegun>". */
const VOICE_TAG = /<v(?:\.[\w.-]+)*[ \t]+([^<>\n]{1,60})>/dgu;
/** Lines that hold only a sender, written as a name, and a time (Telegram, Slack, Discord). */
const SENDER_LINE = [
  new RegExp(String.raw`(${WRITTEN_NAME}), \[(?:${DATE} )?${TIME}\][ \t]*(?:\r?\n|$)`, 'dyu'),
  new RegExp(String.raw`(${WRITTEN_NAME})[ \t]{1,3}\[?${TIME}\]?[ \t]*(?:\r?\n|$)`, 'dyu'),
  new RegExp(String.raw`(${WRITTEN_NAME}) [—–-] (?:(?:Today|Yesterday) at ${TIME}|${DATE}[ ,]+${TIME})[ \t]*(?:\r?\n|$)`, 'dyu'),
  // Teams shows a directory's "Surname, Given name": "Brandt, Lukas  9:41 AM".
  new RegExp(String.raw`(\p{Lu}[\p{L}\p{M}'’-]+, \p{Lu}[\p{L}\p{M}'’-]+)[ \t]{1,3}${TIME}[ \t]*(?:\r?\n|$)`, 'dyu'),
];
/**
 * A Discord copy's sender line: the account name in small letters, a dash and the time alone
 * ("sully.k — 20:13", "azizbek — 20:22"), the message on the next line. Accounts are handles, not
 * names as written, so such lines count only as a conversation (`handleSenders`).
 */
const HANDLE_SENDER_LINE = new RegExp(String.raw`([a-z][a-z0-9]*(?:[._][a-z0-9]+)*) [—–] ${TIME}[ \t]*(?:\r?\n|$)`, 'dy');
/** Lines of such a copy at least, by two accounts or more. */
const MIN_HANDLE_LINES = 3;
/** An account's first character, which the line must start with. */
const SMALL_LETTER = /^[a-z]$/;

/** Whether some part of an account name, of three letters or more, is a listed name and no common word ("r.mendes", "vinnie_t"). */
function handleHoldsName(handle: string): boolean {
  const lexicon = getLexicon();
  return handle.split(/[._\d]+/).some((part) => {
    const flags = part.length >= 3 ? (lexicon.words.get(part) ?? 0) : 0;
    return (flags & (FIRST_NAME | LAST_NAME)) !== 0 && (flags & COMMON_WORD) === 0;
  });
}

/**
 * The senders of a Discord copy (`found`: its sender lines, each followed by its message): three
 * lines or more, by two accounts or more, one of them holding a listed name. An account of letters
 * alone is a PERSON ("azizbek"), one with a joiner or digits a USERNAME ("sully.k"); the accounts
 * join `nicks`, whose later mentions are found too.
 */
function handleSenders(text: string, found: readonly { start: number; end: number }[], spans: Span[], nicks: Set<string>): void {
  if (found.length < MIN_HANDLE_LINES) return;
  const handles = new Set(found.map(({ start, end }) => text.slice(start, end)));
  if (handles.size < 2 || ![...handles].some(handleHoldsName)) return;
  for (const sender of found) {
    const handle = text.slice(sender.start, sender.end);
    const plain = /^[a-z]+$/.test(handle);
    spans.push({ type: plain ? 'PERSON' : 'USERNAME', ...sender, score: plain ? PERSON_SCORE : NICK_SCORE, source: SOURCE });
    if (!plain) nicks.add(handle);
  }
}

/** An IRC or Matrix log line: a time, then the nick in angle brackets (with its channel mode). */
const IRC_LINE = new RegExp(String.raw`\[?${TIME}\]?[ \t]+<[@+%&~]?([A-Za-z_\[\]\\^{|}\x60][\w\[\]\\^{|}\x60-]{1,31})> `, 'dy');

/** The same line copied without its time: "<kiri_whaanga> i'll bring flasks". */
const TIMELESS_IRC_LINE = /<[@+%&~]?([A-Za-z_\[\]\\^{|}\x60][\w\[\]\\^{|}\x60.-]{1,31})> (?=\S)/dy;
/** Lines of such a log at least: one line of markup or two are no channel. */
const MIN_TIMELESS_LINES = 3;

/**
 * The nicks of an IRC or Discord log copied without its times ("<xXnadiaXx> raid tmrw 8pm",
 * "<Thorvald_Grimsson> cant"): three lines or more, two nicks or more, one of them speaking twice,
 * none an HTML element or a word (an XML export's "<item> ..." lines).
 */
function timelessNicks(text: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number; nick: string }> = [];
  for (let line = 0; line < text.length; ) {
    const next = text.indexOf('\n', line);
    const lineEnd = next === -1 ? text.length : next;
    let start = line;
    while (start < lineEnd && (text[start] === ' ' || text[start] === '\t')) start++;
    if (text[start] === '<') {
      const nick = matchAt(TIMELESS_IRC_LINE, text, start);
      if (nick !== undefined) found.push({ ...nick, nick: text.slice(nick.start, nick.end) });
    }
    line = lineEnd + 1;
  }
  if (found.length < MIN_TIMELESS_LINES) return [];
  const distinct = new Set(found.map(({ nick }) => nick));
  if (distinct.size < 2 || distinct.size === found.length) return [];
  const lexicon = getLexicon();
  for (const nick of distinct) {
    const lower = nick.toLowerCase();
    if (HTML_ELEMENTS.has(lower) || isEnglishWord(lexicon, lower, true)) return [];
  }
  return found;
}

/** A dialogue line's label: a name as written, or in capitals, then ": " and the utterance. */
const DIALOGUE_LABEL = new RegExp(String.raw`(${WRITTEN_NAME}|\p{Lu}[\p{Lu}'’.-]+(?: \p{Lu}[\p{Lu}'’.-]+){1,3}): (?=\S)`, 'dyu');
/** Words of products, teams and documents, which label lines as names do ("Release Notes: ..."). */
const LABEL_NOUNS: ReadonlySet<string> = new Set([
  'notes', 'items', 'steps', 'questions', 'takeaways', 'actions', 'team', 'bot', 'app', 'docs', 'office', 'cluster',
  'replica', 'compiler', 'proxy', 'runtime', 'consumer', 'producer', 'server', 'client', 'worker', 'scheduler',
  'ingress', 'gateway', 'service', 'pipeline', 'runner', 'agent', 'daemon', 'controller', 'node', 'pod', 'database',
  'cache', 'queue', 'broker', 'session', 'sessions', 'departure', 'arrival', 'break', 'lunch', 'dinner', 'keynote',
  // The sides of a support call or chat in the other five languages ("[10:02] Medewerker (Dewi): Goedemorgen").
  'medewerker', 'klant', 'beller', 'mitarbeiter', 'mitarbeiterin', 'kunde', 'kundin', 'anrufer', 'anruferin', 'conseiller',
  'conseillère', 'cliente', 'asesor', 'asesora', 'operador', 'operadora', 'operatore', 'operatrice',
]);

/** HTML elements, which a line of markup after a time puts where a nick would stand. */
const HTML_ELEMENTS: ReadonlySet<string> = new Set([
  'a', 'abbr', 'article', 'aside', 'b', 'body', 'br', 'button', 'code', 'div', 'em', 'footer', 'form', 'h1', 'h2', 'h3',
  'head', 'header', 'hr', 'html', 'i', 'img', 'input', 'label', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre',
  'script', 'section', 'select', 'small', 'span', 'strong', 'style', 'sub', 'sup', 'table', 'tbody', 'td',
  'template', 'textarea', 'th', 'thead', 'title', 'tr', 'u', 'ul',
]);

/** How a word of a sender's name reads (english-words.ts), and whether it names a product or tech part ("Release Notes", "Kafka Consumer"). */
interface WordKind {
  name: boolean;
  everyday: boolean;
  thing: boolean;
}

/** The kinds of the words of a sender's name (particles left out). */
function wordKinds(name: string): WordKind[] {
  return nameWords(name).map(({ word, listed, everyday }) => ({ name: listed, everyday, thing: LABEL_NOUNS.has(word) }));
}

const isEveryday = (kind: WordKind): boolean => kind.everyday || kind.thing;

/** Before a message: some word of the slot is a listed name or no everyday word, and it is no dotted identifier ("uvicorn.error"). */
function sendsMessage(name: string): boolean {
  return !/\p{L}\.\p{Ll}/u.test(name) && wordKinds(name).some((kind) => kind.name || !isEveryday(kind));
}

/** A one-word name that is a listed town, country or region ("Sydney  10:42 AM" is a world clock's line). */
function namesPlace(name: string): boolean {
  const { phrases } = getLexicon();
  const key = foldAccents(name.toLowerCase());
  for (let id = phrases.first(key); id !== -1; id = phrases.next(id)) if (phrases.kind(id) !== 'organization' && phrases.words(id) === 1) return true;
  return false;
}

/** A dialogue label: two to four words, none an everyday word or a product's ("Next Steps", "Release Notes"). */
function labelsSpeaker(name: string): boolean {
  const kinds = wordKinds(name);
  return kinds.length >= 2 && kinds.length <= 4 && !kinds.some((kind) => kind.thing || (kind.everyday && !kind.name));
}

/** After a time alone (agendas and logs write "10:00 Team Sync: ..."): no everyday word, and two words or a listed name. */
function speaks(name: string): boolean {
  const kinds = wordKinds(name);
  return !kinds.some(isEveryday) && (kinds.length > 1 || kinds.some((kind) => kind.name));
}

/** Alone on a line with a time: a listed name, and no everyday word. */
function headsMessage(name: string): boolean {
  const kinds = wordKinds(name);
  return kinds.some((kind) => kind.name) && !kinds.some(isEveryday);
}

/** A "d:dd" somewhere: every transcript shape has a clock time (indexOf, not a regex scan). */
function hasClockTime(text: string): boolean {
  for (let at = text.indexOf(':', 1); at !== -1; at = text.indexOf(':', at + 1)) {
    if (isDigit(text.charCodeAt(at - 1)) && isDigit(text.charCodeAt(at + 1)) && isDigit(text.charCodeAt(at + 2))) return true;
  }
  return false;
}


/** The end of the match of a sticky regex at `start`, with the bounds of its first group; undefined when it does not match there. */
function matchAt(regex: RegExp, text: string, start: number): { start: number; end: number } | undefined {
  regex.lastIndex = start;
  // The group's own offsets (the 'd' flag): the name may also occur earlier in the match ("2:05 PM] P:").
  const bounds = regex.exec(text)?.indices?.[1];
  return bounds === undefined ? undefined : { start: bounds[0], end: bounds[1] };
}

/**
 * A sender found on a line; `unlisted`: a sender line's full name that no list knows, which the
 * rest of the log must confirm; `copied`: a hand-copied chat's sender (`SENDER_IN_CHAT_COPY`).
 */
interface Sender {
  start: number;
  end: number;
  unlisted?: true;
  copied?: true;
  /** A hand-copied chat's one-word sender that no list knows: counted only beside another sender. */
  lone?: true;
  /** A hand-copied chat's line whose message is capitalised, or whose sender is a gamer's tag: counted only in a conversation. */
  confirm?: true;
}

/** The sender a line starts with, if it is a person's. */
function findSender(text: string, start: number): Sender | undefined {
  for (const regex of SENDER_BEFORE_MESSAGE) {
    const found = matchAt(regex, text, start);
    if (found !== undefined) return sendsMessage(text.slice(found.start, found.end)) ? found : undefined;
  }
  for (const regex of SENDER_LINE) {
    const found = matchAt(regex, text, start);
    if (found === undefined) continue;
    const name = text.slice(found.start, found.end);
    if (headsMessage(name)) return !/\s/.test(name) && namesPlace(name) ? undefined : found;
    return readsAsFullName(name, LABEL_NOUNS) ? { ...found, unlisted: true } : undefined;
  }
  const speaker = matchAt(SPEAKER_AFTER_TIME, text, start);
  if (speaker !== undefined && speaksAfterTime(text.slice(speaker.start, speaker.end))) return speaker;
  // Else a hand-copied chat's line perhaps, which its conversation must confirm (below).
  const copied = matchAt(SENDER_IN_CHAT_COPY, text, start);
  if (copied !== undefined) {
    const name = text.slice(copied.start, copied.end);
    if (speaksAfterTime(name)) return { ...copied, copied: true };
    if (readsAsLoneSender(name)) return { ...copied, copied: true, lone: true };
    if (isWordNameSender(name)) return { ...copied, copied: true, lone: true, confirm: true };
  }
  const capitalised = matchAt(SENDER_IN_CHAT_COPY_CAPITALISED, text, start);
  if (capitalised !== undefined) {
    const name = text.slice(capitalised.start, capitalised.end);
    if (speaksAfterTime(name)) return { ...capitalised, copied: true, confirm: true };
    if (readsAsLoneSender(name) || isWordNameSender(name)) return { ...capitalised, copied: true, lone: true, confirm: true };
  }
  const dated = matchAt(SENDER_AFTER_OTHER_DATE, text, start);
  if (dated !== undefined) {
    const name = text.slice(dated.start, dated.end);
    if (speaksAfterTime(name)) return { ...dated, copied: true, confirm: true };
    if (readsAsLoneSender(name) || isWordNameSender(name)) return { ...dated, copied: true, lone: true, confirm: true };
  }
  const tag = matchAt(TAG_IN_CHAT_COPY, text, start);
  const reading = tag === undefined ? undefined : gamerTagReading(text.slice(tag.start, tag.end));
  if (tag === undefined || reading === undefined) return undefined;
  return reading === 'named' ? { ...tag, copied: true, confirm: true } : { ...tag, copied: true, lone: true, confirm: true };
}

/**
 * Whether a hand-copied chat's lines, with the senders its lines of other shapes name, make a
 * conversation: three lines or more, two senders or more, and one of them written as a name or a
 * gamer's tag built on one; then its capitalised messages' and its tags' senders are people too.
 * A log writes one component per line, in CamelCase ("[10:42] HttpServer: Started"), and holds
 * no name.
 */
function isConversation(text: string, copied: readonly Sender[], speakers: readonly Sender[]): boolean {
  const lines = [...copied, ...speakers];
  if (lines.length < 3 || !lines.some((sender) => sender.lone !== true)) return false;
  return new Set(lines.map((sender) => text.slice(sender.start, sender.end))).size >= 2;
}

/**
 * A one-word sender no list knows: capitalised, or in small letters as a contact or an account is
 * often saved ("[10:01] jelmer: goedemorgen"), no everyday, product or tool word, no log level.
 */
function readsAsLoneSender(name: string): boolean {
  if (/\s/.test(name) || name.length < 3 || !/^\p{L}\p{Ll}+$/u.test(name) || LOG_LEVEL.test(name)) return false;
  const key = name.toLowerCase();
  return !isToolName(key) && !isServiceName(key) && !wordKinds(name).some(isEveryday);
}

/**
 * A one-word sender that is a listed first name and an everyday word too ("Rose", "Mark", "Will"):
 * a person in a conversation, where other senders speak ("[18:07] Mark: Kuchen übernehmen wir").
 */
function isWordNameSender(name: string): boolean {
  if (/\s/.test(name) || !/^\p{Lu}\p{Ll}+$/u.test(name)) return false;
  const kinds = wordKinds(name);
  return kinds.length === 1 && kinds[0]?.name === true && !kinds[0].thing;
}

/** After a time, a speaker: no log level, no acronym in capitals, and a name that `speaks`. */
function speaksAfterTime(name: string): boolean {
  return !LOG_LEVEL.test(name) && !/\p{Lu}{2}/u.test(name) && speaks(name);
}

/**
 * Speakers of dialogue without times: labels that pass `labelsSpeaker` and speak twice, or
 * stand beside another such label (an interview's two sides).
 */
function dialogueSpeakers(text: string, spans: Span[]): void {
  const found = new Map<string, { places: { start: number; end: number }[]; speech: boolean }>();
  // The next ": " at or after the line, found again only once a line passes it: one pass in all.
  let colon = text.indexOf(': ');
  for (let line = 0; line < text.length && colon !== -1; ) {
    const next = text.indexOf('\n', line);
    const lineEnd = next === -1 ? text.length : next;
    if (colon < line) colon = text.indexOf(': ', line);
    // Labels start with a letter, and the line holds ": " (most lines are ruled out by their first character).
    if (colon !== -1 && colon < lineEnd && text.charCodeAt(line) >= 65) {
      const label = matchAt(DIALOGUE_LABEL, text, line);
      if (label !== undefined) {
        const name = text.slice(label.start, label.end);
        const entry = found.get(name) ?? { places: [], speech: false };
        entry.places.push(label);
        // Speech runs to three words or more somewhere ("Redis Cluster: 3 nodes" is a value).
        entry.speech ||= SPEECH.test(text.slice(label.end + 2, lineEnd));
        found.set(name, entry);
      }
    }
    line = lineEnd + 1;
  }
  // A conversation: some label's line is speech; then every label that reads as a name speaks in it.
  if (![...found.values()].some((entry) => entry.speech)) return;
  const speakers = [...found].filter(([name]) => labelsSpeaker(name));
  for (const [, { places }] of speakers) {
    if (places.length < 2 && speakers.length < 2) continue;
    // Each label stands at the start of its own line: no two overlap.
    for (const place of places) spans.push({ type: 'PERSON', ...place, score: PERSON_SCORE, source: SOURCE });
  }
}

/** Whether the line after a sender line is a message: not empty, and no sender line itself (a timetable's next stop). */
function messageFollows(text: string, lineEnd: number): boolean {
  const start = lineEnd + 1;
  const next = text.indexOf('\n', start);
  const line = text.slice(start, next === -1 ? text.length : next);
  if (line.trim() === '') return false;
  return !SENDER_LINE.some((regex) => matchAt(regex, text, start) !== undefined);
}

/**
 * Sender lines whose full name no list knows are persons in a chat log: where the name heads two
 * messages, or where the log also has a listed sender and someone speaks twice (a conversation).
 * An agenda or timetable in another language writes its items the same way ("Begrüßung
 * Teilnehmer  9:00", "Apertura Lavori 9:00"), each once, a listed speaker among them once too.
 */
function confirmedSenders(text: string, unlisted: readonly Sender[], listed: readonly Span[], spans: Span[]): void {
  const counts = new Map<string, number>();
  for (const sender of [...unlisted, ...listed]) {
    const name = text.slice(sender.start, sender.end);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const conversation = listed.length > 0 && [...counts.values()].some((count) => count >= 2);
  for (const sender of unlisted) {
    if (conversation || (counts.get(text.slice(sender.start, sender.end)) ?? 0) >= 2) {
      spans.push({ type: 'PERSON', start: sender.start, end: sender.end, score: PERSON_SCORE, source: SOURCE });
    }
  }
}

/** The speakers of a WebVTT file's voice tags. */
function voiceTags(text: string, spans: Span[]): void {
  VOICE_TAG.lastIndex = 0;
  for (let m = VOICE_TAG.exec(text); m !== null; m = VOICE_TAG.exec(text)) {
    const written = m[1] ?? '';
    const name = written.trim();
    const bounds = m.indices?.[1];
    if (name === '' || bounds === undefined || !sendsMessage(name)) continue;
    const start = bounds[0] + written.indexOf(name);
    spans.push({ type: 'PERSON', start, end: start + name.length, score: PERSON_SCORE, source: SOURCE });
  }
}

/** A run of the characters a nick's mention is bounded by (the word test of `nickMentions`). */
const NICK_RUN = /[\w-]+/g;
/** Up to this many nicks, each is searched for on its own. */
const FEW_NICKS = 8;

/**
 * Whole-word, case-insensitive mentions of the log's nicks elsewhere in it: with a few nicks,
 * each searched with indexOf; with many (a long channel log), one pass over the text's words.
 */
function nickMentions(text: string, nicks: ReadonlySet<string>, spans: Span[]): void {
  const taken = new Set(spans.map((span) => span.start));
  const add = (start: number, end: number): void => {
    if (taken.has(start)) return;
    taken.add(start);
    spans.push({ type: 'USERNAME', start, end, score: NICK_SCORE, source: SOURCE });
  };
  // A nick that is a word or two letters ("server", "PM") is followed only on its own lines.
  const lexicon = getLexicon();
  const lowered = new Set([...nicks].map((nick) => nick.toLowerCase()).filter((nick) => nick.length >= 3 && !isEnglishWord(lexicon, nick)));
  if (lowered.size === 0) return;
  const lower = text.toLowerCase();
  // Many nicks (a long channel log), or a text whose lower case moves offsets: one pass over its words.
  if (lowered.size > FEW_NICKS || lower.length !== text.length) {
    NICK_RUN.lastIndex = 0;
    for (let m = NICK_RUN.exec(text); m !== null; m = NICK_RUN.exec(text)) if (lowered.has(m[0].toLowerCase())) add(m.index, m.index + m[0].length);
    return;
  }
  for (const needle of lowered) {
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (!/[\w-]/.test(text[at - 1] ?? '') && !/[\w-]/.test(text[end] ?? '')) add(at, end);
    }
  }
}

/** Creates the recognizer of chat-log senders (PERSON) and IRC nicks (USERNAME). */
export function createChatTranscriptRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (text.includes('\n') && text.includes(': ')) {
        dialogueSpeakers(text, spans);
        oneWordSpeakers(text, spans);
      }
      const nicks = new Set<string>();
      if (text.includes('> ')) {
        for (const nick of timelessNicks(text)) {
          spans.push({ type: 'USERNAME', ...nick, score: NICK_SCORE, source: SOURCE });
          nicks.add(text.slice(nick.start, nick.end));
        }
      }
      if (!hasClockTime(text)) {
        if (nicks.size > 0) nickMentions(text, nicks, spans);
        return spans.sort((a, b) => a.start - b.start);
      }
      const unlisted: Sender[] = [];
      const copied: Sender[] = [];
      // A Discord copy's account lines ("sully.k — 20:13"), read in the same pass.
      const accounts: Array<{ start: number; end: number }> = [];
      const mayHoldAccounts = text.includes(' — ') || text.includes(' – ');
      // The senders of the other shapes, who make a conversation with the copied lines' ("[18:07] Nicole Steinhauer-Ott: Ich kann ...").
      const speakers: Sender[] = [];
      let colon = text.indexOf(':');
      for (let line = 0; line < text.length && colon !== -1; ) {
        const next = text.indexOf('\n', line);
        const lineEnd = next === -1 ? text.length : next;
        let start = line;
        while (start < lineEnd && (text[start] === ' ' || text[start] === '\t')) start++;
        // Every shape holds a clock time, so a colon, on its line (the next colon is found once per pass).
        if (colon < start) colon = text.indexOf(':', start);
        if (colon !== -1 && colon < lineEnd) {
          const person = findSender(text, start);
          if (person?.unlisted === true) {
            if (messageFollows(text, lineEnd)) unlisted.push(person);
          } else if (person?.copied === true) {
            copied.push(person);
          } else if (person !== undefined) {
            speakers.push(person);
            spans.push({ type: 'PERSON', start: person.start, end: person.end, score: PERSON_SCORE, source: SOURCE });
          } else {
            const nick = matchAt(IRC_LINE, text, start);
            if (nick !== undefined && !HTML_ELEMENTS.has(text.slice(nick.start, nick.end).toLowerCase())) {
              spans.push({ type: 'USERNAME', ...nick, score: NICK_SCORE, source: SOURCE });
              nicks.add(text.slice(nick.start, nick.end));
            } else if (mayHoldAccounts && start === line && SMALL_LETTER.test(text[line] ?? '')) {
              const account = matchAt(HANDLE_SENDER_LINE, text, line);
              if (account !== undefined && messageFollows(text, lineEnd)) accounts.push(account);
            }
          }
        }
        line = lineEnd + 1;
      }
      // A hand-copied chat: two of its lines or more (in a conversation, its capitalised messages' and tags' lines too).
      const typed = copied.filter((sender) => sender.confirm !== true);
      const named = typed.filter((sender) => sender.lone !== true).length;
      const conversation = isConversation(text, copied, speakers);
      for (const sender of copied) {
        if (sender.confirm === true ? conversation : (typed.length >= 2 && named >= 1) || conversation) {
          spans.push({ type: 'PERSON', start: sender.start, end: sender.end, score: PERSON_SCORE, source: SOURCE });
        }
      }
      if (unlisted.length > 0) confirmedSenders(text, unlisted, spans.filter((span) => span.type === 'PERSON'), spans);
      if (accounts.length > 0) handleSenders(text, accounts, spans, nicks);
      if (text.includes('<v')) voiceTags(text, spans);
      if (nicks.size > 0) nickMentions(text, nicks, spans);
      return spans.sort((a, b) => a.start - b.start);
    },
  };
}
