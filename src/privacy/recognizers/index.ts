/**
 * The recognizer registry: every built-in recognizer, and the default list the gateway runs.
 *
 * Default pipeline: all pattern/checksum recognizers plus the gazetteer (PERSON, LOCATION,
 * ORGANIZATION). compromise is opt-in (`compromise: true`): it is >10x slower than everything
 * else together (see docs/privacy-quality.md). A transformers.js NER recognizer (another issue)
 * plugs in by being appended to the list given to `createAnalyzer`.
 */
import type { CountryCode } from 'libphonenumber-js/max';
import type { Recognizer } from '../types.js';
import { createAddressSpelledNameRecognizer } from './address-spelled-name.js';
import { createAuTfnRecognizer } from './au-tfn.js';
import { createBeNationalNumberRecognizer } from './be-national-number.js';
import { createCaSinRecognizer } from './ca-sin.js';
import { createCaselessNamesRecognizer } from './caseless-names.js';
import { createChAhvRecognizer } from './ch-ahv.js';
import { createChatTranscriptRecognizer } from './chat-transcript.js';
import { createHandleFieldsRecognizer } from './handle-fields.js';
import { createHandleSendersRecognizer } from './handle-senders.js';
import { createAddresseeRecognizer } from './addressee.js';
import { createCodeCreditsRecognizer } from './code-credits.js';
import { createContractPartiesRecognizer } from './contract-parties.js';
import { createContactCardsRecognizer } from './contact-cards.js';
import { createDirectoryEntriesRecognizer } from './directory-entries.js';
import { createSessionUsersRecognizer } from './session-users.js';
import { createCompromiseRecognizer, type CompromiseOptions } from './compromise-ner.js';
import { createCreditCardRecognizer } from './credit-card.js';
import { createCutEmailRecognizer } from './cut-email.js';
import { createDateOfBirthRecognizer } from './date-of-birth.js';
import { createDeTaxIdRecognizer } from './de-tax-id.js';
import { createDriverLicenseRecognizer } from './driver-license.js';
import { createEmailDisplayNameRecognizer } from './email-display-name.js';
import { createEmailRecognizer } from './email.js';
import { createEsNifRecognizer } from './es-nif.js';
import { createFamilyNamesRecognizer } from './family-names.js';
import { createFiHetuRecognizer } from './fi-hetu.js';
import { createFrNirRecognizer } from './fr-nir.js';
import { createGazetteerRecognizer } from './gazetteer.js';
import { createLearnedHandlesRecognizer } from './learned-handles.js';
import { createInitialLoginsRecognizer } from './initial-logins.js';
import { createSmallLetterNamesRecognizer } from './small-letter-names.js';
import { createLearnedNamesRecognizer } from './learned-names.js';
import { createNameEdgesRecognizer } from './name-edges.js';
import { createNameInitialsRecognizer } from './name-initials.js';
import { createGitAuthorsRecognizer } from './git-authors.js';
import { createHomeDirectoryRecognizer } from './home-directory.js';
import { createIbanRecognizer } from './iban.js';
import { createIdNumberRecognizer } from './id-number.js';
import { createInAadhaarRecognizer } from './in-aadhaar.js';
import { createInPanRecognizer } from './in-pan.js';
import { createInvertedNamesRecognizer } from './inverted-names.js';
import { createIpAddressRecognizer } from './ip-address.js';
import { createItFiscalCodeRecognizer } from './it-fiscal-code.js';
import { createLabelledFieldsRecognizer } from './labelled-fields.js';
import { createMentionRecognizer } from './mention.js';
import { createNameGridsRecognizer } from './name-grids.js';
import { createNameRostersRecognizer } from './name-rosters.js';
import { createNameHandlesRecognizer } from './name-handles.js';
import { createNlBsnRecognizer } from './nl-bsn.js';
import { createOneOnOneRecognizer } from './one-on-one.js';
import { createPassportRecognizer } from './passport.js';
import { createPhoneRecognizer } from './phone.js';
import { createPlPeselRecognizer } from './pl-pesel.js';
import { createSePersonnummerRecognizer } from './se-personnummer.js';
import { createSecretRecognizer } from './secret.js';
import { createSpelledEmailRecognizer } from './spelled-email.js';
import { createSpokenShortFormsRecognizer } from './spoken-short-forms.js';
import { createUpiIdRecognizer } from './upi-id.js';
import { createCyrillicStreetAddressRecognizer } from './cyrillic-street-address.js';
import { createCjkStreetAddressRecognizer } from './cjk-street-address.js';
import { createPtNifRecognizer } from './pt-nif.js';
import { createCnResidentIdRecognizer } from './cn-resident-id.js';
import { createTrNationalIdRecognizer } from './tr-national-id.js';
import { createSaNationalIdRecognizer } from './sa-national-id.js';
import { createBrCpfRecognizer } from './br-cpf.js';
import { createMxCurpRecognizer } from './mx-curp.js';
import { createClRutRecognizer } from './cl-rut.js';
import { createArCuitRecognizer } from './ar-cuit.js';
import { createLetterSignaturesRecognizer } from './letter-signatures.js';
import { createLicensePlateRecognizer } from './license-plate.js';
import { createVinRecognizer } from './vin.js';
import { createImeiRecognizer } from './imei.js';
import { createMacAddressRecognizer } from './mac-address.js';
import { createCryptoWalletRecognizer } from './crypto-wallet.js';
import { createGpsCoordinatesRecognizer } from './gps-coordinates.js';
import { createPassengerNameRecognizer } from './passenger-name.js';
import { createReferenceAuthorsRecognizer } from './reference-authors.js';
import { createRelativeClausesRecognizer } from './relative-clauses.js';
import { createReviewHeadersRecognizer } from './review-headers.js';
import { createRoleNamesRecognizer } from './role-names.js';
import { createScheduleLinesRecognizer } from './schedule-lines.js';
import { createStatementPayeesRecognizer } from './statement-payees.js';
import { createActionInitialsRecognizer } from './action-initials.js';
import { createFirstNamePairsRecognizer } from './first-name-pairs.js';
import { createSmallTitlesRecognizer } from './small-titles.js';
import { createStreetAddressRecognizers } from './street-address.js';
import { createUkNhsRecognizer } from './uk-nhs.js';
import { createUsMbiRecognizer } from './us-mbi.js';
import { createUkNinoRecognizer } from './uk-nino.js';
import { createUrlRecognizer } from './url.js';
import { createUsItinRecognizer } from './us-itin.js';
import { createUsSsnRecognizer } from './us-ssn.js';
import { createUsernameRecognizer } from './username.js';

export { createAddressSpelledNameRecognizer } from './address-spelled-name.js';
export { createAuTfnRecognizer } from './au-tfn.js';
export { createBeNationalNumberRecognizer } from './be-national-number.js';
export { createCaSinRecognizer } from './ca-sin.js';
export { createCaselessNamesRecognizer } from './caseless-names.js';
export { createNameInitialsRecognizer } from './name-initials.js';
export { createChAhvRecognizer } from './ch-ahv.js';
export { createChatTranscriptRecognizer } from './chat-transcript.js';
export { createCompromiseRecognizer } from './compromise-ner.js';
export { createAddresseeRecognizer } from './addressee.js';
export { createCodeCreditsRecognizer } from './code-credits.js';
export { createContractPartiesRecognizer } from './contract-parties.js';
export { createContactCardsRecognizer } from './contact-cards.js';
export { createDirectoryEntriesRecognizer } from './directory-entries.js';
export { createSessionUsersRecognizer } from './session-users.js';
export { createCreditCardRecognizer } from './credit-card.js';
export { createCutEmailRecognizer } from './cut-email.js';
export { createDateOfBirthRecognizer } from './date-of-birth.js';
export { createDeTaxIdRecognizer } from './de-tax-id.js';
export { createDriverLicenseRecognizer } from './driver-license.js';
export { createEmailDisplayNameRecognizer } from './email-display-name.js';
export { createEmailRecognizer } from './email.js';
export { createEsNifRecognizer } from './es-nif.js';
export { createFamilyNamesRecognizer } from './family-names.js';
export { createFiHetuRecognizer } from './fi-hetu.js';
export { createFrNirRecognizer } from './fr-nir.js';
export { createGazetteerRecognizer, type WarmableRecognizer } from './gazetteer.js';
export { createGitAuthorsRecognizer } from './git-authors.js';
export { createHomeDirectoryRecognizer } from './home-directory.js';
export { createIbanRecognizer } from './iban.js';
export { createIdNumberRecognizer } from './id-number.js';
export { createInvertedNamesRecognizer } from './inverted-names.js';
export { createNameHandlesRecognizer } from './name-handles.js';
export { createInAadhaarRecognizer } from './in-aadhaar.js';
export { createInPanRecognizer } from './in-pan.js';
export { createIpAddressRecognizer } from './ip-address.js';
export { createItFiscalCodeRecognizer } from './it-fiscal-code.js';
export { createLabelledFieldsRecognizer } from './labelled-fields.js';
export { createMentionRecognizer } from './mention.js';
export { createNameGridsRecognizer } from './name-grids.js';
export { createNlBsnRecognizer } from './nl-bsn.js';
export { createOneOnOneRecognizer } from './one-on-one.js';
export { createPassportRecognizer } from './passport.js';
export { createPatternRecognizer, type PatternDefinition, type PatternRule } from './pattern-engine.js';
export { createPhoneRecognizer, DEFAULT_PHONE_REGIONS } from './phone.js';
export { createPlPeselRecognizer } from './pl-pesel.js';
export { createSePersonnummerRecognizer } from './se-personnummer.js';
export { createSecretRecognizer } from './secret.js';
export { createStreetAddressRecognizers } from './street-address.js';
export { createUkNhsRecognizer } from './uk-nhs.js';
export { createUsMbiRecognizer } from './us-mbi.js';
export { createUkNinoRecognizer } from './uk-nino.js';
export { createUrlRecognizer } from './url.js';
export { createUsItinRecognizer } from './us-itin.js';
export { createUsSsnRecognizer } from './us-ssn.js';
export { createUsernameRecognizer } from './username.js';
export { createSpelledEmailRecognizer } from './spelled-email.js';
export { createScheduleLinesRecognizer } from './schedule-lines.js';
export { createStatementPayeesRecognizer } from './statement-payees.js';
export { createActionInitialsRecognizer } from './action-initials.js';
export { createFirstNamePairsRecognizer } from './first-name-pairs.js';
export { createSmallTitlesRecognizer } from './small-titles.js';
export { createSpokenShortFormsRecognizer } from './spoken-short-forms.js';
export { createUpiIdRecognizer } from './upi-id.js';
export { createCyrillicStreetAddressRecognizer } from './cyrillic-street-address.js';
export { createPtNifRecognizer } from './pt-nif.js';
export { createCnResidentIdRecognizer } from './cn-resident-id.js';
export { createTrNationalIdRecognizer } from './tr-national-id.js';
export { createSaNationalIdRecognizer } from './sa-national-id.js';
export { createBrCpfRecognizer } from './br-cpf.js';
export { createMxCurpRecognizer } from './mx-curp.js';
export { createClRutRecognizer } from './cl-rut.js';
export { createArCuitRecognizer } from './ar-cuit.js';
export { createLicensePlateRecognizer } from './license-plate.js';
export { createVinRecognizer } from './vin.js';
export { createImeiRecognizer } from './imei.js';
export { createMacAddressRecognizer } from './mac-address.js';
export { createCryptoWalletRecognizer } from './crypto-wallet.js';
export { createGpsCoordinatesRecognizer } from './gps-coordinates.js';
export { createPassengerNameRecognizer } from './passenger-name.js';
export { createCjkStreetAddressRecognizer } from './cjk-street-address.js';

/** Options of `createDefaultRecognizers`. */
export interface DefaultRecognizerOptions {
  /** Regions whose national phone formats are accepted (default US, GB, DE, FR, ES, IT, NL). */
  phoneRegions?: readonly CountryCode[];
  /** Add the compromise recognizer (English, slow); an object sets its options. */
  compromise?: boolean | CompromiseOptions;
  /** Leave out the gazetteer (names, places, organisations), e.g. for identifiers-only use. */
  gazetteer?: boolean;
  /** Recognizer names to leave out (e.g. `['nl-bsn']`). */
  disabled?: readonly string[];
}

export { DEFAULT_ENTITY_TYPES } from './entity-types.js';

/** Builds the default recognizer list. Cheap: data-heavy recognizers load on first use. */
export function createDefaultRecognizers(options: DefaultRecognizerOptions = {}): Recognizer[] {
  const recognizers: Recognizer[] = [
    createEmailRecognizer(),
    createCutEmailRecognizer(),
    createSpelledEmailRecognizer(),
    createEmailDisplayNameRecognizer(),
    createContractPartiesRecognizer(),
    createUrlRecognizer(),
    createIpAddressRecognizer(),
    createIbanRecognizer(),
    createCreditCardRecognizer(),
    createPhoneRecognizer(options.phoneRegions === undefined ? {} : { regions: options.phoneRegions }),
    createUsSsnRecognizer(),
    createUsItinRecognizer(),
    createUkNinoRecognizer(),
    createDeTaxIdRecognizer(),
    createEsNifRecognizer(),
    createItFiscalCodeRecognizer(),
    createFrNirRecognizer(),
    createNlBsnRecognizer(),
    createFiHetuRecognizer(),
    createSePersonnummerRecognizer(),
    createPlPeselRecognizer(),
    createUkNhsRecognizer(),
    createUsMbiRecognizer(),
    createInAadhaarRecognizer(),
    createInPanRecognizer(),
    createCaSinRecognizer(),
    createBeNationalNumberRecognizer(),
    createChAhvRecognizer(),
    createAuTfnRecognizer(),
    createPtNifRecognizer(),
    createCnResidentIdRecognizer(),
    createTrNationalIdRecognizer(),
    createSaNationalIdRecognizer(),
    createBrCpfRecognizer(),
    createMxCurpRecognizer(),
    createClRutRecognizer(),
    createArCuitRecognizer(),
    createLicensePlateRecognizer(),
    createVinRecognizer(),
    createImeiRecognizer(),
    createMacAddressRecognizer(),
    createCryptoWalletRecognizer(),
    createGpsCoordinatesRecognizer(),
    createDateOfBirthRecognizer(),
    createPassportRecognizer(),
    createDriverLicenseRecognizer(),
    createIdNumberRecognizer(),
    createSecretRecognizer(),
    createHomeDirectoryRecognizer(),
    createFamilyNamesRecognizer(),
    createOneOnOneRecognizer(),
    createSpokenShortFormsRecognizer(),
    createUsernameRecognizer(),
    createSessionUsersRecognizer(),
    createUpiIdRecognizer(),
    createMentionRecognizer(),
    createGitAuthorsRecognizer(),
    createContactCardsRecognizer(),
    createDirectoryEntriesRecognizer(),
    createCodeCreditsRecognizer(),
    createLabelledFieldsRecognizer(),
    createPassengerNameRecognizer(),
    ...createStreetAddressRecognizers(),
    createAddresseeRecognizer(),
    createCyrillicStreetAddressRecognizer(),
    createCjkStreetAddressRecognizer(),
  ];
  // Names of caseless scripts, chat senders, names that addresses spell and a rota's names are read
  // with the gazetteer's lexicon, and go with it.
  if (options.gazetteer !== false) {
    recognizers.push(createGazetteerRecognizer(), createCaselessNamesRecognizer(), createChatTranscriptRecognizer(), createHandleSendersRecognizer(), createHandleFieldsRecognizer(), createAddressSpelledNameRecognizer(), createInvertedNamesRecognizer(), createNameHandlesRecognizer(), createNameGridsRecognizer(), createNameRostersRecognizer(), createLetterSignaturesRecognizer(), createReferenceAuthorsRecognizer(), createRoleNamesRecognizer(), createReviewHeadersRecognizer(), createRelativeClausesRecognizer(), createSmallTitlesRecognizer(), createScheduleLinesRecognizer(), createFirstNamePairsRecognizer(), createActionInitialsRecognizer(), createStatementPayeesRecognizer(), createInitialLoginsRecognizer(), createLearnedNamesRecognizer(), createLearnedHandlesRecognizer(), createSmallLetterNamesRecognizer(), createNameEdgesRecognizer(), createNameInitialsRecognizer());
  }
  if (options.compromise !== undefined && options.compromise !== false) {
    recognizers.push(createCompromiseRecognizer(options.compromise === true ? {} : options.compromise));
  }
  const disabled = new Set(options.disabled ?? []);
  return recognizers.filter((r) => !disabled.has(r.name));
}
