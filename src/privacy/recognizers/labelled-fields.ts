/**
 * Values whose field name says what they are: JSON and code (`"last_name": "Xyzzy"`,
 * `city: 'Denver'`), YAML and forms (`Surname: Kowalczyk` on a line of its own), and the columns
 * of a CSV or TSV table under a header line (`first_name,last_name,city`). Developers paste
 * records like these into prompts, and the field name is better evidence than any list: an
 * unlisted surname is still a surname under `"last_name"`, and "Denver" under `"city"` is the
 * town, not the first name.
 *
 * Only field names that name one kind of personal data count (in en, de, fr, es, it, nl), and the
 * value must have that kind's shape: letters for names and places, a digit for a street. The
 * bare key "name" counts only beside a personal field (`name,email,city`; `"name": "my-app"`
 * names a package), and "author", "assignee" and their like only for a full name written as one.
 * Markdown tables are read like CSV.
 */
import { readsAsPersonName } from '../gazetteer/english-words.js';
import { readsAsFullName } from '../gazetteer/full-name.js';
import { NAME_OF } from '../gazetteer/name-rules.js';
import { namesNoSoftware } from '../gazetteer/tech-names.js';
import type { EntityType, Recognizer, Span } from '../types.js';
import { WRITTEN_NAME } from './written-name.js';

const SCORE = 0.9;
/**
 * A quoted value after a key and ":" or "=": `"city": "Denver"`, `lastName: 'Rossi'`,
 * `surname="Lee"`. Read from each ":" and "=" (a scan for keys from every letter cost ~80 ns a
 * character of prose): the key ends the text before it, the value starts the text after it.
 */
const KEY_BEFORE = /(?<![\p{L}\p{N}_])["']?([\p{L}][\p{L}\p{N}_ -]{0,30}?)["']?[ \t]*$/u;
const VALUE_AFTER = /[ \t]*(["'])([^"'\n\\]{1,100})\1/dy;
/** A label and its value alone on a line: "Surname: Kowalczyk", "  City:  Leeds". */
const LINE = /^[ \t>*•-]*([\p{L}][\p{L} _-]{0,30}?)[ \t]*:[ \t]*([^\s"'{[][^\n]{0,99}?)[ \t]*$/dgmu;

/** Field names, without case, spaces, "_" and "-", and the type of their value. */
const FIELDS: ReadonlyMap<string, EntityType> = new Map([
  ...[
    'firstname', 'lastname', 'surname', 'fullname', 'givenname', 'givennames', 'familyname', 'middlename',
    'fname', 'lname', 'forename', 'forenames',
    'maidenname', 'customername', 'contactname', 'clientname', 'patientname', 'employeename',
    'personname', 'holdername', 'cardholder', 'cardholdername', 'accountholder', 'recipientname',
    'sendername', 'nachname', 'vorname', 'familienname', 'nom', 'prénom', 'prenom', 'nomdefamille',
    'nombre', 'apellido', 'apellidos', 'cognome', 'achternaam', 'voornaam',
    // Chinese, Japanese, Russian, Ukrainian and Vietnamese forms and exports ("姓名,电话", "{"氏名": ...}", "Họ tên")
    '姓名', '名字', '氏名', '名前', 'フリガナ', 'фамилия', 'имя', 'отчество', 'фио', 'прізвище', "ім'я", 'ім’я', 'họtên', 'họvàtên',
  ].map((key) => [key, 'PERSON'] as const),
  ...[
    'city', 'town', 'country', 'birthplace', 'placeofbirth', 'cityofbirth', 'stadt', 'wohnort',
    'geburtsort', 'ort', 'ville', 'pays', 'lieudenaissance', 'ciudad', 'país', 'pais',
    'lugardenacimiento', 'città', 'citta', 'paese', 'luogodinascita', 'plaats', 'woonplaats',
    'geboorteplaats',
  ].map((key) => [key, 'LOCATION'] as const),
  ...[
    'company', 'companyname', 'employer', 'organization', 'organisation', 'organizationname',
    'firma', 'arbeitgeber', 'unternehmen', 'entreprise', 'société', 'societe', 'employeur',
    'empresa', 'azienda', 'bedrijf', 'werkgever',
  ].map((key) => [key, 'ORGANIZATION'] as const),
  ...[
    'street', 'streetaddress', 'address', 'address1', 'addressline1', 'addressline', 'homeaddress',
    'postaladdress', 'straße', 'strasse', 'anschrift', 'adresse', 'dirección', 'direccion',
    'domicilio', 'indirizzo', 'adres', 'straat',
  ].map((key) => [key, 'ADDRESS'] as const),
  // Phone numbers the phone recognizer needs a cue beside to accept without a "+" (a national
  // number in a CSV's second row has none): the column or key is the cue.
  ...[
    'phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'fax',
    'telefon', 'telefonnummer', 'handy', 'téléphone', 'portable', 'teléfono', 'móvil', 'movil', 'telefono', 'cellulare',
    'telefoonnummer', 'mobiel', '电话', '电话号码', '手机', '手机号', '手机号码', '電話', '電話番号', '携帯', '携帯電話',
    '전화', '전화번호', '휴대폰', 'телефон', 'sốđiệnthoại', 'điệnthoại',
  ].map((key) => [key, 'PHONE'] as const),
  // The numbers a company, school or hospital keeps of a person (id-number.ts reads them beside
  // their name in prose; here the column or key names them).
  ...[
    'employeeid', 'employeeno', 'employeenumber', 'empid', 'staffid', 'staffno', 'memberid', 'memberno',
    'membernumber', 'membershipno', 'membershipnumber', 'studentid', 'studentno', 'studentnumber', 'customerid',
    'customerno', 'customernumber', 'clientid', 'clientno', 'clientnumber', 'accountno', 'accountnumber',
    'patientid', 'patientno', 'mrn', 'policyno', 'policynumber', 'kundennr', 'kundennummer', 'mitgliedsnummer',
    'personalnummer', 'matrikelnummer', 'matricola', 'matricule', 'numéroclient', 'numeroclient', 'klantnummer',
    'personeelsnummer', 'studentnummer', '학번', '사번', '学号', '工号', '会员号', '社員番号', '学籍番号', '会員番号',
    // identity, tax and insurance numbers under their key, where no recognizer of their own knows the country's
    // (Nigeria's NIN and BVN, Vietnam's CCCD and CMND, India's UAN): `{"nin": "12345678901"}`, "CCCD: 079192001234"
    'idnumber', 'idno', 'nationalid', 'nationalidnumber', 'nationalidentitynumber', 'identitynumber', 'nin', 'bvn',
    'taxid', 'taxnumber', 'tin', 'insuranceid', 'insurancenumber', 'insuranceno',
    'healthinsurancenumber', 'cccd', 'cmnd', 'uan', 'personalausweisnummer', 'ausweisnummer', 'steuernummer', 'dni', 'nie',
    'numerodocumento', 'documentnumber', 'documentno',
  ].map((key) => [key, 'ID_NUMBER'] as const),
  // A passport's number under its key (`{"passportNumber": "A08123456"}`), of the passport recognizer's type.
  ...['passport', 'passportnumber', 'passportno', 'reisepass', 'reisepassnummer', 'passeport', 'pasaporte', 'passaporto', 'paspoort'].map(
    (key) => [key, 'PASSPORT'] as const,
  ),
  ...[
    'dob', 'dateofbirth', 'birthdate', 'birthday', 'geburtsdatum', 'datedenaissance', 'fechadenacimiento',
    'datadinascita', 'geboortedatum', 'datadenascimento', '出生日期', '生年月日', '생년월일',
  ].map((key) => [key, 'DATE_OF_BIRTH'] as const),
]);
/** Field types whose column or key says the record is a person's (a bare "name" beside them is one). */
const PERSONAL_TYPES: ReadonlySet<string> = new Set(['PERSON', 'ID_NUMBER', 'DATE_OF_BIRTH']);

/**
 * Field names of personal data that other recognizers find by its shape (e-mail, phone, date of
 * birth, IBAN, postcode): they extract nothing here, but a table header or record with one of them
 * holds people's data, which makes a bare "name" field a person's name (`name,email,city`).
 */
const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'email', 'emailaddress', 'mail', 'dob', 'dateofbirth', 'birthdate', 'birthday', 'ssn', 'iban', 'zip',
  'zipcode', 'postcode', 'postalcode', 'plz', 'geburtsdatum', 'courriel', 'datedenaissance', 'codepostal', 'correo',
  'correoelectrónico', 'correoelectronico', 'fechadenacimiento', 'códigopostal', 'datadinascita', 'geboortedatum',
  '邮箱', '电子邮件', 'メール', 'メールアドレス', '이메일', 'почта',
  // every phone field (FIELDS)
  ...[...FIELDS].filter(([, type]) => type === 'PHONE').map(([key]) => key),
]);
/**
 * People named by their role: who wrote or handles a thing (`git log --author='Priyanka Raman'`,
 * `"assignee": "Wei Zhang"`), who a record or a meeting is about ("Patient: Olusegun Adeyemi",
 * "Organizer: Chidinma Okafor", "Mieter: Jörg Xyzzyk"), in the six languages. A person when the
 * value is a full name written as one: "author": "OpenAI" is a company, "Customer: Hi, I need
 * help" a line of dialogue. A form line may list several ("cc: Priyanka Raman; Olusegun Adeyemi").
 * Not "to" and "from" (itineraries write places there), nor roles that code and IT write too:
 * owner, client, tenant, parent, speaker (a talk); "employee" and "student", types and subjects
 * there too, count as the others do, for a full name written as one ("Student: Computer
 * Science" is none).
 */
const AUTHOR_KEYS: ReadonlySet<string> = new Set([
  // who wrote, handles or signs a thing
  'author', 'authorname', 'committer', 'assignee', 'reviewer', 'contactperson', 'contact', 'manager', 'supervisor', 'teacher', 'ansprechpartner',
  'autor', 'auteur', 'autore', 'reporter', 'requestedby', 'submittedby', 'requester', 'requestor', 'caller', 'callername',
  'raisedby', 'openedby', 'reportedby', 'loggedby', 'escalatedby',
  'preparedby', 'approvedby', 'reviewedby', 'signedby', 'createdby', 'assignedto', 'handledby', 'cc', 'bcc', 'verfasser',
  'absender', 'empfänger', 'antragsteller', 'expéditeur', 'destinataire', 'demandeur', 'remitente',
  'destinatario', 'solicitante', 'mittente', 'richiedente', 'afzender', 'ontvanger', 'aanvrager',
  // who a record is about
  'patient', 'customer', 'landlord', 'applicant', 'candidate', 'pupil', 'passenger', 'guest',
  'insured', 'policyholder', 'beneficiary', 'claimant', 'defendant', 'plaintiff', 'witness',
  'doctor', 'physician', 'nurse', 'guardian', 'employee', 'student', 'donor', 'emergencycontact', 'nextofkin',
  'notfallkontakt', 'beneficiaryname', 'accountname', 'accountholdername', 'nameonaccount', 'payee', 'guarantor',
  'referee', 'bürge', 'garant', 'fiador', 'garante',
  // one's own name on a form line ("My name: ...", "meu nome: ...")
  'myname', 'meinname', 'monnom', 'minombre', 'ilmionome', 'mijnnaam', 'meunome',
  'spouse', 'interviewer', 'interviewee', 'kunde', 'kundin', 'mandant', 'mieter', 'mieterin',
  'vermieter', 'vermieterin', 'bewerber', 'bewerberin', 'schüler', 'schülerin', 'mitarbeiter',
  'mitarbeiterin', 'arzt', 'ärztin', 'versicherter', 'locataire', 'propriétaire', 'candidat',
  'élève', 'salarié', 'salariée', 'médecin', 'assuré', 'assurée', 'paciente', 'cliente',
  'inquilino', 'arrendador', 'candidato', 'alumno', 'alumna', 'empleado', 'empleada', 'médico',
  'titular', 'asegurado', 'paziente', 'locatore', 'studente', 'dipendente', 'medico', 'intestatario', 'titulaire',
  'titulaireducompte', 'accountholder', 'kontoinhaber', 'rekeninghouder', 'titulardacuenta', 'titulardaconta',
  'assicurato', 'patiënt', 'klant', 'huurder', 'verhuurder', 'sollicitant', 'kandidaat', 'leerling',
  'werknemer', 'medewerker', 'arts', 'huisarts', 'verzekerde',
  // who travels or stays: a booking's travellers and guests, in the six languages too
  'traveller', 'traveler', 'travellers', 'travelers', 'passengers', 'guests', 'guestname', 'passengername', 'travellername',
  'travelername', 'leadpassenger', 'leadguest', 'leadtraveller', 'leadtraveler', 'maintraveller', 'maintraveler',
  'bookingname', 'reservationname', 'nameonbooking', 'nameonreservation', 'occupants', 'occupant',
  'reisender', 'reisende', 'passagier', 'passagiere', 'fluggast', 'fluggäste', 'gast', 'gäste',
  'voyageur', 'voyageurs', 'voyageuse', 'passager', 'passagers', 'passagère', 'invité', 'invités',
  'pasajero', 'pasajera', 'pasajeros', 'viajero', 'viajera', 'viajeros', 'huésped', 'huéspedes',
  'passeggero', 'passeggera', 'passeggeri', 'viaggiatore', 'viaggiatori', 'ospite', 'ospiti',
  'reiziger', 'reizigers', 'passagiers', 'gasten', 'passageiro', 'passageira', 'passageiros', 'viajante', 'viajantes', 'hóspede',
  // who takes part in a meeting
  'organizer', 'organiser', 'presenter', 'attendee', 'attendees', 'participant',
  'participants', 'teilnehmer', 'teilnehmende', 'participantes', 'partecipanti',
  'deelnemers', 'organisator', 'organisateur', 'organizador', 'organizzatore',
]);
/**
 * Roles a company may fill ("Customer: Deutsche Bahn", "Landlord: Vonovia SE"): a name found there
 * scores under a listed organisation's, so the organisation wins where the gazetteer knows it.
 */
const COMPANY_ROLE_KEYS: ReadonlySet<string> = new Set([
  'customer', 'landlord', 'kunde', 'mandant', 'vermieter', 'absender',
  'empfänger', 'propriétaire', 'expéditeur', 'destinataire', 'cliente', 'arrendador', 'titular', 'remitente',
  'destinatario', 'locatore', 'intestatario', 'mittente', 'klant', 'verhuurder', 'afzender', 'ontvanger',
]);
const COMPANY_ROLE_SCORE = 0.55;
/** Separators of the names a form line lists after a role ("cc: A; B", "Attendees: A, B and C", "CALLER: A / 0803... / LAGOS"). */
const LISTED_NAMES = /[;,]|\s(?:and|und|et|y|e|en|&|\/)\s/u;
/**
 * Columns named by a person's role, a name when written as one, in a table whose other columns
 * hold people's data ("| Student | Student ID |"): who a row is about, and the roles
 * `AUTHOR_KEYS` leaves out because code writes them as types (employee, student).
 */
const TABLE_PERSON_KEYS: ReadonlySet<string> = new Set([
  'student', 'employee', 'staff', 'member', 'teacher', 'alunno', 'schüler', 'élève', 'estudiante', 'leerling',
  'patient', 'customer', 'candidate', 'applicant', 'passenger', 'guest', 'mitarbeiter', 'dipendente', 'empleado',
]);
/** "name" alone: a person's name only among personal fields (`"name": "my-app"` names a package). */
const BARE_NAME_KEYS: ReadonlySet<string> = new Set(['name', 'naam', 'nome']);
/**
 * Parts of a name under keys that say so only beside each other (`{"first": "Kwame", "last":
 * "Mensah"}`); alone they are a list's ends or a sort order (`"first": "Alpha"`).
 */
const NAME_PART_KEYS: ReadonlySet<string> = new Set(['first', 'last', 'given', 'family', 'middle']);
/** A bare name's value: capitalised words of letters ("Maria Lopez", "Jean-Luc O'Neill"). */
const CAPITALISED_NAME = new RegExp(`^${WRITTEN_NAME}$`, 'u');
/** A quoted personal key before a separator (not code's "=="): the record around a bare "name" holds people's data. */
const PERSONAL_KEY_IN_TEXT = /["']?([\p{L}][\p{L}_ -]{1,24})["']?[ \t]*(?::|=(?!=))/gu;

/** Words of letters (with inner apostrophes, hyphens and dots), as names and places are written. */
const WORDS = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’.-]*){0,5}$/u;
/** Words that make a value a sentence, not a name ("Company: we are a small team"). */
const CLAUSE_WORDS = /(?:^|\s)(?:is|are|was|were|we|i|you|they|he|she|it|a|an|our|my|your|to|not|none|unknown|n\/a)(?=\s|$)/iu;
/** A date written year first, which no phone number is ("tel: 2024-01-05" is a mistake, not a number). */
const ISO_DATE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/;
/** Whether a value has the shape of its type. */
const SHAPES: Readonly<Record<string, (value: string) => boolean>> = {
  PERSON: (value) => WORDS.test(value) && !CLAUSE_WORDS.test(value),
  LOCATION: (value) => WORDS.test(value) && !CLAUSE_WORDS.test(value),
  ORGANIZATION: (value) => /\p{L}/u.test(value) && value.split(' ').length <= 6 && !CLAUSE_WORDS.test(value),
  // A street with its number, words apart; not a network's, a memory's or a wallet's address ("node-1:8080", "0x7ffd", "00:1a:2b").
  ADDRESS: (value) => /\d/.test(value) && /\p{L}/u.test(value) && /\s/.test(value) && !value.includes(':') && !/^0x/i.test(value),
  PASSPORT: (value) => /^[\p{L}\p{N}]{6,9}$/u.test(value) && (value.match(/\d/g)?.length ?? 0) >= 2,
  ID_NUMBER: (value) => /^[\p{L}\p{N}][\p{L}\p{N}-]{2,23}$/u.test(value) && (value.match(/\d/g)?.length ?? 0) >= 2,
  // Digits with a phone's separators, 6 to 15 of them ("08031234567", "+44 20 7946 0958", "(415) 796-1234").
  PHONE: (value) => /^\+?\(?\d[\d ()./-]{4,22}\d$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6 && (value.match(/\d/g)?.length ?? 0) <= 15 && !ISO_DATE.test(value),
  DATE_OF_BIRTH: (value) => /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2}))$/.test(value),
};

const keyOf = (label: string): string => label.toLowerCase().replace(/[\s_-]/g, '');

/** Creates the recognizer of values under a field name that says what they are. */
export function createLabelledFieldsRecognizer(): Recognizer {
  return {
    name: 'labelled-fields',
    entities: ['PERSON', 'LOCATION', 'ORGANIZATION', 'ADDRESS', 'ID_NUMBER', 'DATE_OF_BIRTH', 'PHONE', 'PASSPORT'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // The forms with a key need a colon or an equals sign: most texts have neither.
      if (text.includes(':') || text.includes('=')) {
        collectQuoted(text, spans);
        collectLines(text, spans);
      }
      if (text.includes('=') || text.includes('git config')) collectAssignments(text, spans);
      if (text.includes('</') || text.includes('<input')) collectMarkup(text, spans);
      if (text.includes('\n') && (text.includes(',') || text.includes('\t') || text.includes(';') || text.includes('|') || text.includes(ALIGNED))) collectTables(text, spans);
      if (text.includes('(') && INSERT_WORD.test(text)) collectSqlInserts(text, spans);
      if (text.includes('Key (')) collectConstraintKeys(text, spans);
      if (text.includes('[') && text.includes('"')) collectListedPeople(text, spans);
      return spans;
    },
  };
}

/** A tag of XML or HTML: closing or not, its name (a namespace's prefix kept), its attributes, self-closing or not. */
const TAG = /<(\/?)([\p{L}_][\p{L}\p{N}_.:-]{0,60})([^<>]{0,400}?)(\/?)>/gu;
/** An element's personal siblings: a record of a person's whose bare `<name>` is theirs. */
const PERSONAL_ELEMENT = /<(?:[\w-]+:)?(?:e-?mail(?:address)?|phone(?:number)?|telephone|mobile|dob|birth-?date|date-?of-?birth|first-?name|last-?name|surname|given-?name|family-?name)[\s>]/i;
/** An attribute's value: `name="fullname"`, `value='Zorvan Keltrigg'`. */
const ATTRIBUTE = (name: string): RegExp => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"<>]{1,100})"|'([^'<>]{1,100})')`, 'di');
const NAME_ATTRIBUTE = ATTRIBUTE('name');
const VALUE_ATTRIBUTE = ATTRIBUTE('value');
/** How deep the open elements are followed, and how many unclosed ones (HTML's `<br>`, `<p>`) a close tag looks past. */
const MAX_DEPTH = 512;
const MAX_UNCLOSED = 32;

/**
 * XML and HTML: an element whose name says what its text is (`<firstName>Zorvan</firstName>`,
 * `<city>Lyon</city>`), a bare `<name>` inside a person's element (`<customer>`) or beside a
 * person's fields, and a form's input by its name (`<input name="fullname" value="...">`). One
 * pass over the tags, with the open elements on a stack.
 */
function collectMarkup(text: string, spans: Span[]): void {
  const open: { name: string; at: number }[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
    const name = (m[2] ?? '').replace(/^[\w-]+:/, '');
    if (m[1] === '/') {
      // Its open element, looked for near the top only: a close tag no element matches costs no walk down a deep stack.
      for (let index = open.length - 1; index >= Math.max(0, open.length - MAX_UNCLOSED); index--) {
        if (open[index]?.name !== name) continue;
        open.length = index;
        break;
      }
      continue;
    }
    if (name.toLowerCase() === 'input') {
      collectInput(m[3] ?? '', m.index + 1 + (m[2] ?? '').length, spans);
      continue;
    }
    if (m[4] === '/') continue;
    const valueStart = m.index + m[0].length;
    const close = text.indexOf('<', valueStart);
    const closing = `</${m[2] ?? ''}>`;
    if (close > valueStart && close - valueStart <= 100 && text.startsWith(closing, close)) {
      const value = text.slice(valueStart, close);
      if (!value.includes('\n')) collectElement(text, knownKey(name), value, valueStart, open.at(-1), spans);
      TAG.lastIndex = close + closing.length;
      continue;
    }
    if (open.length < MAX_DEPTH) open.push({ name, at: m.index });
  }
}

/** One element's text under its key: by its type, its role, or a bare name in a person's record. */
function collectElement(text: string, key: string, value: string, start: number, parent: { name: string; at: number } | undefined, spans: Span[]): void {
  const type = FIELDS.get(key);
  if (type !== undefined) addValue(value, start, type, spans);
  else if (AUTHOR_KEYS.has(key)) addRoleName(value, start, spans, roleScore(key));
  else if (BARE_NAME_KEYS.has(key) && readsAsPersonName(asWrittenName(value.trim())) && namesNoSoftware(value)) {
    const record = parent === undefined ? '' : text.slice(parent.at, Math.min(text.length, start + RECORD_REACH));
    if (isPersonRecordKey(keyOf(parent?.name ?? '')) || PERSONAL_ELEMENT.test(record)) addBareName(value, start, spans);
  }
}

/** A form's input: its `name` attribute is the key, its `value` the value. */
function collectInput(attributes: string, offset: number, spans: Span[]): void {
  const name = NAME_ATTRIBUTE.exec(attributes);
  const value = VALUE_ATTRIBUTE.exec(attributes);
  const group = value?.[1] === undefined ? 2 : 1;
  const bounds = value?.indices?.[group];
  if (name === null || value === null || bounds === undefined) return;
  const key = knownKey(name[1] ?? name[2] ?? '');
  const written = value[group] ?? '';
  // A caption or a constant as the value ("First Name", "ACME_CORP"): no one's data.
  if (echoesField(key, written) || written.includes('_')) return;
  const type = FIELDS.get(key);
  if (type !== undefined) addValue(written, offset + bounds[0], type, spans);
  else if (AUTHOR_KEYS.has(key) || BARE_NAME_KEYS.has(key)) addRoleName(written, offset + bounds[0], spans, SCORE);
}

/** Adds a span for every quoted value after a key that names a type, when the value has its shape. */
function collectQuoted(text: string, spans: Span[]): void {
  // Read once, when some bare "name" needs it.
  let parents: Map<number, string> | undefined;
  for (let at = nextSeparator(text, 0); at !== -1; at = nextSeparator(text, at + 1)) {
    VALUE_AFTER.lastIndex = at + 1;
    const value = VALUE_AFTER.exec(text);
    const bounds = value?.indices?.[2];
    if (value === null || bounds === undefined) continue;
    const key = knownKey(KEY_BEFORE.exec(text.slice(Math.max(0, at - 40), at))?.[1] ?? '');
    const type = FIELDS.get(key);
    const quoted = text.slice(bounds[0], bounds[1]);
    if (type !== undefined) {
      addValue(quoted, bounds[0], type, spans);
    } else if (AUTHOR_KEYS.has(key)) {
      addRoleName(quoted, bounds[0], spans, roleScore(key));
    } else if (BARE_NAME_KEYS.has(key)) {
      const evidence = personalEvidence(recordAround(text, at, bounds[1]));
      if (evidence === 'personal') {
        addBareName(quoted, bounds[0], spans);
      } else if (readsAsPersonName(asWrittenName(quoted))) {
        // `{"name": "Obinna Eze", "nin": "12345678901"}`: a record with a person's number or birth date, for a name that reads as one;
        // `{"customer": {"id": 88213, "name": "Raghavendra Subramaniam"}}`: the record is a person's by the key it hangs from.
        const hangsFromPerson = (): boolean =>
          namesNoSoftware(quoted) &&
          // braces' parent, else YAML's by indentation (`users:\n  - name: "Zorvan Keltrigg"`)
          (isPersonRecordKey((parents ??= recordParents(text)).get(at) ?? '') || (readsAsPersonName(asWrittenName(quoted), 2) && isPersonRecordKey(yamlParentKey(text, text.lastIndexOf('\n', at) + 1))));
        if (evidence === 'number' || hangsFromPerson()) addBareName(quoted, bounds[0], spans);
      }
    } else if (NAME_PART_KEYS.has(key) && readsAsPersonName(quoted) && hasPersonalKey(recordAround(text, at, bounds[1]), (other) => other !== key && NAME_PART_KEYS.has(other))) {
      // Read as a name, not an everyday word: `{"first": "Monday", "last": "Friday"}` names days.
      addBareName(quoted, bounds[0], spans);
    }
  }
}


/**
 * "Name des Antragstellers", "Nom du client", "Naam van de klant": the role whose name the label
 * asks for (a German genitive's ending dropped: Kunden, Mieters, Patienten), when it is a role
 * this file knows.
 */
function roleOfNameLabel(label: string): string | undefined {
  if (!NAME_OF.test(label)) return undefined;
  const last = keyOf(label.trim().split(/[ \t]+/).at(-1) ?? '');
  for (const key of [last, last.replace(/(?:es|en|s|n)$/, '')]) if (AUTHOR_KEYS.has(key)) return key;
  return undefined;
}

/**
 * The field name a label ends with: the label itself, else its last two words or its last word
 * (`git log --author=`, `the user's first name:`), as a key the recognizer knows; '' if none.
 */
function knownKey(label: string): string {
  const words = label.split(/[ _-]+/).filter((word) => word !== '');
  const candidates = [label, words.slice(-2).join(''), words.slice(-1).join('')];
  const role = roleOfNameLabel(label);
  if (role !== undefined) candidates.push(role);
  for (const candidate of candidates) {
    const key = keyOf(candidate);
    if (FIELDS.has(key) || AUTHOR_KEYS.has(key) || BARE_NAME_KEYS.has(key) || NAME_PART_KEYS.has(key)) return key;
  }
  return '';
}

/**
 * Keys a record of one person hangs from, alone or as a list's items (`"customer": {...}`,
 * `"passengers": [{...}, {...}]`): its bare "name" is the person's, where the record has no other
 * personal field to say so. Not owner, tenant, account or organisation, which firms and teams are,
 * nor clients and drivers (OAuth clients, JDBC drivers).
 */
const PERSON_RECORD_KEYS: ReadonlySet<string> = new Set([
  'customer', 'customers', 'user', 'users', 'patient', 'patients', 'driver', 'employee', 'employees', 'staff', 'contact',
  'contacts', 'member', 'members', 'guest', 'guests', 'passenger', 'passengers', 'traveller', 'travellers', 'traveler',
  'travelers', 'student', 'students', 'person', 'persons', 'people', 'recipient', 'recipients', 'sender', 'applicant',
  'applicants', 'candidate', 'candidates', 'author', 'authors', 'assignee', 'assignees', 'reporter', 'requester',
  'reviewer', 'reviewers', 'attendee', 'attendees', 'participant', 'participants', 'contributor', 'contributors',
  'maintainer', 'maintainers', 'emergencycontact', 'spouse', 'guardian', 'beneficiary', 'cardholder', 'accountholder',
  'buyer', 'payer', 'shipping', 'billingdetails', 'committer', 'doctor', 'physician', 'nurse', 'teacher', 'pupil', 'profile', 'kunde',
  'kunden', 'benutzer', 'nutzer', 'mitarbeiter', 'utilisateur', 'utilisateurs', 'usuario', 'usuarios', 'paciente',
  'pacientes', 'cliente', 'clientes', 'empleado', 'empleados', 'utente', 'utenti', 'klant', 'klanten', 'gebruiker',
  'gebruikers',
]);
/** What a compound key may add to a person's key: "currentUser", "primary_contact", "userInfo", "customer_details", "user2". */
const PERSON_KEY_PREFIXES: readonly string[] = ['current', 'primary', 'main', 'new', 'old', 'selected', 'my', 'lead', 'billing', 'shipping', 'logged', 'loggedin', 'authenticated'];
const PERSON_KEY_SUFFIXES: readonly string[] = ['info', 'data', 'details', 'profile', 'record', 'object', 'obj', 'entry'];
/** Keys that only wrap what their parent holds (`{"users": {"data": [...]}}`, JSON:API's `attributes`): the parent's key counts. */
const WRAPPER_KEYS: ReadonlySet<string> = new Set([
  'data', 'items', 'results', 'records', 'rows', 'nodes', 'node', 'edges', 'attributes', 'list', 'entries', 'values',
  'docs', 'hits', 'source', 'payload', 'body', 'object', 'objects', 'content', 'result', 'value',
]);

/** Whether a key (as `keyOf` writes it) names a person's record: a listed key, numbered or compounded. */
function isPersonRecordKey(key: string): boolean {
  const bare = key.replace(/\d+$/, '');
  if (PERSON_RECORD_KEYS.has(bare)) return true;
  for (const prefix of PERSON_KEY_PREFIXES) if (bare.startsWith(prefix) && PERSON_RECORD_KEYS.has(bare.slice(prefix.length))) return true;
  for (const suffix of PERSON_KEY_SUFFIXES) if (bare.endsWith(suffix) && PERSON_RECORD_KEYS.has(bare.slice(0, -suffix.length))) return true;
  return false;
}

/** Characters of an unquoted key (`customer = {`, `{customer: {`). */
const KEY_CHARACTER = /[\p{L}\p{N}_]/u;

/** Whether the code unit at `i` may be part of an unquoted key: ASCII compared directly, the rest by KEY_CHARACTER. */
function isKeyCharacter(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
  return KEY_CHARACTER.test(text[i] as string);
}

/**
 * For each key separator (":" or "=") outside strings, the key its record hangs from (as `keyOf`
 * writes it): the key before the record's "{" (`"customer": {`, `customer = {`), or for a list's
 * item the list's key (`"passengers": [{...}, {...}]`), through wrappers (`"users": {"data": [...]}`).
 * One pass over the text, strings skipped, so a list of thousands of records costs no more than
 * reading it once, and a bracket inside a string value misleads nothing.
 */
function recordParents(text: string): Map<number, string> {
  const parents = new Map<number, string>();
  const open: { key: string; list: boolean }[] = [];
  let word = '';
  // The key a "{" or "[" right after it hangs from; anything else after the separator ends it.
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"' || (ch === "'" && !(i > 0 && isKeyCharacter(text, i - 1)))) {
      // A string, to its closing quote or the line's end (an apostrophe inside a word is none: "Here's").
      let j = i + 1;
      while (j < text.length && text[j] !== ch && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      word = text.slice(i + 1, j);
      key = '';
      i = j;
    } else if (ch === ':' || ch === '=') {
      const record = open.at(-1);
      parents.set(i, record !== undefined && !record.list ? record.key : '');
      key = word === '' ? '' : keyOf(word);
      word = '';
    } else if (ch === '{' || ch === '[') {
      const parent = open.at(-1);
      const inherited = parent === undefined ? '' : parent.key;
      // A word right before "{" names its block too: protobuf's text format and HCL (`customer {`), a class (`class Customer {`).
      if (key === '' && word !== '' && ch === '{') key = keyOf(word);
      const own = key === '' ? (parent?.list === true ? inherited : '') : WRAPPER_KEYS.has(key) ? inherited : key;
      open.push({ key: own, list: ch === '[' });
      key = '';
      word = '';
    } else if (ch === '}' || ch === ']' || ch === ',') {
      if (ch !== ',') open.pop();
      key = '';
      word = '';
    } else if (isKeyCharacter(text, i)) {
      let j = i + 1;
      while (j < text.length && isKeyCharacter(text, j)) j++;
      word = text.slice(i, j);
      key = '';
      i = j - 1;
    } else if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') {
      word = '';
      key = '';
    }
  }
  return parents;
}

/**
 * A list of people's names under a key that says so: `"members": ["Chidi Okeke", "Yusuf Bello"]`,
 * `attendees = ["..."]`. Each item a full name that reads as a person's and names no tool.
 */
const PEOPLE_LIST = /["']?(members|attendees|participants|invitees|assignees|reviewers|authors|contributors|maintainers|passengers|guests|travell?ers|people|customers|contacts|recipients|employees|students|patients|teilnehmer|participantes|partecipanti|deelnemers)["']?[ \t]*[:=][ \t]*\[/gi;
/** One string item of such a list and what follows it: the next item's comma or the list's end. */
const LIST_ITEM = /\s*"([^"\\\n]{1,100})"\s*(,|\])/y;

function collectListedPeople(text: string, spans: Span[]): void {
  PEOPLE_LIST.lastIndex = 0;
  for (let m = PEOPLE_LIST.exec(text); m !== null; m = PEOPLE_LIST.exec(text)) {
    LIST_ITEM.lastIndex = m.index + m[0].length;
    for (let item = LIST_ITEM.exec(text); item !== null; item = LIST_ITEM.exec(text)) {
      const value = item[1] ?? '';
      const start = item.index + item[0].indexOf('"') + 1;
      if (readsAsPersonName(asWrittenName(value), 2) && namesNoSoftware(value)) addBareName(value, start, spans);
      if (item[2] === ']') break;
    }
    PEOPLE_LIST.lastIndex = Math.max(PEOPLE_LIST.lastIndex, LIST_ITEM.lastIndex);
  }
}

/** How far a record without braces (YAML, keyword arguments) reaches around a key. */
const RECORD_REACH = 200;

/** The record a key sits in: its enclosing braces, as far as they reach, or the text around it. */
function recordAround(text: string, keyAt: number, valueEnd: number): string {
  // Braces are looked for within reach only: a search through the whole text for every key
  // made a long YAML file quadratic.
  const reach = RECORD_REACH * 4;
  const before = Math.max(0, keyAt - reach);
  const openAt = text.slice(before, keyAt).lastIndexOf('{');
  const closeAt = text.slice(valueEnd, valueEnd + reach).indexOf('}');
  const from = openAt === -1 ? Math.max(0, keyAt - RECORD_REACH) : before + openAt;
  const to = closeAt === -1 ? Math.min(text.length, valueEnd + RECORD_REACH) : valueEnd + closeAt;
  return text.slice(from, to);
}

/**
 * What the keys of a record say of it, read once: `personal` for a key of personal data or a
 * name's field (`"email":`, `"last_name":`) or one `alsoAccepted` accepts, `number` for only a
 * number kept of a person or a birth date (`nin`, `employee_id`, `dob`), which vouches for a name
 * that reads as one.
 */
function personalEvidence(record: string, alsoAccepted: (key: string) => boolean = () => false): 'personal' | 'number' | undefined {
  let evidence: 'number' | undefined;
  PERSONAL_KEY_IN_TEXT.lastIndex = 0;
  for (let m = PERSONAL_KEY_IN_TEXT.exec(record); m !== null; m = PERSONAL_KEY_IN_TEXT.exec(record)) {
    const key = keyOf(m[1] ?? '');
    if (PERSONAL_KEYS.has(key) || FIELDS.get(key) === 'PERSON' || alsoAccepted(key)) return 'personal';
    // A form line's next label after its value, which the match runs into ("Eze, Obinna  DOB:").
    const last = keyOf((m[1] ?? '').trim().split(/[ \t]+/).at(-1) ?? '');
    if (last !== key && PERSONAL_KEYS.has(last)) return 'personal';
    if (PERSONAL_TYPES.has(FIELDS.get(key) ?? '')) evidence = 'number';
  }
  return evidence;
}

/** Whether the text has a key of personal data (`"email":`, `phone =`), or one `alsoAccepted` accepts (another part of a name). */
function hasPersonalKey(text: string, alsoAccepted: (key: string) => boolean = () => false): boolean {
  return personalEvidence(text, alsoAccepted) === 'personal';
}

/** Words that name a team, a role or a thing, not a person ("Support Team", "Main Office"). */
const NOT_A_PERSON = /(?:^|\s)(?:billing|notifications?|success|alerts?|noreply|server|build|ci|runner|agent|robot|automation|team|group|department|dept|office|manager|support|sales|admin|administrator|project|service|services|system|bot|account|key|default|test|example|user|org|organization|company|inc|ltd|llc|gmbh|corp|corporation|plc|ag|sa|bv|nv|srl|spa|all|staff|everyone|employees|meeting|lecture|conference|webinar|session|event|room|hall|center|centre|hotel|airport|station|university|school|hospital|clinic|bank)(?=\s|$)/iu;

const roleScore = (key: string): number => (COMPANY_ROLE_KEYS.has(key) ? COMPANY_ROLE_SCORE : SCORE);

/** Adds a role's value when it is a full name that reads as a person's. */
function addRoleName(value: string, start: number, spans: Span[], score: number): void {
  const written = asWrittenName(value);
  if (written.trim().includes(' ') && readsAsPersonName(written)) addBareName(value, start, spans, score);
}

/**
 * A value in capitals read as a name is written ("TIGIST ASSEFA" as "Tigist Assefa"): forms and
 * bank records write the holder so. Same length, so offsets stay true.
 */
function asWrittenName(value: string): string {
  if (!/\p{Lu}{2}/u.test(value) || value !== value.toUpperCase()) return value;
  return titleCased(value);
}

/** The value with each word's first letter a capital and the rest small, if that keeps its length. */
function titleCased(value: string): string {
  const titled = value.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return titled.length === value.length ? titled : value;
}

/** Two to four words of small letters: a name typed without capitals ("chidinma okafor"). */
const LOWER_CASE_FULL_NAME = /^\p{Ll}[\p{Ll}'’-]*(?: \p{Ll}[\p{Ll}'’-]*){1,3}$/u;

/**
 * A name column's cell as it is read: in capitals or, under a header that names the column and
 * beside personal columns, in small letters ("chidinma okafor,c.okafor@gmail.com"), as a name;
 * a full name that reads as a person's only, so "n/a" and "not provided" stay words.
 */
function nameCell(value: string): string {
  const trimmed = value.trim();
  if (!LOWER_CASE_FULL_NAME.test(trimmed)) return value;
  const titled = titleCased(value);
  return readsAsPersonName(titled.trim(), 2) ? titled : value;
}

/** Adds a bare name field's value when it is written as a person's name. */
function addBareName(value: string, start: number, spans: Span[], score = SCORE): void {
  const written = asWrittenName(value);
  const trimmed = written.trim();
  if (!CAPITALISED_NAME.test(trimmed) || CLAUSE_WORDS.test(trimmed) || NOT_A_PERSON.test(trimmed)) return;
  const from = start + written.indexOf(trimmed);
  spans.push({ type: 'PERSON', start: from, end: from + trimmed.length, score, source: 'labelled-fields' });
}

/** Three words in lower case: a clause, as dialogue after a speaker's role writes it ("Interviewer: So Olusegun, tell me about you"). */
const CLAUSE = /(?:^|\s)\p{Ll}\S*\s+\p{Ll}\S*\s+\p{Ll}/u;

/** Adds each full name a role's form line lists: the items between commas, semicolons and "and". */
function addListedNames(value: string, start: number, spans: Span[], score: number): void {
  const items = value.split(LISTED_NAMES);
  if (items.some((item) => CLAUSE.test(item))) return;
  let from = 0;
  for (const item of items) {
    const at = value.indexOf(item, from);
    from = at + item.length;
    addRoleName(item, start + at, spans, score);
  }
}

/** The offset of the next ":" or "=" from `from`, or -1. */
function nextSeparator(text: string, from: number): number {
  const colon = text.indexOf(':', from);
  const equals = text.indexOf('=', from);
  return colon === -1 ? equals : equals === -1 ? colon : Math.min(colon, equals);
}

/**
 * A value that is code, not data: a type (`organization: string | null;`), an expression
 * (`organization: this.organization,`, `isSet(object.city) ? ...`), a statement's end. Code
 * writes types and calls in lower case: "Acme(UK) Ltd", "Unit 4(b)" and "Object Computing" are
 * data.
 */
const CODE_VALUE = /[{};=<>`|]|\b[a-z_$][\w$]*\(|^(?:string|number|boolean|bigint|null|undefined|any|unknown|object|never|void|true|false|none|str|int|float|bool|dict|list)\b|^(?:this|self|object|props|options)\./;

/** Adds a span for the value at `start` when it has the shape of `type`. */
function addValue(value: string, start: number, type: EntityType, spans: Span[]): void {
  const trimmed = value.trim();
  if (trimmed === '' || CODE_VALUE.test(trimmed) || SHAPES[type]?.(trimmed) !== true) return;
  const from = start + value.indexOf(trimmed);
  spans.push({ type, start: from, end: from + trimmed.length, score: SCORE, source: 'labelled-fields' });
}

/**
 * Where a form line's value ends before the line does: at two spaces or a tab, a " | ", an
 * address in angle brackets, a parenthesis ("Employee: Grace Hill (ID E-54097)"), or the next label ("Patient: Hiroko Nishimura  MRN: 7781234",
 * "From: Hiroko Nishimura <h@example.jp>", "Name: Hiroko Nishimura DOB: 03/03/1975").
 */
const VALUE_END = /\s{2,}|\t| \| | <| \(|\s\p{Lu}[\p{L}.]*(?: \p{Ll}+)?:\s/u;

/** Two spaces and a label with its colon: the next field of a form line, known or not ("Company: Acme  Owner: data-team"). */
const NEXT_LABEL = /[ \t]{2,}\p{L}[\p{L} _-]{0,30}:/u;
/** The same, read at a value's cut: the label, and what stands before the value. */
const FIELD_AFTER = /^[ \t]{2,}(\p{L}[\p{L} _-]{0,30}?)[ \t]*:[ \t]*/u;

/** The Subject line of a pasted e-mail's header, in the six languages (Outlook's and Gmail's labels). */
const SUBJECT_LINE = /^[ \t>]*(?:subject|betreff|objet|asunto|oggetto|onderwerp)[ \t]?:/imu;
/** The sender's and recipients' labels of such a header: people there, places in an itinerary. */
const MAIL_HEADER_KEYS: ReadonlySet<string> = new Set(['from', 'to', 'von', 'an', 'de', 'à', 'a', 'para', 'da', 'van', 'aan']);

/**
 * A further field on a form line, after ", ", "; ", a blank to fill in or two spaces: "Surname:
 * Okonkwo, First name: Chidi", "Last name: Okonkwo; First name: Chidi; DOB: 04/05/1990",
 * "Signed: ______ Name: Zorvan Keltrigg", "Patient: Hiroko Nishimura  MRN: 7781234". Its label
 * (one to four words) counts only when it is a field name this file knows (`isFieldLabel`); a
 * comma inside a value ("Patient: Olusegun Adeyemi, DOB 1990", "Attendees: A, B and C") is no
 * field's end.
 */
const NEXT_FIELD = /(?:[,;]|_{2,}|[ \t]{2,})[ \t]*(\p{L}[\p{L}_-]*(?: \p{L}[\p{L}_-]*){0,3})[ \t]*:[ \t]*/gu;
/** What may set a form line's further field apart: a comma, a semicolon, a blank to sign on ("Signed: ______ Name:"), two spaces. */
const FIELD_APART = /[,;]|__|[ \t]{2}/;

/** Whether a label names a field this file knows, extracted or not ("First name", "DOB", "Email"). */
function isFieldLabel(label: string): boolean {
  return knownKey(label) !== '' || PERSONAL_KEYS.has(keyOf(label)) || MAIL_HEADER_KEYS.has(keyOf(label));
}

/** A form line's fields: its first value, then each further field's label and value, with offsets into the line's value. */
function fieldsOf(label: string, written: string): { label: string; value: string; at: number }[] {
  const fields: { label: string; value: string; at: number }[] = [];
  let current = { label, at: 0 };
  NEXT_FIELD.lastIndex = 0;
  for (let m = NEXT_FIELD.exec(written); m !== null; m = NEXT_FIELD.exec(written)) {
    const next = m[1] ?? '';
    if (!isFieldLabel(next)) continue;
    fields.push({ label: current.label, value: written.slice(current.at, m.index), at: current.at });
    current = { label: next, at: m.index + m[0].length };
  }
  fields.push({ label: current.label, value: written.slice(current.at), at: current.at });
  return fields;
}

/**
 * Adds a span for every form line ("Surname: Kowalczyk") whose label names a type and whose value
 * has its shape, and for each further field of the line ("Nachname: Wróblewski, Vorname: Zdzisław").
 */
function collectLines(text: string, spans: Span[]): void {
  LINE.lastIndex = 0;
  const mailHeader = { known: undefined as boolean | undefined };
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    const written = m[2];
    const at = m.indices?.[2];
    if (written === undefined || at === undefined) continue;
    const label = m[1] ?? '';
    const fields = FIELD_APART.test(written) ? fieldsOf(label, written) : [{ label, value: written, at: 0 }];
    for (const field of fields) collectField(text, m.index, field.label, field.value, at[0] + field.at, spans, mailHeader);
  }
}

/**
 * An assignment alone on its line, as INI, .env, .properties and gitconfig files write them:
 * `CONTACT_NAME=Zorvan Keltrigg`, `first_name = Zorvan`, `\tname = Zorvan Keltrigg` under
 * `[user]`, `user.name=Zorvan Keltrigg`. The key may hold dots, digits and "_"; the value starts
 * with a capital or a digit (code assigns variables in small letters: `city = city`).
 */
const ASSIGNMENT_LINE = /^[ \t]*(?:(?:export|ENV|set)[ \t]+|-[ \t]+)?([\p{L}][\p{L}\p{N}_.-]{0,40}?)[ \t]*=[ \t]*([\p{Lu}\p{N}][^\n]{0,99}?)[ \t]*$/dgmu;
/** `git config user.name "Zorvan Keltrigg"`: the committer's name, quoted or not. */
const GIT_CONFIG_NAME = /\bgit[ \t]+(?:config\b[^\n]{0,200}?[ \t]|-c[ \t]+)(?:user|author|committer)\.name(?:[ \t]+|=)(?:"([^"\n]{1,100})"|'([^'\n]{1,100})'|(\p{Lu}[^\s]*(?:[ \t]\p{Lu}[^\s]*)*))/dgu;
/** A member's access in a value (`Config.city`, `Country.DE`, `Cities.PARIS`): code, not data. */
const MEMBER_ACCESS = /^[\p{L}_][\p{L}\p{N}_]*\.[\p{L}_]/u;
/** Keys of a message bundle's or a form's texts (`label.first_name=First name`): their values are captions, not data. */
const CAPTION_KEYS: ReadonlySet<string> = new Set(['label', 'labels', 'msg', 'message', 'messages', 'error', 'errors', 'placeholder', 'hint', 'title', 'prompt', 'tooltip', 'text', 'i18n', 'caption', 'heading']);

/** Whether a value repeats its own field's words, as a caption or a placeholder does ("First name", "City Name", "Select Country"). */
function echoesField(label: string, value: string): boolean {
  const field = keyOf(label.split(/[ _.-]+/).filter((word) => word !== '').at(-1) ?? '');
  return field !== '' && keyOf(value).includes(field);
}

/** Adds the spans of assignment lines, each read as a form line whose label is the key's last part. */
function collectAssignments(text: string, spans: Span[]): void {
  ASSIGNMENT_LINE.lastIndex = 0;
  const mailHeader = { known: false as boolean | undefined };
  for (let m = ASSIGNMENT_LINE.exec(text); m !== null; m = ASSIGNMENT_LINE.exec(text)) {
    const value = m[2] ?? '';
    const at = m.indices?.[2];
    if (at === undefined || MEMBER_ACCESS.test(value) || echoesField(m[1] ?? '', value)) continue;
    // "user.name", "GIT_COMMITTER_NAME", "CONTACT_NAME": the last words the recognizer knows are the field, the word before them its record.
    const parts = (m[1] ?? '').split('.');
    if (parts.some((part) => CAPTION_KEYS.has(keyOf(part)))) continue;
    const words = (parts.at(-1) ?? '').split('_').filter((word) => word !== '');
    const count = [words.length, 2, 1].find((n) => n <= words.length && knownKey(words.slice(-n).join(' ')) === keyOf(words.slice(-n).join(''))) ?? words.length;
    const before = words.length > count ? words[words.length - count - 1] : parts.at(-2);
    // A configuration's name field holds a sender's or a service's name as often ("SMTP_FROM_NAME=Acme Billing"): a person's only when it reads as one.
    if (FIELDS.get(knownKey(words.slice(-count).join(' '))) === 'PERSON' && (!readsAsPersonName(asWrittenName(value.trim())) || NOT_A_PERSON.test(value))) continue;
    collectField(text, m.index, words.slice(-count).join(' '), value, at[0], spans, mailHeader, keyOf(before ?? ''));
  }
  GIT_CONFIG_NAME.lastIndex = 0;
  for (let m = GIT_CONFIG_NAME.exec(text); m !== null; m = GIT_CONFIG_NAME.exec(text)) {
    const group = [1, 2, 3].find((n) => m[n] !== undefined) ?? 0;
    const bounds = m.indices?.[group];
    if (bounds !== undefined && readsAsPersonName(asWrittenName(m[group] ?? ''))) addBareName(m[group] ?? '', bounds[0], spans);
  }
}

/** Adds the span of one field of a form line: `label` and its `written` value at offset `start`; `parent`, a dotted key's record. */
function collectField(
  text: string,
  lineStart: number,
  label: string,
  written: string,
  start: number,
  spans: Span[],
  mailHeader: { known: boolean | undefined },
  parent = '',
): void {
  const key = roleOfNameLabel(label) ?? keyOf(label);
  const type = FIELDS.get(key);
  // Names end where the next field starts; an address keeps its spacing ("Müllerstraße  23").
  const end = type === undefined || type === 'PERSON' ? VALUE_END.exec(written)?.index : NEXT_LABEL.exec(written)?.index;
  const value = end === undefined ? written : written.slice(0, end);
  // "Company: Acme GmbH  Contact: Zorvan Keltrigg": what follows two spaces and a label is that label's field.
  const next = end === undefined ? null : FIELD_AFTER.exec(written.slice(end));
  if (next !== null && end !== undefined) {
    collectField(text, lineStart, next[1] ?? '', written.slice(end + next[0].length), start + end + next[0].length, spans, mailHeader);
  }
  if (type !== undefined) addValue(value, start, type, spans);
  // "Author: Priyanka Raman", "Patient: Olusegun Adeyemi, DOB ..." (full names; "Author: OpenAI" is not).
  else if (AUTHOR_KEYS.has(key)) addListedNames(value, start, spans, roleScore(key));
  // "Pt: Raghavendra Subramaniam, 62F": a clinical note's patient, on a form line only ("pt" is Portuguese in a translation file).
  else if (key === CLINICAL_PATIENT) addListedNames(value, start, spans, SCORE);
  // "Name: Tsegaye Gebremedhin" beside "Email:" or "Phone:", or a full name with a listed name in it.
  else if (BARE_NAME_KEYS.has(key)) addNameLine(text, lineStart, label.trimStart(), value, start, spans, parent);
  // "From: Hiroko Nishimura" / "To: Siddharth Raghunathan" above a "Subject:" line.
  else if (MAIL_HEADER_KEYS.has(key) && (mailHeader.known ??= SUBJECT_LINE.test(text))) addListedNames(value, start, spans, SCORE);
}

/** The label of a clinical note's patient ("Pt: ..."), as `keyOf` writes it. */
const CLINICAL_PATIENT = 'pt';
/** A surname, a comma, then given names: "Eze, Obinna", "OKAFOR, Chidinma Ada". */
const INVERTED_NAME = new RegExp(`^\\p{Lu}[\\p{L}'’-]+, ${WRITTEN_NAME}$`, 'u');

/**
 * A form's "Name:" line: a person's name among personal fields (`Email:`, `Phone:` around it),
 * or alone, with the label capitalised as forms write it, when it reads as a full name
 * (full-name.ts): YAML's `name:` names jobs and products (`name: Build and Test`, `name: Kube
 * Prometheus`).
 */
function addNameLine(text: string, lineStart: number, label: string, value: string, start: number, spans: Span[], parent = ''): void {
  const trimmed = value.trim();
  // "Name: Eze, Obinna  DOB: 03/04/1971": a record's surname first, beside personal fields.
  if (INVERTED_NAME.test(trimmed) && readsAsPersonName(trimmed.replace(',', '')) && hasPersonalKey(recordAround(text, lineStart, start + value.length))) {
    const from = start + value.indexOf(trimmed);
    spans.push({ type: 'PERSON', start: from, end: from + trimmed.length, score: SCORE, source: 'labelled-fields' });
    return;
  }
  // `PRODUCT_NAME=...`, `app.name=...`: a thing's name, whoever it is named after.
  if (!CAPITALISED_NAME.test(trimmed) || THING_KEYS.has(parent)) return;
  if (
    hasPersonalKey(recordAround(text, lineStart, start + value.length)) ||
    (/^\p{Lu}/u.test(label) && readsAsFullName(trimmed)) ||
    // `customer:\n  id: 42\n  name: Zorvan Keltrigg`: YAML's record of a person, by the key it hangs from; an INI section's
    // (`[user]` above `name = Zorvan Keltrigg`, as gitconfig writes it); a dotted key's (`user.name=Zorvan Keltrigg`).
    // Two words at least: a record's one-word name is a team's, a bot's or a vendor's as often ("Backend", "Deployer", "Bitnami").
    (readsAsPersonName(asWrittenName(trimmed), 2) &&
      !NOT_A_PERSON.test(trimmed) &&
      namesNoSoftware(trimmed) &&
      (isPersonRecordKey(parent) || isPersonRecordKey(yamlParentKey(text, lineStart)) || isPersonRecordKey(iniSectionKey(text, lineStart))))
  ) {
    addBareName(value, start, spans);
  }
}

/** Records of things, whose "name" is no person's: a dotted or compound key's first part (`app.name`, `PRODUCT_NAME`). */
const THING_KEYS: ReadonlySet<string> = new Set([
  'product', 'app', 'application', 'project', 'package', 'service', 'db', 'database', 'cluster', 'bucket', 'host', 'server',
  'team', 'org', 'company', 'repo', 'branch', 'job', 'queue', 'topic', 'table', 'schema', 'model', 'site', 'brand', 'plan',
  'tier', 'image', 'container', 'stack', 'env', 'region', 'zone', 'bot', 'device', 'file', 'group', 'role',
]);
/** The lines above the one starting at `lineStart`, nearest first, within `reach` characters and YAML_LINES lines. */
function* linesAbove(text: string, lineStart: number, reach: number): Generator<string> {
  const limit = Math.max(0, lineStart - reach);
  for (let end = lineStart - 1, lines = 0; end > limit && lines < YAML_LINES; lines++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    yield text.slice(start, end);
    end = start - 1;
  }
}

/** An INI section's header: `[user]`, `[customer "eu"]`. */
const INI_SECTION = /^\[([\p{L}][\p{L}\p{N}_ -]{0,30}?)(?:[ \t]+"[^"\n]*")?\]$/u;
/** An INI file's line within a section: an assignment or a comment. */
const INI_LINE = /^(?:[;#].*|[\p{L}][\p{L}\p{N}_. -]{0,40}=.*)$/u;

/** The section an INI line sits in, as `keyOf` writes it: the header above it over assignment and comment lines only; '' otherwise. */
function iniSectionKey(text: string, lineStart: number): string {
  for (const above of linesAbove(text, lineStart, lineStart)) {
    const line = above.trim();
    if (line === '') continue;
    const section = INI_SECTION.exec(line);
    if (section !== null) return keyOf(section[1] ?? '');
    if (!INI_LINE.test(line)) return '';
  }
  return '';
}

/** A YAML key alone on its line, its value the block below (`customer:`, `- patient:`, `"users":  # comment`). */
const YAML_BLOCK_KEY = /^(?:- +)?["']?([\p{L}][\p{L}\p{N}_ -]{0,30}?)["']?[ \t]*:[ \t]*(?:#.*)?$/u;
/** How far up a YAML line's parent is looked for, in characters and in lines (an INI line's section: in lines), as a long file's every "name:" looks up. */
const YAML_REACH = 4_000;
const YAML_LINES = 100;

/**
 * The key a YAML line's mapping hangs from, as `keyOf` writes it: the nearest line above that
 * is indented less, or as much when the mapping is a list's item (`customers:\n- name: X`), if
 * it is a key alone (through wrappers: `users:\n  data:\n    - name: X`); '' otherwise.
 */
function yamlParentKey(text: string, lineStart: number): string {
  const indentOf = (line: string): number => line.length - line.trimStart().length;
  const lineEnd = text.indexOf('\n', lineStart);
  const own = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  let target = indentOf(own);
  let item = own.trimStart().startsWith('- ');
  // A key at the left edge hangs from nothing.
  if (target === 0 && !item) return '';
  for (const line of linesAbove(text, lineStart, YAML_REACH)) {
    const content = line.trim();
    if (content === '' || content.startsWith('#')) continue;
    const indent = indentOf(line);
    const dash = content.startsWith('- ');
    // The first line of this line's list item (`  - id: 1` above `    name: X`): the item's dash is where the mapping starts.
    if (dash && !item && indent < target && indent + 2 + indentOf(content.slice(2)) === target) {
      target = indent;
      item = true;
      continue;
    }
    if (indent > target || (indent === target && (dash || !item))) continue;
    const key = keyOf(YAML_BLOCK_KEY.exec(content)?.[1] ?? '');
    if (!WRAPPER_KEYS.has(key)) return key;
    target = indent;
    item = dash;
  }
  return '';
}

/** The longest header line and field name looked at. */
const MAX_HEADER = 400;
const MAX_KEY = 32;
/**
 * Cell separators of a table pasted as text, most specific first (`|`: a Markdown table or
 * psql's and MySQL's output), and last two spaces or more: a table aligned with spaces (pandas,
 * `psql` unaligned by hand, `column -t`).
 */
const ALIGNED = '  ';
const SEPARATORS = ['|', '\t', ';', ',', ALIGNED];
/** The characters of a table's rule line: psql's `----+----`, MySQL's `+----+----+`, Markdown's `|---|:--:|`, an underline of `=`. */
const RULE_CHARACTERS = /^[-=+|: \t]*$/;

/**
 * Whether a line is a table's rule: its characters, three dashes or equals signs in a row, and
 * (below the line right under the header) psql's or MySQL's joints, so that a Markdown break
 * (`---`) or an underline after the table ends it. Read without backtracking: a 40 KB line of
 * dashes cost seconds in a regex with two overlapping runs.
 */
function isRuleLine(line: string, underHeader: boolean): boolean {
  if (!(line.includes('---') || line.includes('===')) || !RULE_CHARACTERS.test(line)) return false;
  return underHeader || line.includes('+') || line.includes('|');
}
/** A row number before a table's cells: pandas prints its index in a column with no header. */
const ROW_INDEX = /^\d+$/;
/**
 * What a table column holds: a type to extract, `name` (a person's name when written as one), or
 * a role's holder (`role`, `companyRole`: a full name that reads as a person's, as under a role's key).
 */
type Column = EntityType | 'name' | 'role' | 'companyRole' | undefined;

/**
 * CSV and TSV: a header line with two or more field names this file knows, and the lines under
 * it with as many cells ("first_name,last_name,city" above "Jörg,Xyzzyk,Denver"). Quoted cells
 * are unquoted; a line with another number of cells ends the table.
 */
function collectTables(text: string, spans: Span[]): void {
  const lines = text.split('\n');
  let offset = 0;
  let columns: Column[] | undefined;
  let separator = ',';
  let headerAt = -1;
  for (const [index, raw] of lines.entries()) {
    const start = offset;
    offset += raw.length + 1;
    // CRLF text: the carriage return is no part of the last cell.
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (columns !== undefined) {
      // A rule under the header, or psql's and MySQL's between rows, is part of the table.
      if (isRuleLine(line, index === headerAt + 1)) continue;
      let cells = cellsOf(line, separator, start);
      if (separator === ALIGNED && cells.length === columns.length + 1 && ROW_INDEX.test(cells[0]?.text ?? '')) cells = cells.slice(1);
      if (cells.length !== columns.length) {
        columns = undefined;
      } else {
        addRow(columns, cells, spans);
        continue;
      }
    }
    // A header is a short line of short cells: prose lines are not split up.
    if (line.length > MAX_HEADER) continue;
    for (const candidate of SEPARATORS) {
      if (!line.includes(candidate) || (candidate === ALIGNED && !line.trim().includes(ALIGNED))) continue;
      const header = headerOf(cellsOf(line, candidate, start).map((cell) => (cell.text.length <= MAX_KEY ? keyOf(cell.text) : '')));
      if (header !== undefined) {
        columns = header;
        separator = candidate;
        headerAt = index;
        break;
      }
    }
  }
}

/**
 * The columns of a header line, when two or more of its field names are known and one of them
 * names something to extract: "name" counts as a person's name only beside another personal field;
 * a role's column counts as known.
 */
/**
 * Field names that name another thing as often, which one known column alone does not make a
 * header of: French "nom" and Spanish "nombre" (a product's or a role's name too), "address" (a
 * network's, a wallet's), "firma" (a signature in Spanish and Italian), phones' words that are
 * devices' ("portable", "handy", "cell").
 */
const AMBIGUOUS_ALONE: ReadonlySet<string> = new Set(['nom', 'nombre', 'nome', 'address', 'adresse', 'adres', 'firma', 'passport', 'portable', 'handy', 'cell']);

function headerOf(keys: readonly string[], minimumKnown = 2, personTable = false): Column[] | undefined {
  const personal = keys.some((key) => PERSONAL_KEYS.has(key) || PERSONAL_TYPES.has(FIELDS.get(key) ?? ''));
  // A role's column ("Assignee", "Reporter" of an issue tracker's export) holds people whatever the other columns.
  const roleOf = (key: string): Column => (AUTHOR_KEYS.has(key) ? (COMPANY_ROLE_KEYS.has(key) ? 'companyRole' : 'role') : undefined);
  // A table named for people (`INSERT INTO users (id, name)`) says what its bare "name" is.
  const columns = keys.map(
    (key): Column =>
      FIELDS.get(key) ?? ((personal || personTable) && (BARE_NAME_KEYS.has(key) || key === 'displayname' || TABLE_PERSON_KEYS.has(key)) ? 'name' : roleOf(key)),
  );
  const knownKeys = keys.filter((key, k) => columns[k] !== undefined || PERSONAL_KEYS.has(key));
  if (knownKeys.length === 1 && !personTable && AMBIGUOUS_ALONE.has(knownKeys[0] ?? '')) return undefined;
  return knownKeys.length >= minimumKnown && columns.some((column) => column !== undefined) ? columns : undefined;
}

const INSERT_WORD = /insert/i;
/**
 * An SQL INSERT's table and, when it has one, its column list, up to VALUES: `INSERT INTO users
 * (id, first_name, email) VALUES`, `INSERT INTO customers VALUES`.
 */
const INSERT = /\binsert\s+into\s+[`"[]?([\w.]{1,64})[`"\]]?\s*(?:\(([^()]{1,400})\)\s*)?values\s*/giy;
const INSERT_START = /\binsert\s+into\b/gi;
/** Rows read per INSERT at most: a dump's statement may hold thousands. */
const MAX_ROWS = 10_000;

/** A column list's names as `keyOf` writes them, quotes and brackets dropped. */
const columnKeys = (list: string): string[] => list.split(',').map((name) => keyOf(name.trim().replace(/^[`"[]|[`"\]]$/g, '')));

/** What tables and exports print for a missing value: pandas' NaN and None, SQL's NULL, "N/A". */
const MISSING_VALUE = /^(?:NaN|NaT|None|null|NULL|<NA>|N\/A|n\/a|-)$/;

/** Adds the span of each value of a row under its column: names written as one, other types in their shape. */
function addRow(columns: readonly Column[], values: readonly { text: string; start: number }[], spans: Span[]): void {
  values.forEach((value, k) => {
    const column = columns[k];
    if (MISSING_VALUE.test(value.text)) return;
    // A name column's cell reads as a person's name, each word a listed name or no everyday word ("Billing Desk", "Build Agent" are none).
    if (column === 'name') {
      const cell = nameCell(value.text);
      if (readsAsPersonName(asWrittenName(cell.trim())) && namesNoSoftware(cell)) addBareName(cell, value.start, spans);
    }
    else if (column === 'role' || column === 'companyRole') addRoleName(value.text, value.start, spans, column === 'role' ? SCORE : COMPANY_ROLE_SCORE);
    else if (column !== undefined && value.text !== '' && SHAPES[column]?.(value.text) === true) {
      spans.push({ type: column, start: value.start, end: value.start + value.text.length, score: SCORE, source: 'labelled-fields' });
    }
  });
}

/**
 * SQL INSERT statements: the column list is a header ("first_name", "birth_date", "member_no"),
 * one known column enough (a statement's list names columns, not prose), and each parenthesised
 * row of VALUES a line of it, quoted strings unquoted ('' is a quote). Without a column list, a
 * table named for people (`INSERT INTO customers VALUES (...)`) holds a person's full name in the
 * string that reads as one.
 */
function collectSqlInserts(text: string, spans: Span[]): void {
  INSERT_START.lastIndex = 0;
  for (let start = INSERT_START.exec(text); start !== null; start = INSERT_START.exec(text)) {
    INSERT.lastIndex = start.index;
    const statement = INSERT.exec(text);
    if (statement === null) continue;
    const list = statement[2];
    const personTable = isPersonRecordKey(keyOf((statement[1] ?? '').split('.').at(-1) ?? ''));
    const columns = list === undefined ? undefined : headerOf(columnKeys(list), 1, personTable);
    const people = list === undefined && personTable;
    let at = INSERT.lastIndex;
    for (let rows = 0; (columns !== undefined || people) && rows < MAX_ROWS; rows++) {
      const row = sqlRow(text, at);
      if (row === undefined) break;
      if (columns !== undefined && row.values.length === columns.length) addRow(columns, row.values, spans);
      else if (people) for (const value of row.quoted) addUnnamedColumnName(value.text, value.start, spans);
      at = row.end;
      while (at < text.length && /\s/.test(text[at] ?? '')) at++;
      if (text[at] !== ',') break;
      at++;
    }
    INSERT_START.lastIndex = Math.max(INSERT_START.lastIndex, at);
  }
}

/** Adds a string of a row whose columns are not named when it reads as a person's full name and names no tool. */
function addUnnamedColumnName(value: string, start: number, spans: Span[]): void {
  if (readsAsPersonName(asWrittenName(value), 2) && namesNoSoftware(value)) addBareName(value, start, spans);
}

/**
 * PostgreSQL's report of a key constraint: `Key (first_name, last_name)=(Zorvan, Keltrigg) already
 * exists.`, `Key (email)=(a@b.io) is not present in table "users"`. The columns are a header, the
 * values (unquoted, ", " apart) its row.
 */
const CONSTRAINT_KEY = /\bKey \(([^()\n]{1,200})\)=\(([^()\n]{1,400})\)/g;

function collectConstraintKeys(text: string, spans: Span[]): void {
  CONSTRAINT_KEY.lastIndex = 0;
  for (let m = CONSTRAINT_KEY.exec(text); m !== null; m = CONSTRAINT_KEY.exec(text)) {
    const columns = headerOf(columnKeys(m[1] ?? ''), 1);
    if (columns === undefined) continue;
    const written = m[2] ?? '';
    let from = m.index + m[0].length - written.length - 1;
    // One column: its value whole, commas and all ("Key (full_name)=(Keltrigg, Zorvan)").
    const values = (columns.length === 1 ? [written] : written.split(', ')).map((value) => {
      const cell = { text: value.trim(), start: from + value.indexOf(value.trim()) };
      from += value.length + 2;
      return cell;
    });
    if (values.length === columns.length) addRow(columns, values, spans);
  }
}

/** One parenthesised row of values from `from` (blanks first): each value's text and offset, and where the row ends. */
function sqlRow(text: string, from: number): { values: { text: string; start: number }[]; quoted: { text: string; start: number }[]; end: number } | undefined {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? '')) at++;
  if (text[at] !== '(') return undefined;
  at++;
  const values: { text: string; start: number }[] = [];
  const quoted: { text: string; start: number }[] = [];
  for (;;) {
    while (at < text.length && (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')) at++;
    if (at >= text.length) return undefined;
    if (text[at] === "'") {
      // A quoted string: its text is the value ('' inside stays as written; offsets stay true).
      let end = at + 1;
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'")) end += text[end] === "'" ? 2 : 1;
      if (end >= text.length) return undefined;
      values.push({ text: text.slice(at + 1, end), start: at + 1 });
      quoted.push(values[values.length - 1] as { text: string; start: number });
      at = end + 1;
    } else {
      let end = at;
      while (end < text.length && text[end] !== ',' && text[end] !== ')' && text[end] !== '\n') end++;
      values.push({ text: text.slice(at, end).trim(), start: at });
      at = end;
    }
    while (at < text.length && (text[at] === ' ' || text[at] === '\t')) at++;
    if (text[at] === ',') {
      at++;
      continue;
    }
    if (text[at] === ')') return { values, quoted, end: at + 1 };
    return undefined;
  }
}

/** The cells of a line, trimmed and unquoted, with the offset of each cell's text. */
function cellsOf(line: string, separator: string, lineStart: number): { text: string; start: number }[] {
  if (separator === ALIGNED) return alignedCellsOf(line, lineStart);
  const cells: { text: string; start: number }[] = [];
  let from = 0;
  for (const raw of line.split(separator)) {
    let text = raw.trim();
    let start = lineStart + from + raw.indexOf(text);
    if (text.length >= 2 && (text.startsWith('"') || text.startsWith("'")) && text.endsWith(text[0] ?? '')) {
      text = text.slice(1, -1).trim();
      start = lineStart + from + raw.indexOf(text);
    }
    cells.push({ text, start });
    from += raw.length + separator.length;
  }
  return cells;
}

/** Words one space apart: a cell of a table aligned with spaces. */
const ALIGNED_CELL = /\S+(?: \S+)*/g;

/** The cells of a line of a table aligned with spaces: what two spaces or more set apart. */
function alignedCellsOf(line: string, lineStart: number): { text: string; start: number }[] {
  ALIGNED_CELL.lastIndex = 0;
  return [...line.matchAll(ALIGNED_CELL)].map((m) => ({ text: m[0], start: lineStart + m.index }));
}
