/**
 * What stands between a label and its value in the labelled recognizers (secret.ts, username.ts):
 * ":" or "=" ("password: …", "login=…"), or a copula of the six languages ("my password is …",
 * "Passwort lautet …", "mot de passe est …"). Regex sources, for the recognizers to build on.
 */
const COPULAS = 'is|ist|lautet|est|es|è|é|was';
/** Between a label and its value. */
export const LABEL_SEPARATOR = `(?:[ \\t]*[:=][ \\t]*|[ \\t]+(?:${COPULAS})[ \\t]+)`;
/** A cue's tail after a label's word: an optional closing quote, then ":", "=" or a copula. */
export const SEPARATOR_CUE = `["']?[ \\t]*(?:[:=]|(?:${COPULAS})[ \\t])`;
