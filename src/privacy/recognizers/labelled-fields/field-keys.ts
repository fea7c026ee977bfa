/**
 * The field names the labelled-fields readers know, in the six languages, and what each says of
 * its value: a type to extract, a role whose holder is a person, a bare "name", a record of a
 * person's.
 */
import { readsAsPersonName } from '../../gazetteer/english-words.js';
import { NAME_OF } from '../../gazetteer/name-rules.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { EntityType } from '../../types.js';

export const SCORE = 0.9;
/** Field names, without case, spaces, "_" and "-", and the type of their value. */
export const FIELDS: ReadonlyMap<string, EntityType> = new Map([
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
  // An account's name under its key or column ("id,full_name,email,username", `"username": "mltsai"`).
  // Not "login" nor "handle" alone, which name a time, a result or a verb as often ("Login: successful").
  ...['username', 'loginname', 'userhandle', 'screenname', 'benutzername', 'gebruikersnaam', 'nomeutente', 'nombredeusuario', 'nombreusuario', 'nomdutilisateur'].map(
    (key) => [key, 'USERNAME'] as const,
  ),
]);
/** Field types whose column or key says the record is a person's (a bare "name" beside them is one). */
export const PERSONAL_TYPES: ReadonlySet<string> = new Set(['PERSON', 'ID_NUMBER', 'DATE_OF_BIRTH']);

/**
 * Field names of personal data that other recognizers find by its shape (e-mail, phone, date of
 * birth, IBAN, postcode): they extract nothing here, but a table header or record with one of them
 * holds people's data, which makes a bare "name" field a person's name (`name,email,city`).
 */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
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
/** A photographer, in the six languages: who took the pictures of a wedding or an event. */
const PHOTOGRAPHERS = ['photographer', 'fotograf', 'fotografin', 'photographe', 'fotógrafo', 'fotógrafa', 'fotografo', 'fotografa'];
/** A team's coach, in the six languages (a roster's "Coach: ...", "Entraîneur : ..."). */
const COACHES = ['coach', 'trainer', 'trainerin', 'entraîneur', 'entraineur', 'entrenador', 'entrenadora', 'allenatore', 'allenatrice'];

export const AUTHOR_KEYS: ReadonlySet<string> = new Set([
  // who wrote, handles or signs a thing
  'author', 'authorname', 'committer', 'user', 'assignee', 'reviewer', 'contactperson', 'contact', 'manager', 'supervisor', 'teacher', 'ansprechpartner',
  'autor', 'auteur', 'autore', 'reporter', 'requestedby', 'submittedby', 'requester', 'requestor', 'caller', 'callername',
  'raisedby', 'openedby', 'reportedby', 'loggedby', 'escalatedby', 'signedoffby', 'coauthoredby', ...PHOTOGRAPHERS, 'photocredit',
  'preparedby', 'approvedby', 'reviewedby', 'signedby', 'createdby', 'assignedto', 'handledby', 'approver', 'cc', 'bcc', 'verfasser',
  'absender', 'empfänger', 'antragsteller', 'expéditeur', 'destinataire', 'demandeur', 'remitente',
  'destinatario', 'solicitante', 'mittente', 'richiedente', 'afzender', 'ontvanger', 'aanvrager',
  // who a record is about
  'patient', 'customer', 'landlord', 'applicant', 'candidate', 'pupil', 'passenger', 'guest',
  'insured', 'policyholder', 'beneficiary', 'claimant', 'defendant', 'plaintiff', 'witness',
  'doctor', 'physician', 'nurse', 'guardian', 'employee', 'student', 'donor', 'emergencycontact', 'nextofkin',
  'notfallkontakt', 'beneficiaryname', 'accountname', 'accountholdername', 'nameonaccount', 'payee', 'guarantor',
  'referee', 'bürge', 'garant', 'fiador', 'garante',
  // who trains a team (a roster's "Coach: ...", "Entraîneur : ...")
  'headcoach', 'assistantcoach', 'cotrainer', ...COACHES,
  // who a message, a payment or a meeting is from, for or with (tool calls' arguments: `{"recipient": "..."}`)
  'recipient', 'recipientname', 'sender', 'sendername', 'person', 'personname', 'attendee', 'participant', 'speaker',
  'organizer', 'organiser', 'buyer', 'payer', 'cardholder', 'cardholdername', 'maintainer', 'contributor',
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
  'invitados', 'asistentes', 'presenti', 'invitati', 'aanwezig', 'aanwezigen', 'genodigden', 'anwesend', 'anwesende', 'présents',
  'absent', 'absents', 'excusé', 'excusés', 'excusée', 'ausente', 'ausentes', 'assente', 'assenti', 'assentegiustificata',
  'assentegiustificato', 'assentigiustificati', 'afwezig', 'afwezigen', 'abwesend', 'entschuldigt',
  'panel', 'interviewers', 'watchers', 'watcher',
  // a ticket's and a plan's people in the other five languages, and an owner of a follow-up or a rota
  'asignadoa', 'asignado', 'asignada', 'abiertapor', 'abiertopor', 'reportadopor', 'creadopor', 'aprobadopor', 'revisadopor', 'solicitadopor',
  'assegnatoa', 'assegnataa', 'segnalatoda', 'creatoda', 'approvatoda', 'richiestoda', 'referente',
  'toegewezenaan', 'melder', 'aangemaaktdoor', 'goedgekeurddoor', 'gemelddoor', 'behandelaar', 'contactpersoon',
  'zugewiesenan', 'bearbeiter', 'bearbeiterin', 'erstelltvon', 'genehmigtvon', 'gemeldetvon',
  'assignéà', 'assigneà', 'assignéa', 'rapporteur', 'créépar', 'approuvépar', 'signalépar',
  'followupowner', 'dri', 'oncall',
  // the last parts of German and Dutch compounds of a role (`roleOfCompound`)
  'leiter', 'leiterin', 'betreuer', 'betreuerin', 'berater', 'beraterin', 'beauftragter', 'beauftragte', 'vorsitzender', 'vorsitzende',
  'sprecher', 'sprecherin', 'leider', 'begeleider', 'begeleidster', 'coördinator', 'coordinator', 'adviseur', 'voorzitter', 'beheerder',
  // a CRM note's follow-up, in four languages: "Follow-up: Velandra.", "Relance : Maxence, lundi.", "Seguimiento: Inés."
  'followup', 'relance', 'seguimiento', 'opvolging',
  // who hires, coaches or sits on a board, and who inspects, repairs or assesses a claim: "Recruiter: Sinéad",
  // "Expert: Cor Brinkhuyzen", "Sachbearbeiterin: Yasemin", "Present: A. Marchetti (Chair), T. Ogunleye"
  'recruiter', 'hiringmanager', 'hrbp', 'mentor', 'buddy', 'sponsor', 'approvals', 'approvers', 'chair', 'chairperson',
  'secretary', 'notetaker', 'scribe', 'facilitator', 'moderator', 'interpreter', 'translator', 'present', 'apologies', 'absent',
  'expert', 'inspector', 'adjuster', 'assessor', 'surveyor', 'auditor', 'technician', 'perito', 'periti', 'sachbearbeiter',
  'sachbearbeiterin', 'gutachter', 'gutachterin', 'techniker', 'technikerin', 'dolmetscher', 'dolmetscherin',
  'technicien', 'technicienne', 'técnico', 'técnica', 'tecnico', 'tecnica', 'schadeexpert', 'monteur',
  // who delivers, and who conducts or takes an assessment: "Driver: Pradeep", "Beoordelaar: Radboud Spieringhs"
  'driver', 'courier', 'conductedby', 'beoordelaar', 'beoordeelde', 'bezorger', 'zusteller', 'fahrer', 'livreur', 'repartidor', 'corriere',
  // who treats a patient: "clinician" of a clinic's export, "Dentist: Amara Okoye"
  'clinician', 'dentist', 'therapist', 'physiotherapist', 'surgeon', 'midwife',
  // who took a ticket on: "Assigned: Tariq", "Presa in carico da: Oriana", "Pris en charge par : Maxence"
  'assigned', 'presaincaricoda', 'presoincaricoda', 'priseenchargepar', 'prisenchargepar', 'atendidopor', 'gestionadopor',
  'opgepaktdoor', 'afgehandelddoor', 'bearbeitetvon', 'übernommenvon',
  // who owns a task or a key result ("(owner: Yevanna Thorsk)"), who leaves or joins, who looks after a child, who
  // manages in the other languages, and who sits in without a vote ("In attendance: ...")
  'owner', 'leaver', 'joiner', 'newstarter', 'newhire', 'keyworker', 'leidinggevende', 'vorgesetzter', 'vorgesetzte',
  'responsabile', 'encargado', 'encargada', 'inattendance', 'alsopresent',
  // a calendar invitation's attendees ("Required attendees: Yusuf Demirtaş; Fenwick Tarrow-Ilse"); not "Required:"
  // alone, which documentation writes before software ("Required: Java Runtime")
  'requiredattendees', 'optionalattendees',
  // a film's crew and cast on a call sheet ("DoP: Mireille Oyono", "Cast: Tomos Vaughan-Adair (as ...)")
  'director', 'producer', 'dop', 'cast',
]);
/**
 * Roles only a person fills, whose value may be a first name alone ("Assignee: Quillon",
 * "Reviewer: Zorvan"): a ticket's, a review's and a report's people. Not author (a package's is
 * a company as often), user, contact or customer (accounts, teams and firms), nor the roles of
 * records and bookings, which write full names.
 */
export const ONE_WORD_ROLE_KEYS: ReadonlySet<string> = new Set([
  'assignee', 'reviewer', 'reporter', 'requester', 'requestor', 'approver', 'manager', 'supervisor', 'assignedto',
  'reviewedby', 'approvedby', 'reportedby', 'requestedby', 'raisedby', 'openedby', 'escalatedby', 'handledby',
  'signedby', 'preparedby', 'submittedby', 'interviewer', 'interviewee', 'teacher', 'caller', 'patient',
  'asignadoa', 'asignado', 'asignada', 'reportadopor', 'assegnatoa', 'assegnataa', 'segnalatoda', 'toegewezenaan', 'melder',
  'zugewiesenan', 'bearbeiter', 'bearbeiterin', 'gemeldetvon', 'assignéà', 'assigneà', 'assignéa', 'rapporteur', 'signalépar',
  'followupowner', 'dri', 'oncall', 'followup', 'relance', 'seguimiento', 'opvolging',
  'recruiter', 'hiringmanager', 'hrbp', 'mentor', 'buddy', 'notetaker', 'scribe', 'facilitator', 'sachbearbeiter', 'sachbearbeiterin',
  // not a driver alone: "Driver: Intel", "Driver: Mesa" name software
  'courier', 'conductedby', 'beoordelaar', 'bezorger', 'zusteller', 'livreur', 'repartidor', 'corriere',
  'assigned', 'presaincaricoda', 'presoincaricoda', 'priseenchargepar', 'prisenchargepar', 'atendidopor', 'gestionadopor',
  'opgepaktdoor', 'afgehandelddoor', 'bearbeitetvon', 'übernommenvon',
  // a wedding's or an event's photographer, a team's coach: "Fotografa: Nivessa", "Coach: Dagrun"
  ...PHOTOGRAPHERS, ...COACHES,
  // a nursery's key worker and a leaver: "Key worker: Saoirse"
  'keyworker', 'leaver', 'leidinggevende',
]);

/**
 * "Account manager", "Code reviewer", "Primary contact": a label of several words whose last word
 * is a person's role (`AUTHOR_KEYS`), that role's key; undefined when the whole label is a key of
 * its own ("Emergency contact") or the last word is none.
 */
export function roleOfLastWord(label: string): string | undefined {
  const words = label.trim().split(/[ \t]+/);
  if (words.length < 2 || AUTHOR_KEYS.has(keyOf(label)) || FIELDS.has(keyOf(label))) return undefined;
  const last = keyOf(words.at(-1) ?? '');
  return AUTHOR_KEYS.has(last) ? last : undefined;
}

/**
 * Roles a company may fill ("Customer: Deutsche Bahn", "Landlord: Vonovia SE"): a name found there
 * scores under a listed organisation's, so the organisation wins where the gazetteer knows it.
 */
export const COMPANY_ROLE_KEYS: ReadonlySet<string> = new Set([
  'customer', 'landlord', 'kunde', 'mandant', 'vermieter', 'absender',
  'empfänger', 'propriétaire', 'expéditeur', 'destinataire', 'cliente', 'arrendador', 'titular', 'remitente',
  'destinatario', 'locatore', 'intestatario', 'mittente', 'klant', 'verhuurder', 'afzender', 'ontvanger',
]);
export const COMPANY_ROLE_SCORE = 0.55;
/**
 * Columns named by a person's role, a name when written as one, in a table whose other columns
 * hold people's data ("| Student | Student ID |"): who a row is about, and the roles
 * `AUTHOR_KEYS` leaves out because code writes them as types (employee, student).
 */
export const TABLE_PERSON_KEYS: ReadonlySet<string> = new Set([
  'student', 'employee', 'staff', 'member', 'teacher', 'alunno', 'schüler', 'élève', 'estudiante', 'leerling',
  'patient', 'customer', 'candidate', 'applicant', 'passenger', 'guest', 'mitarbeiter', 'dipendente', 'empleado',
]);
/**
 * "name" alone: a person's name only among personal fields (`"name": "my-app"` names a package).
 * So are an account's display and real names (Jira's `displayName`, Slack's `real_name`): a
 * bot's, a team's or a service account's as often.
 */
export const BARE_NAME_KEYS: ReadonlySet<string> = new Set(['name', 'naam', 'nome', 'displayname', 'realname']);
/**
 * An account's names, a group's, an app's or a bot's as often (Microsoft Graph's groups, Jira's app
 * accounts): a person's only when the value reads as one and names no software ("Contoso
 * Marketing", "Grafana Cloud" are none), whatever keys stand beside it.
 */
export const ACCOUNT_NAME_KEYS: ReadonlySet<string> = new Set(['displayname', 'realname']);
/** Whether a value under `key` may be a person's name, as far as the key asks (`ACCOUNT_NAME_KEYS`). */
export const accountNameReads = (key: string, value: string): boolean =>
  !ACCOUNT_NAME_KEYS.has(key) || (readsAsPersonName(value) && namesNoSoftware(value));
/**
 * Parts of a name under keys that say so only beside each other (`{"first": "Kwame", "last":
 * "Mensah"}`); alone they are a list's ends or a sort order (`"first": "Alpha"`).
 */
export const NAME_PART_KEYS: ReadonlySet<string> = new Set(['first', 'last', 'given', 'family', 'middle']);
export const keyOf = (label: string): string => label.toLowerCase().replace(/[\s_-]/g, '');

/**
 * "Name des Antragstellers", "Nom du client", "Naam van de klant": the role whose name the label
 * asks for (a German genitive's ending dropped: Kunden, Mieters, Patienten), when it is a role
 * this file knows.
 */
export function roleOfNameLabel(label: string): string | undefined {
  if (!NAME_OF.test(label)) return undefined;
  const last = keyOf(label.trim().split(/[ \t]+/).at(-1) ?? '');
  for (const key of [last, last.replace(/(?:es|en|s|n)$/, '')]) if (AUTHOR_KEYS.has(key)) return key;
  return undefined;
}

/**
 * Role nouns that German and Dutch glue onto what the role is for ("Teamleider", "Praktijkbegeleider",
 * "Projektleiterin", "Bauleiter", "Kundenbetreuer"), each a key of `AUTHOR_KEYS`.
 */
const COMPOUND_ROLES: readonly string[] = [
  'leiter', 'leiterin', 'betreuer', 'betreuerin', 'berater', 'beraterin', 'beauftragter', 'beauftragte', 'vorsitzender', 'vorsitzende',
  'sprecher', 'sprecherin', 'leider', 'begeleider', 'begeleidster', 'coördinator', 'coordinator', 'adviseur', 'voorzitter', 'beheerder',
];

/** The role a compound's last part names ("praktijkbegeleider": "begeleider"), or undefined. */
export function roleOfCompound(word: string): string | undefined {
  for (const role of COMPOUND_ROLES) if (word.length >= role.length + 3 && word.endsWith(role)) return role;
  return undefined;
}

/**
 * The field name a label ends with: the label itself, else its last two words or its last word
 * (`git log --author=`, `the user's first name:`), as a key the recognizer knows; '' if none.
 */
export function knownKey(label: string): string {
  const words = label.split(/[ _-]+/).filter((word) => word !== '');
  const candidates = [label, words.slice(-2).join(''), words.slice(-1).join('')];
  const role = roleOfNameLabel(label) ?? roleOfCompound(keyOf(words.at(-1) ?? ''));
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
  'buyer', 'payer', 'shipping', 'billingdetails', 'committer', 'creator', 'doctor', 'physician', 'nurse', 'teacher', 'pupil', 'profile', 'kunde',
  'kunden', 'benutzer', 'nutzer', 'mitarbeiter', 'utilisateur', 'utilisateurs', 'usuario', 'usuarios', 'paciente',
  'pacientes', 'cliente', 'clientes', 'empleado', 'empleados', 'utente', 'utenti', 'klant', 'klanten', 'gebruiker',
  'gebruikers',
]);
/** What a compound key may add to a person's key: "currentUser", "primary_contact", "userInfo", "customer_details", "user2". */
const PERSON_KEY_PREFIXES: readonly string[] = ['current', 'primary', 'main', 'new', 'old', 'selected', 'my', 'lead', 'billing', 'shipping', 'logged', 'loggedin', 'authenticated'];
const PERSON_KEY_SUFFIXES: readonly string[] = ['info', 'data', 'details', 'profile', 'record', 'object', 'obj', 'entry'];
/** Keys that only wrap what their parent holds (`{"users": {"data": [...]}}`, JSON:API's `attributes`): the parent's key counts. */
export const WRAPPER_KEYS: ReadonlySet<string> = new Set([
  'data', 'items', 'results', 'records', 'rows', 'nodes', 'node', 'edges', 'attributes', 'list', 'entries', 'values',
  'docs', 'hits', 'source', 'payload', 'body', 'object', 'objects', 'content', 'result', 'value',
  // A query's own: Prisma's and Sequelize's `where`, MongoDB's `$set`, `$match`, `$or`, and an upsert's `create` and `update`.
  'where', 'set', 'setoninsert', 'match', 'or', 'and', 'create', 'update',
]);

/** Whether a key (as `keyOf` writes it) names a person's record: a listed key, numbered or compounded. */
export function isPersonRecordKey(key: string): boolean {
  const bare = key.replace(/\d+$/, '');
  if (PERSON_RECORD_KEYS.has(bare)) return true;
  for (const prefix of PERSON_KEY_PREFIXES) if (bare.startsWith(prefix) && PERSON_RECORD_KEYS.has(bare.slice(prefix.length))) return true;
  for (const suffix of PERSON_KEY_SUFFIXES) if (bare.endsWith(suffix) && PERSON_RECORD_KEYS.has(bare.slice(0, -suffix.length))) return true;
  return false;
}

export const roleScore = (key: string): number => (COMPANY_ROLE_KEYS.has(key) ? COMPANY_ROLE_SCORE : SCORE);

/** The sender's and recipients' labels of such a header: people there, places in an itinerary. */
export const MAIL_HEADER_KEYS: ReadonlySet<string> = new Set(['from', 'to', 'von', 'an', 'de', 'à', 'a', 'para', 'da', 'van', 'aan']);

/** Records of things, whose "name" is no person's: a dotted or compound key's first part (`app.name`, `PRODUCT_NAME`). */
export const THING_KEYS: ReadonlySet<string> = new Set([
  'product', 'app', 'application', 'project', 'package', 'service', 'db', 'database', 'cluster', 'bucket', 'host', 'server',
  'team', 'org', 'company', 'repo', 'branch', 'job', 'queue', 'topic', 'table', 'schema', 'model', 'site', 'brand', 'plan',
  'tier', 'image', 'container', 'stack', 'env', 'region', 'zone', 'bot', 'device', 'file', 'group', 'role',
]);

/**
 * Field names that name another thing as often, which one known column alone does not make a
 * header of (table-fields.ts), nor a value in small letters a person's (config-lines.ts): French
 * "nom" and Spanish "nombre" (a product's or a role's name too), "address" (a network's, a
 * wallet's), "firma" (a signature in Spanish and Italian), phones' words that are devices'
 * ("portable", "handy", "cell").
 */
export const AMBIGUOUS_ALONE: ReadonlySet<string> = new Set(['nom', 'nombre', 'nome', 'address', 'adresse', 'adres', 'firma', 'passport', 'portable', 'handy', 'cell']);
