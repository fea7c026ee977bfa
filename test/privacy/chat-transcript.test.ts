/** Senders of pasted chat logs (WhatsApp, Teams, Telegram, Slack, Discord, IRC); agendas, logs and markup are none. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createChatTranscriptRecognizer, createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createChatTranscriptRecognizer()] });
const found = (text: string): [string, string][] => analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);

const cases: [string, [string, string][]][] = [
  // WhatsApp exports (Android, iOS, German dates), Teams copies: the sender before the message.
  ['12/03/2024, 14:05 - Olusegun Adeyemi: are we still on for Friday?', [['PERSON', 'Olusegun Adeyemi']]],
  ['[3/12/24, 2:05:11 PM] Olusegun Adeyemi: are we still on?', [['PERSON', 'Olusegun Adeyemi']]],
  ['12.03.24, 14:05 - Kübra Yılmaz: bin gleich da', [['PERSON', 'Kübra Yılmaz']]],
  ['[3/12/2024 2:05 PM] Priyanka Raman: can you join?', [['PERSON', 'Priyanka Raman']]],
  ['12/03/2024, 14:05 - priyanka: ok', [['PERSON', 'priyanka']]],
  [
    '12/03/2024, 14:05 - Olusegun Adeyemi: hi\n12/03/2024, 14:06 - Chidinma Okafor: hello\n  12/03/2024, 14:07 - Olusegun Adeyemi: bye',
    [['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Chidinma Okafor'], ['PERSON', 'Olusegun Adeyemi']],
  ],
  // Telegram, Slack and Discord copies: a listed name alone on a line with the time.
  ['Priya Raman, [12.03.24 14:05]\ncan you send the slides?', [['PERSON', 'Priya Raman']]],
  ['Tobias Eriksen  10:42 AM\nsure, uploading now', [['PERSON', 'Tobias Eriksen']]],
  ['Tobias Eriksen — Today at 10:42\nsure', [['PERSON', 'Tobias Eriksen']]],
  // Unlisted full names on such lines: when the log names a listed sender too, or the name heads two messages.
  [
    'Olusegun Adeyemi  10:42 AM\nsure, uploading now\nTobias Eriksen  10:44 AM\nthanks!\nTobias Eriksen  10:45 AM\ndone?',
    [['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Tobias Eriksen'], ['PERSON', 'Tobias Eriksen']],
  ],
  [
    'Zorblax Quenton  10:42 AM\ncan you review it?\nZorblax Quenton  10:50 AM\nping',
    [['PERSON', 'Zorblax Quenton'], ['PERSON', 'Zorblax Quenton']],
  ],
  ['Zorblax Quenton  10:42 AM\ncan you review it?', []],
  // Agendas and timetables in other languages, places, products and acronyms are no unlisted senders.
  ['Begrüßung Teilnehmer  9:00\nDer Vorstand begrüßt alle\nPodiumsdiskussion Zukunft  9:30\nMit Gästen', []],
  // ... nor an agenda's items beside one listed speaker.
  ['Eröffnung Tagung  9:00\nBegrüßung\nAnna Schmidt  9:30\nKeynote\nPodiumsdiskussion Digitalisierung  10:30\nPanel', [['PERSON', 'Anna Schmidt']]],
  ['Gare Montparnasse 10:42\nGare Montparnasse 11:00\nGare Montparnasse 12:00', []],
  ['Buenos Aires  10:42 AM\nsunny\nBuenos Aires  11:42 AM\nrain', []],
  ['Grafana Loki  10:42 AM\nalert fired\nGrafana Loki  10:45 AM\nresolved', []],
  ['QA Squad  10:42 AM\nall green\nQA Squad  10:45 AM\nred again', []],
  ['Contract Renewal  10:42 AM\nsee attached\nContract Renewal  11:00 AM\nsigned', []],
  ['Payroll Backlog: Hello everyone, let us start.\nInsurance Claims: Thanks for having me.', []],
  // Meeting transcripts: a time, then the speaker and the utterance; WebVTT voice tags.
  ['00:01:23 Olusegun Adeyemi: Hello everyone, thanks for joining.', [['PERSON', 'Olusegun Adeyemi']]],
  ['[00:01:23.450] Olusegun Adeyemi: Hello everyone', [['PERSON', 'Olusegun Adeyemi']]],
  ['00:00:01.000 --> 00:00:04.000\n<v Olusegun Adeyemi>Hello everyone.', [['PERSON', 'Olusegun Adeyemi']]],
  // IRC and Matrix logs: the nick and its later mentions are handles.
  [
    '[14:05] <priya_s> anyone seen the deploy logs?\n[14:07] <@segun_a> priya_s: I rolled it back',
    [['USERNAME', 'priya_s'], ['USERNAME', 'segun_a'], ['USERNAME', 'priya_s']],
  ],
  // The same log copied without its times: three lines or more, one nick speaking twice; markup and XML are none.
  [
    '<xXnadiaXx> raid tmrw 8pm server time\n<Thorvald_Grimsson> cant, working late\n<mateo.lucero> ill tank\n<xXnadiaXx> ok but fix ur gear',
    [['USERNAME', 'xXnadiaXx'], ['USERNAME', 'Thorvald_Grimsson'], ['USERNAME', 'mateo.lucero'], ['USERNAME', 'xXnadiaXx']],
  ],
  ['<xXnadiaXx> raid tmrw 8pm server time\n<Thorvald_Grimsson> cant, working late', []],
  ['<p> First paragraph here\n<li> an item of the list\n<p> another paragraph', []],
  ['<item> apples and pears\n<note> keep them cold\n<item> bread for the morning', []],
  // Dialogue without times: a label of names that speaks twice or beside another.
  [
    'OLUSEGUN ADEYEMI: Hello everyone.\nCHIDINMA OKAFOR: Thanks for having me.\nOLUSEGUN ADEYEMI: Let us start.',
    [['PERSON', 'OLUSEGUN ADEYEMI'], ['PERSON', 'CHIDINMA OKAFOR'], ['PERSON', 'OLUSEGUN ADEYEMI']],
  ],
  ['Olusegun Adeyemi: Welcome to the show.\nKwabena Mensah: Glad to be here.', [['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Kwabena Mensah']]],
  ['Next Steps: finalize the budget\nOpen Questions: who owns the API\nRelease Notes: see below', []],
  ['Content-Type: application/json\nCache-Control: no-cache', []],
  // Values, not speech; tech and places; world clocks; logs with the year first and dotted loggers.
  ['Redis Cluster: 3 nodes\nPostgres Replica: 2 nodes', []],
  ['Tokyo Office: closed today\nBerlin Office: open until noon', []],
  ['[12:01:33] Webpack Compiler: Compiled successfully', []],
  ['08:15 Shuttle Departure: Hotel lobby', []],
  ['Sydney  10:42 AM\nParis  9:42 AM', []],
  ['2024-03-12 14:05:11 - uvicorn.error: Started server process', []],
  ['[2024-03-12 14:05:11] webpack: compiled successfully', []],
  // Offsets are the sender's own, though its name also stands earlier in the line; a nick that is a word is followed only on its lines.
  ['[12/03/24, 2:05 PM] P: ok', [['PERSON', 'P']]],
  ['[2:05 PM] <PM> standup\n[2:06 PM] <server> the server is up', [['USERNAME', 'PM'], ['USERNAME', 'server']]],
  ['Olusegun Adeyemi: I think we should go.', []],
  // Not senders: system lines, everyday words, phone numbers, agendas, server logs, markup, prose.
  ['12/03/2024, 14:05 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.', []],
  ['12/03/2024, 14:07 - Mom: are you home?', []],
  ['12/03/2024, 14:08 - +44 7700 900123: hi', []],
  ['Agenda\nOpening Remarks  9:00\nKeynote 9:30\nDesign Review  10:00 AM\nLunch Break 12:30', []],
  ['2024-03-12 14:05:11 INFO Server: started on port 8080', []],
  ['[10:42] <div> hello </div>', []],
  ['The train leaves at 10:42 AM', []],
  ['Berlin 10:00 - Paris 14:00', []],
  ['Olusegun Adeyemi: are we still on?', []],
  ['14:05:11 INFO Server: started', []],
  ['10:00 Team Sync: agenda below', []],
  ['09:30 Standup: Notes below', []],
  ['12:00:01 Stream Processor: connected', []],
  // A chat copied by hand: bracketed times and messages in small letters, two lines or more.
  ['[10:42] Zorvan Keltrigg: can someone review my PR?\n[10:43] Quillon Mave: on it', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Mave']]],
  ['[10:42] Zorvan Keltrigg: can someone review my PR?', []],
  ['[10:42] Main Thread: started\n[10:43] Worker Pool: idle', []],
  ['[12:00:01] Zorblax Gateway: connected\n[12:00:02] Zorblax Gateway: ready', []],
  ['[10:42] INFO Server: started\n[10:43] WARN Cache: cold', []],
  // A note in brackets after the sender; a one-word sender no list knows beside a named one, not alone;
  // a tool's name is no sender, so one named sender is left, and one line is no chat.
  [
    "[17:20] Becca (Noah's mum): did anyone get the letter?\n[17:22] Tunde: yep, same here",
    [['PERSON', 'Becca'], ['PERSON', 'Tunde']],
  ],
  ['[10:42] Zorvan: can you check\n[10:43] Quexo: sure', []],
  ['[10:42] Grafana: alert firing\n[10:43] Priya Raman: looking', []],
  // Teams writes the directory's "Surname, Given name" above a message; an agenda's "Vortrag, Pause" is no name.
  ['Brandt, Lukas  9:41 AM\nHey, did you get a chance to look?', [['PERSON', 'Brandt, Lukas']]],
  ['Vortrag, Pause  10:00\nBegrüßung der Gäste', []],
  // A day before the time in the brackets; a one-word sender in small letters beside a named one; a log's "worker" is
  // no sender, which leaves one line, no chat; two unknown words in small letters alone are none either.
  [
    '[Mon 10:02] Zorvan Keltrigg: hey team, the renewal is due\n[14/05 09:16] kelvash: on it\n[Mon 10:05] Zorvan Keltrigg: great',
    [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'kelvash'], ['PERSON', 'Zorvan Keltrigg']],
  ],
  // A Discord copy's account names above their messages; a deploy log's steps written so are no accounts (none holds a name).
  [
    'dami_o — 20:11\nwednesdays do not work for me\nsully.k — 20:13\nthursday 8pm?\nr.mendes — 20:15\nfine by me\nazizbek — 20:22\nI will take vinnie',
    [['USERNAME', 'dami_o'], ['USERNAME', 'sully.k'], ['USERNAME', 'r.mendes'], ['PERSON', 'azizbek']],
  ],
  ['build — 10:02\nstarted the pipeline\ndeploy — 10:05\nrolled out to eu\nbuild — 10:09\nall green', []],
  // The day in small letters, as a hand-copied chat writes it.
  [
    '[sat 18:02] bex: right snowdon next sat yes or no\n[sat 18:03] ilse: yes but not the pyg track\n[sat 18:10] huw: i can drive, fits 4',
    [['PERSON', 'bex'], ['PERSON', 'ilse'], ['PERSON', 'huw']],
  ],
  ['[10:42] Zorvan Keltrigg: deploy started\n[10:44] worker: started', []],
  ['[10:42] kelvash: deploy started\n[10:44] quexo: fine', []],
  // A WhatsApp contact saved with a note in brackets.
  ["[18/03/25, 20:41] Kelechi (Zara's mum): Hi everyone!", [['PERSON', 'Kelechi']]],  // Signal writes the date year first; a WhatsApp line copied without its year; a listed first name
  // that is a word speaks in a conversation. A log's year-first lines name components, no one.
  [
    "2024-02-11 08:12 Marta: mum says dad fell\n2024-02-11 08:20 Piotrek: is he ok?? i'm on shift\n2024-02-11 08:22 Marta: yes just bruised",
    [['PERSON', 'Marta'], ['PERSON', 'Piotrek'], ['PERSON', 'Marta']],
  ],
  [
    '22/11 20:15 - Rachid: je ramène le vin\n22/11 20:16 - Rose: Ok mamie ! Je fais la bûche\n22/11 20:17 - Rachid: parfait',
    [['PERSON', 'Rachid'], ['PERSON', 'Rose'], ['PERSON', 'Rachid']],
  ],
  ['2024-02-11 08:20:01 Server: started\n2024-02-11 08:20:02 Worker: ready\n2024-02-11 08:20:03 Server: ok', []],
];

t.test('chat senders', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('in the default pipeline, unlisted senders are persons beside the names the gazetteer finds', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = '12/03/2024, 14:05 - Olusegun Adeyemi: hi all\n12/03/2024, 14:06 - Chidinma Okafor: hi Olusegun!';
  const spans = full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
  t.same(spans.filter(([type]) => type === 'PERSON'), [['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Chidinma Okafor'], ['PERSON', 'Olusegun']]);
});

t.test('a long log: every nick and its mentions, and every speaker, past the few searched one by one', async (t) => {
  const nicks = Array.from({ length: 20 }, (_, i) => `nick_${String.fromCharCode(97 + i)}`);
  const log = nicks.map((nick, i) => `[10:${String(i).padStart(2, '0')}] <${nick}> thanks ${nicks[(i + 1) % nicks.length] ?? ''}`).join('\n');
  const spans = createChatTranscriptRecognizer().detect(log, {});
  t.equal(spans.filter((span) => span.type === 'USERNAME').length, 40);
  const names = ['Olusegun Adeyemi', 'Chidinma Okafor', 'Kwabena Mensah', 'Tunde Bakare', 'Aarav Sharma', 'Meera Iyer', 'Kwame Nkrumah', 'Priyanka Raman', 'Zorblax Quenton'];
  const dialogue = names.map((name) => `${name}: Hello there, everyone.`).join('\n');
  t.same(
    createChatTranscriptRecognizer()
      .detect(dialogue, {})
      .map((span) => dialogue.slice(span.start, span.end)),
    names,
  );
});

t.test("a conversation's capitalised messages and gamers' tags", async (t) => {
  const party = [
    '[18:02] Claudia (Mama von Ben): Hallo ihr Lieben, Sommerfest ist am 28.6.!',
    '[18:07] Nicole Steinhauer-Ott: Ich kann Kuchen mitbringen',
    '[18:20] Trudelinde: Ich bringe Getränke',
  ].join('\n');
  t.same(found(party), [['PERSON', 'Claudia'], ['PERSON', 'Nicole Steinhauer-Ott'], ['PERSON', 'Trudelinde']]);
  const raid = [
    "[21:02] xXnadiaXx: raid fri 8pm who's in",
    '[21:03] Kwame_Plays: in but might be late, work til 7',
    '[21:08] HaruSenpai: im in. tell Ciara happy bday',
    '[21:10] grimwald_voss: in. Nadia can u set the roles',
  ].join('\n');
  t.same(found(raid).map(([, value]) => value), ['xXnadiaXx', 'Kwame_Plays', 'HaruSenpai', 'grimwald_voss']);
  // A log's components in CamelCase, and an agenda's items, are no conversation.
  const log = ['[10:42] HttpServer: started on port 8080', '[10:42] KafkaConsumer: lag 5', '[10:43] AuthService: token refreshed', '[10:44] HttpServer: stopping'].join('\n');
  t.same(found(log), []);
  const agenda = ['[09:00] Welcome: Coffee and badges', '[09:30] Keynote: The year ahead', '[10:30] Breakout: Teams pick rooms'].join('\n');
  t.same(found(agenda), []);
});
