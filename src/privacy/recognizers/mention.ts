/**
 * @-mentions (USERNAME): "please tell @jsmith and @maria.k that the deploy is done", "cc
 * @lena_f", "@tom: can you check?". Chat, issue and review text pasted into prompts names people
 * by their handle, which their team, and often the world, can look up.
 *
 * Code writes the same shape: decorators and annotations (`@dataclass`, `@Override`,
 * `@app.route('/')`), doc tags (` * @param`), CSS at-rules (`@media`), package scopes
 * (`@types/node`), template directives (`@click=`, `@if`), versions (`lodash@4`) and e-mail
 * addresses. A mention is therefore taken only where code would not put it: after a space or an
 * opening mark (never after a letter, a digit or "}"), before a space, the sentence's punctuation
 * or the end (never "(", "/", "=", "." and a name), not a word that code writes after "@", and, at
 * the start of a line or a comment, only with a comma or colon after it, or a question or
 * request, as chat writes it ("@tom, can you", "@tom can you", and in the other five languages:
 * "@dario hai visto", "@jan kun je"). The "@" stays outside the span: the model reads "@[USERNAME_1]".
 * A display name mentioned, a first name and a surname ("@Priya Raghavan"), is a PERSON. Reddit's
 * users, "u/tired_landlady_88", are mentions too.
 */
import { COMMON_WORD, FIRST_NAME, LAST_NAME, getLexicon } from '../gazetteer/lexicon.js';
import { mayBeNameWord } from '../gazetteer/person-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'mention';
const SCORE = 0.7;
/**
 * After "@", a handle of two or more letters, digits, "_", "." and "-" (not ending in "." or "-";
 * "$(@F)" is make's), then what may follow a mention in prose: a space, the sentence's
 * punctuation, a closing mark, or the end. Each "@" is found with indexOf: a regex scan with a
 * look-behind tried every position of every text.
 */
const HANDLE = /([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,37}[\p{L}\p{N}_]))(?=$|[\s,;:!?)\]"'”’]|\.(?:\s|$))/uy;
/** What may stand before the "@" of a mention: a space or an opening mark (the text's start too). */
const BEFORE = /[\s(["'“‘,;]/u;
/** What comes before "@" on its line when the mention opens the line or a comment. */
const LINE_OPENING = /(?:^|\n)[ \t]*(?:\/\*+|\*|\/\/|#|--)?[ \t]*$/;
/**
 * After a mention that opens a line: a comma or a colon, then a space ("@tom, can you"), or a
 * question or request to the one named ("@tom can you check?", "@tom please review"), or what a
 * review's export says the one named did ("@mstravenholt commented on src/repo.py"). An
 * annotation or a doc tag is followed by code or a declaration's keywords, never these words.
 */
const CHAT_ADDRESS =
  /^(?:[ \t]?[,:][ \t]|[ \t]+(?:can|could|would|will|please|pls|plz|thanks|thank|ty|do|did|are|have|any|fyi|ptal|lgtm|when|what|where|why|how|let|I|we|commented|approved|reviewed|replied|suggested|requested|mentioned|wrote|left|resolved|kannst|könntest|bitte|hast|danke|peux|pourrais|merci|stp|svp|as|puedes|podrías|podrias|porfa|gracias|tienes|puoi|potresti|hai|grazie|kun|kan|kunt|wil|dank|heb|heeft|graag)(?=[\s,.!?]))/;

/**
 * After a mention that opens a line: the time a chat export writes after its sender ("@j.osei 10:14
 * has anyone started…"). No annotation is followed by a clock.
 */
const CHAT_TIME = /^[ \t]+(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d.:])/;
/**
 * A handle with a hyphen or ending in digits ("kenji-w", "tnakamura2"), the shapes chat tools give
 * accounts and code never gives a decorator or an instance variable ("@user.save if…" is Ruby's).
 */
const ACCOUNT_SHAPE = /^[\p{Ll}\p{N}_]+(?:-[\p{Ll}\p{N}_]+)+$|^[\p{Ll}_]+\d+$/u;
/** A Ruby block after an instance variable's call ("@items.each do |item|"), not "@tom do you have a minute". */
const RUBY_BLOCK = /^ do[ \t]*(?:\||\n|$)/;
/** Words that follow Ruby's and Perl's variables, Windows batch's "@" commands or a decorator on its own line. */
const CODE_AFTER = /^ (?:if|unless|do|and|or|then|else|end|rescue|while|until|for|in|is|not|def|class|fun|function|return|off|on)\b/;

/**
 * Words code writes after "@": doc tags, decorators and annotations, CSS at-rules, template
 * directives, and the broadcasts of chat tools ("@here", "@channel"), which name no one.
 */
const CODE_WORDS: ReadonlySet<string> = new Set([
  // JSDoc, Javadoc, PHPDoc
  'param', 'params', 'returns', 'return', 'type', 'typedef', 'template', 'example', 'deprecated',
  'see', 'link', 'throws', 'throw', 'since', 'author', 'version', 'private', 'public', 'protected',
  'internal', 'override', 'default', 'todo', 'note', 'remarks', 'module', 'namespace', 'class',
  'constructor', 'callback', 'property', 'prop', 'event', 'fires', 'inheritdoc', 'ts-ignore',
  'ts-expect-error', 'ts-nocheck', 'ts-check', 'jsx', 'flow', 'license', 'file', 'fileoverview',
  'var', 'method', 'api', 'brief', 'details', 'retval', 'exception', 'test', 'group', 'covers',
  // decorators and annotations
  'dataclass', 'staticmethod', 'classmethod', 'abstractmethod', 'cached_property', 'lru_cache',
  'cache', 'wraps', 'pytest', 'fixture', 'app', 'router', 'bp', 'api_view', 'login_required',
  'component', 'injectable', 'input', 'output', 'viewchild', 'hostlistener', 'ngmodule',
  'directive', 'pipe', 'entity', 'column', 'table', 'id', 'controller', 'get', 'post', 'put',
  'patch', 'delete', 'service', 'autowired', 'bean', 'configuration', 'value', 'data', 'getter',
  'setter', 'builder', 'slf4j', 'transactional', 'repository', 'restcontroller', 'requestmapping',
  'getmapping', 'postmapping', 'nullable', 'nonnull', 'notnull', 'suppresswarnings',
  'functionalinterface', 'jsonproperty', 'before', 'after', 'beforeeach', 'aftereach', 'mock',
  'inject', 'observable', 'computed', 'action', 'state', 'published', 'main', 'objc', 'escaping',
  'available', 'mainactor', 'discardableresult', 'inlinable', 'frozen', 'sealed', 'jvmstatic',
  'composable', 'preview', 'serializable', 'parcelize', 'keyframes', 'media', 'import', 'font-face',
  'supports', 'layer', 'tailwind', 'apply', 'screen', 'use', 'forward', 'mixin', 'include', 'extend',
  'function', 'if', 'else', 'each', 'for', 'foreach', 'while', 'section', 'yield', 'endsection',
  'extends', 'csrf', 'auth', 'guest', 'php', 'model', 'page', 'using', 'inherits', 'code',
  'charset', 'container', 'counter-style', 'font-feature-values', 'scope', 'starting-style',
  'click', 'submit', 'change', 'keyup', 'keydown',
  // make's silent commands
  'echo', 'printf', 'rm', 'mkdir', 'cp', 'mv', 'touch', 'cd',
  // npm dist-tags ("install it @latest")
  'latest', 'next', 'beta', 'alpha', 'canary', 'rc', 'stable', 'nightly',
  // chat broadcasts
  'here', 'channel', 'everyone', 'all', 'team',
]);

/** A file name, as curl reads a file after "@" (`-F file="@data.jsonl"`). */
const FILE_NAME = /\.(?:txt|json|jsonl|csv|tsv|md|pdf|png|jpe?g|gif|webp|svg|mp3|mp4|wav|m4a|zip|gz|tar|py|js|ts|yaml|yml|xml|html?|docx?|xlsx?|pptx?)$/i;

/** A handle written as a first name is ("Mirjam", "Ximena"), then a space and a word in small letters. */
const FIRST_NAME_HANDLE = /^\p{Lu}\p{Ll}+$/u;
/** After the handle: a space and a word in small letters. */
const WORD_AFTER = /^ \p{Ll}/u;
/** A declaration's keyword after an annotation that is a first name too ("@Max public int x;", "@Max val limit"). */
const DECLARATION_AFTER =
  /^ (?:public|private|protected|internal|static|final|abstract|override|open|readonly|const|let|var|val|fun|def|void|int|long|double|float|boolean|bool|string|class|interface|enum|record|async|export|function|suspend|lateinit)\b/;

/**
 * "@Mirjam de null check ontbreekt hier", "@Ximena el endpoint devuelve 500": a mention opening a
 * line in any language, when the handle is a first name the lists know, written as one, before a
 * word in small letters. Annotations are capitalised too ("@Override public", "@Test void"); the
 * few that are first names stand before a declaration's keyword ("@Max public int x;").
 */
function addressesByFirstName(handle: string, after: string): boolean {
  if (!FIRST_NAME_HANDLE.test(handle) || !WORD_AFTER.test(after) || DECLARATION_AFTER.test(after)) return false;
  const lexicon = getLexicon();
  const folded = foldAccents(handle.toLowerCase());
  return ((lexicon.words.get(folded) ?? 0) & FIRST_NAME) !== 0 || lexicon.rareFirstNames.get(folded) !== undefined;
}

/**
 * After a handle: a space and a capitalised word, as a display name's surname is written ("@Priya
 * Raghavan", "@Ian McKellen", "@Ian O'Brien", "@Ana Silva-Reyes"), before what may follow a
 * mention (a possessive's apostrophe and a dash included: "@Priya Raghavan's PR", "@Priya Raghavan— can you").
 */
const SURNAME_AFTER = /^ (\p{Lu}(?:\p{Ll}+(?:\p{Lu}\p{Ll}+)?|['’]\p{Lu}\p{Ll}+)(?:-\p{Lu}\p{Ll}+)?)(?=$|[\s,;:!?)\]"'”’—–-]|\.(?:\s|$))/u;
/** A possessive or a dash after a display name: what chat writes and annotations never do. */
const CHAT_AFTER_NAME = /^(?:['’]s\b|[ \t]*[—–-][ \t])/;
/** After that word, a declaration's name and its end: "@Max Integer limit;" is a field's annotation and type. */
const DECLARED_AFTER = /^[ \t]+[\p{L}_$][\w$]*[ \t]*[;=]/u;
/** The same in a parameter list, where "," or ")" ends it: "(@Max Integer limit, ...)". */
const PARAMETER_AFTER = /^[ \t]+[\p{L}_$][\w$]*[ \t]*[,)]/u;
/** What is before the "@" of an annotated parameter: "(" or ",". */
const PARAMETER_BEFORE = /[(,][ \t]*$/;
/**
 * A display-name mention's score: above the gazetteer's for a surname alone (0.85), so the whole
 * name wins the overlap over its second word.
 */
const DISPLAY_NAME_SCORE = 0.9;

/**
 * "@Priya Raghavan can you take a look", "@Łukasz Wiśniewski had a similar helper": chat tools
 * mention people by their display name, a first name and a surname. Where the handle is a first
 * name the lists know and the capitalised word after it a surname (listed, or no everyday word,
 * tool or product), returns where the surname ends; else -1. An annotation before a type is
 * neither ("@Max Integer limit;": no first name or an everyday word, and a declaration after).
 */
function displayNameEnd(handle: string, text: string, at: number, end: number, opensLine: boolean): number {
  if (!FIRST_NAME_HANDLE.test(handle)) return -1;
  const surname = SURNAME_AFTER.exec(text.slice(end, end + 40))?.[1];
  if (surname === undefined) return -1;
  const nameEnd = end + 1 + surname.length;
  const after = text.slice(nameEnd, nameEnd + 40);
  if (DECLARED_AFTER.test(after) || (PARAMETER_BEFORE.test(text.slice(Math.max(0, at - 8), at)) && PARAMETER_AFTER.test(after))) return -1;
  // Opening a line or a comment, as annotations stand ("@Julia Compat"): only before chat's address, a word in small
  // letters, a possessive or a dash ("@Priya Raghavan's PR", "@Priya Raghavan — can you").
  if (opensLine && !CHAT_ADDRESS.test(after) && !WORD_AFTER.test(after) && !CHAT_AFTER_NAME.test(after)) return -1;
  const lexicon = getLexicon();
  const first = foldAccents(handle.toLowerCase());
  const firstFlags = lexicon.words.get(first) ?? 0;
  const firstName = ((firstFlags & FIRST_NAME) !== 0 && (firstFlags & COMMON_WORD) === 0) || lexicon.rareFirstNames.get(first) !== undefined || lexicon.censusNames.get(first) !== undefined;
  if (!firstName) return -1;
  const key = surname.toLowerCase();
  const folded = foldAccents(key);
  const flags = lexicon.words.get(key) ?? lexicon.words.get(folded) ?? 0;
  if ((flags & COMMON_WORD) !== 0) return -1;
  const listed = (flags & LAST_NAME) !== 0 || lexicon.censusNames.get(folded) !== undefined;
  return listed || (flags === 0 && mayBeNameWord(lexicon, key, surname)) ? nameEnd : -1;
}

/**
 * A Reddit user as Reddit writes one: "u/" (or "/u/"), then letters, digits, "_" or "-" (three to
 * twenty today; some older names run longer).
 */
const REDDIT_USER = /[A-Za-z0-9_-]{3,32}(?![\p{L}\p{N}_/-])/uy;

/**
 * Reddit's users, "Posted by u/tired_landlady_88", "u/boundary_bob_surveyor - 214 points": the
 * prefix says a user follows, whatever the name reads as. Not a path's "menu/item" or "/home/u/x":
 * the "u" starts a word, or a "/" after a space does.
 */
function redditUsers(text: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf('u/'); at !== -1; at = text.indexOf('u/', at + 2)) {
    const before = at === 0 ? '' : (text[at - 1] as string);
    const opens = before === '' || /[\s(["'“‘,;:]/u.test(before) || (before === '/' && (at === 1 || /[\s(]/u.test(text[at - 2] as string)));
    if (!opens) continue;
    REDDIT_USER.lastIndex = at + 2;
    const user = REDDIT_USER.exec(text)?.[0];
    if (user !== undefined && /\p{L}/u.test(user)) spans.push({ type: 'USERNAME', start: at + 2, end: at + 2 + user.length, score: SCORE, source: SOURCE });
  }
  return spans;
}

/**
 * Whether a mention opening a line is chat's, by what follows it: chat punctuation, a question or
 * request, a review's verb, a chat export's time, or, after an account-shaped handle or a first
 * name, a word in small letters that no code writes there.
 */
function opensChatLine(handle: string, after: string): boolean {
  if (RUBY_BLOCK.test(after)) return false;
  if (CHAT_ADDRESS.test(after) || CHAT_TIME.test(after) || addressesByFirstName(handle, after)) return true;
  return ACCOUNT_SHAPE.test(handle) && WORD_AFTER.test(after) && !DECLARATION_AFTER.test(after) && !CODE_AFTER.test(after);
}

/** Creates the recognizer of @-mentions. */
export function createMentionRecognizer(): Recognizer {
  return {
    name: SOURCE,
    // A display name mentioned ("@Priya Raghavan") is a person's name.
    entities: ['USERNAME', 'PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = text.includes('u/') ? redditUsers(text) : [];
      if (!text.includes('@')) return spans;
      for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
        if (at > 0 && !BEFORE.test(text.charAt(at - 1))) continue;
        HANDLE.lastIndex = at + 1;
        const handle = HANDLE.exec(text)?.[1];
        if (handle === undefined || CODE_WORDS.has(handle.toLowerCase()) || !/\p{L}/u.test(handle) || FILE_NAME.test(handle)) continue;
        const end = at + 1 + handle.length;
        // Whether the mention opens a line or a comment, where annotations and doc tags stand.
        const opensLine = LINE_OPENING.test(text.slice(Math.max(0, at - 80), at));
        const displayEnd = displayNameEnd(handle, text, at, end, opensLine);
        if (displayEnd !== -1) {
          spans.push({ type: 'PERSON', start: at + 1, end: displayEnd, score: DISPLAY_NAME_SCORE, source: SOURCE });
          continue;
        }
        // Opening a line or a comment, "@name" is a decorator or a doc tag unless chat punctuation follows.
        if (opensLine && !opensChatLine(handle, text.slice(end, end + 16))) continue;
        spans.push({ type: 'USERNAME', start: at + 1, end, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
